import Foundation
import HealthImport
import ScoreEngine
import TestSupport

@testable import VeloReadyCLI
@testable import VeloStore

/// A temporary store directory for one database test; `remove()` deletes it.
struct ScratchStore {
  /// The directory.
  let directory: String

  init(_ label: String) {
    directory = Paths.temporaryDirectory(label).path
  }

  /// `veloready.db` in the directory.
  var databasePath: String { directory + "/" + StoreDatabase.fileName }

  /// Opens (creating) the store's database; `nil` is a test failure.
  func open(_ options: StoreDatabase.Options = StoreDatabase.Options(create: true)) throws
    -> StoreDatabase
  {
    guard let database = try StoreDatabase.open(directory: directory, options: options) else {
      throw ScratchStoreError.notOpened
    }
    return database
  }

  /// Copies the files of `Fixtures/<fixture>` into the directory.
  func copyFixture(_ fixture: String) throws {
    let source = Paths.fixtures.appendingPathComponent(fixture).path
    for name in try FileManager.default.contentsOfDirectory(atPath: source) {
      try FileManager.default.copyItem(atPath: source + "/" + name, toPath: directory + "/" + name)
    }
  }

  /// Removes the directory and everything in it.
  func remove() {
    try? FileManager.default.removeItem(atPath: directory)
  }

  /// The golden cases' athlete as parsed, once per process: a dozen tests start from it, and
  /// parsing it in a debug build was most of what several of them cost.
  private static let parsedAthlete = Result { () throws -> RecordSet in
    let url = Paths.fixtures.appendingPathComponent("records/athlete.json")
    return try NativeRecordsParser.parse(Array(try Data(contentsOf: url))).records
  }

  /// The athlete of the golden cases plus one record of every kind it lacks, and activity fields
  /// it leaves empty: every column of every table is exercised.
  static func athlete() throws -> RecordSet {
    var records = try parsedAthlete.get()
    let day = LocalDate(dayNumber: 20_000)
    records.dailyHRV = [
      DailyHRV(
        date: day, milliseconds: 61.5, kind: .rmssd,
        source: Source(provider: .intervals, name: "Garmin")),
      DailyHRV(
        date: day, milliseconds: 48.25, kind: .sdnn,
        source: Source(provider: .intervals, name: "Garmin")),
    ]
    records.fitness = [
      FitnessSeed(
        date: day, ctl: 55.1, atl: 60.2,
        source: Source(provider: .intervals, name: "intervals.icu"))
    ]
    records.dailySleep = [
      DailySleep(date: day, seconds: 27_000, source: Source(provider: .strava, name: "x"))
    ]
    records.activities[0].externalIDs = ["strava:1", "intervals:i2"]
    records.activities[0].rpe = 6
    records.activities[1].heartRate = [
      HeartRateSample(offset: 0.5, bpm: 101.25), HeartRateSample(offset: 1.75, bpm: 99.5),
    ]
    return records
  }
}

enum ScratchStoreError: Error {
  case notOpened
}

/// Order-independent equality of every record kind: the database reads in key order.
func sameRecords(_ lhs: RecordSet, _ rhs: RecordSet) -> Bool {
  func same<Record: Hashable>(_ a: [Record], _ b: [Record]) -> Bool {
    a.count == b.count && Set(a) == Set(b)
  }
  return same(lhs.sleep, rhs.sleep) && same(lhs.dailySleep, rhs.dailySleep)
    && same(lhs.hrv, rhs.hrv) && same(lhs.dailyHRV, rhs.dailyHRV)
    && same(lhs.restingHeartRate, rhs.restingHeartRate)
    && same(lhs.respiratoryRate, rhs.respiratoryRate)
    && same(lhs.dailyRespiratoryRate, rhs.dailyRespiratoryRate)
    && same(lhs.skinTemperature, rhs.skinTemperature) && same(lhs.steps, rhs.steps)
    && same(lhs.activeEnergy, rhs.activeEnergy) && same(lhs.fitness, rhs.fitness)
    && same(lhs.activities, rhs.activities)
}
