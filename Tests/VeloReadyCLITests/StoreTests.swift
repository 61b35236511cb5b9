import Foundation
import HealthImport
import ScoreEngine
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI
@testable import VeloStore

/// The store's guarantees (docs/architecture.md §6).
@Suite struct StoreTests {
  func athlete() throws -> RecordSet {
    let url = Paths.fixtures.appendingPathComponent("records/athlete.json")
    return try NativeRecordsParser.parse(Array(try Data(contentsOf: url))).records
  }

  @Test func recordFileRoundTripsEveryRecordExactly() throws {
    var records = try athlete()
    records.dailyHRV = [
      DailyHRV(
        date: LocalDate(dayNumber: 20_000), milliseconds: 61.5, kind: .rmssd,
        source: Source(provider: .intervals, name: "Garmin"))
    ]
    records.fitness = [
      FitnessSeed(
        date: LocalDate(dayNumber: 20_000), ctl: 55.1, atl: 60.2,
        source: Source(provider: .intervals, name: "intervals.icu"))
    ]
    records.dailySleep = [
      DailySleep(
        date: LocalDate(dayNumber: 20_000), seconds: 27_000,
        source: Source(provider: .strava, name: "x"))
    ]
    records.activities[0].externalIDs = ["strava:1", "intervals:i2"]
    records.activities[0].rpe = 6
    let decoded = try RecordCodec.decode(RecordCodec.encode(records))
    #expect(decoded == records)
  }

  @Test func damagedRecordFilesAreErrorsNotCrashes() throws {
    let bytes = RecordCodec.encode(try athlete())
    for cut in [0, 3, 6, 10, 100, bytes.count / 2, bytes.count - 1] {
      #expect(throws: StoreDecodingError.self) { try RecordCodec.decode(Array(bytes.prefix(cut))) }
    }
    var flipped = bytes
    flipped[6] = 99
    #expect(throws: StoreDecodingError.self) { try RecordCodec.decode(flipped) }
  }

  @Test func mergingIsIdempotentAndUpdatesInPlace() throws {
    let records = try athlete()
    var stored = RecordSet()
    let first = RecordMerge.merge(records, into: &stored)
    #expect(first.added == records.count && first.replaced == 0)
    let again = RecordMerge.merge(records, into: &stored)
    #expect(again == MergeStats(added: 0, replaced: 0, unchanged: records.count))
    #expect(stored == records)
    var newer = RecordSet()
    newer.restingHeartRate = [
      DailyValue(
        date: records.restingHeartRate[0].date, value: 51,
        source: records.restingHeartRate[0].source)
    ]
    newer.steps = [
      DailyValue(date: LocalDate(dayNumber: 30_000), value: 1, source: records.steps[0].source)
    ]
    let update = RecordMerge.merge(newer, into: &stored)
    #expect(update == MergeStats(added: 1, replaced: 1, unchanged: 0))
    #expect(stored.restingHeartRate[0].value == 51)
    #expect(stored.count == records.count + 1)
  }

  @Test func atomicWritesLeaveNoTemporaryFilesAndSetTheMode() throws {
    let directory = Paths.temporaryDirectory("atomic")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("config.json").path
    try AtomicFile.write("{}", to: path, mode: 0o600)
    try AtomicFile.write("{\"a\": 1}", to: path, mode: 0o600)
    #expect(AtomicFile.mode(of: path) == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["config.json"])
    #expect(try AtomicFile.read(path) == Array("{\"a\": 1}".utf8))
  }

  @Test func aNewerStoreFormatIsRefused() throws {
    let directory = Paths.temporaryDirectory("newer")
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(#"{"format": "veloready.store", "version": 9}"#.utf8)
      .write(to: directory.appendingPathComponent("store.json"))
    #expect(throws: StoreError.self) { try Store.open(at: directory.path, create: false) }
    do throws(StoreError) {
      _ = try Store.open(at: directory.path, create: false)
    } catch {
      let error = CLIError(error)
      #expect(error.message.contains("format 9"))
      #expect(error.code == .dataError)
    }
  }
}
