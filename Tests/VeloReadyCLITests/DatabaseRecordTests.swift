import Foundation
import ScoreEngine
import Testing

@testable import VeloKit
@testable import VeloReadyCLI
@testable import VeloStore

/// The record tables: exact round trips, merge identities and counts, windows read by index.
@Suite struct DatabaseRecordTests {
  /// The athlete as the store keeps it: one record per identity.
  static func merged(_ records: RecordSet) -> RecordSet {
    var stored = RecordSet()
    _ = RecordMerge.merge(records, into: &stored)
    return stored
  }

  @Test func everyRecordReadsBackExactly() throws {
    let scratch = ScratchStore("records-roundtrip")
    defer { scratch.remove() }
    let athlete = try ScratchStore.athlete()
    let database = try scratch.open()
    _ = try database.upsert(athlete)
    let read = try database.records()
    #expect(sameRecords(read, Self.merged(athlete)))
    #expect(read.count > 2_700)
    // A second connection (another process) reads the same.
    #expect(sameRecords(try scratch.open().records(), read))
  }

  @Test func instantsFrom1970To2100ReadBackAsTheSameDates() throws {
    let scratch = ScratchStore("records-instants")
    defer { scratch.remove() }
    // A fixed linear congruential sequence: fractions of every size, reproducibly.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    let source = Source(provider: .appleHealth, name: "Watch")
    var records = RecordSet()
    records.hrv = (0..<5_000).map { index in
      let seconds = next() * 4_102_444_800
      let time =
        index.isMultiple(of: 2)
        ? Date(timeIntervalSince1970: seconds)
        : Date(timeIntervalSinceReferenceDate: seconds - 978_307_200)
      return HRVSample(time: time, milliseconds: 50, kind: .rmssd, source: source)
    }
    let database = try scratch.open()
    _ = try database.upsert(records)
    #expect(Set(try database.records().hrv.map(\.time)) == Set(records.hrv.map(\.time)))
  }

  /// A change to one record of each kind, keeping its identity.
  static func changedValues(_ records: RecordSet) -> RecordSet {
    var changed = RecordSet()
    changed.restingHeartRate = [records.restingHeartRate[0]]
    changed.restingHeartRate[0].value += 1
    changed.hrv = [records.hrv[3]]
    changed.hrv[0].milliseconds = 77.125
    changed.dailyHRV = [records.dailyHRV[0]]
    changed.dailyHRV[0].milliseconds += 0.5
    changed.activities = [records.activities[2]]
    changed.activities[0].heartRate.removeLast()
    changed.activities[0].name = nil
    changed.fitness = [records.fitness[0]]
    changed.fitness[0].atl = 0
    return changed
  }

  @Test(arguments: [
    ("a first import, then the same again", [0, 0]),
    ("an import, then newer values of a few records", [0, 1]),
    ("new sources beside stored ones, then everything again", [2, 0, 2]),
    ("one import that repeats an identity with two values", [3]),
  ])
  func upsertsCountAsRecordMergeDoes(name: String, sequence: [Int]) throws {
    let scratch = ScratchStore("records-merge")
    defer { scratch.remove() }
    let athlete = try ScratchStore.athlete()
    var otherSource = athlete
    otherSource.steps = otherSource.steps.map {
      DailyValue(date: $0.date, value: $0.value + 1, source: Source(provider: .strava, name: "x"))
    }
    var repeated = RecordSet()
    repeated.steps = [athlete.steps[0], athlete.steps[0], athlete.steps[0]]
    repeated.steps[1].value = 5
    repeated.sleep = [athlete.sleep[0], athlete.sleep[0]]
    let imports = [athlete, Self.changedValues(athlete), otherSource, repeated]
    let database = try scratch.open()
    var stored = RecordSet()
    for index in sequence {
      let expected = RecordMerge.merge(imports[index], into: &stored)
      #expect(try database.upsert(imports[index]) == expected)
    }
    #expect(sameRecords(try database.records(), stored))
  }

  @Test func identitiesAreRecordMergesIdentities() throws {
    let scratch = ScratchStore("records-identity")
    defer { scratch.remove() }
    let watch = Source(provider: .appleHealth, name: "Watch")
    let instant = Date(timeIntervalSince1970: 1_763_600_000)
    let day = LocalDate(dayNumber: 20_400)
    var records = RecordSet()
    // Differing only in stage, kind, provider or device: separate records.
    records.sleep = [.asleep, .deep].map {
      SleepSegment(start: instant, end: instant + 600, stage: $0, source: watch)
    }
    records.hrv = [HRVKind.rmssd, .sdnn].map {
      HRVSample(time: instant, milliseconds: 50, kind: $0, source: watch)
    }
    records.dailyHRV = [HRVKind.rmssd, .sdnn].map {
      DailyHRV(date: day, milliseconds: 50, kind: $0, source: watch)
    }
    records.steps = [watch, Source(provider: .native, name: "Watch")].map {
      DailyValue(date: day, value: 100, source: $0)
    }
    records.activities = ["a", "b"].map {
      Activity(id: $0, start: instant, durationSeconds: 60, sport: .cycling, source: watch)
    }
    let database = try scratch.open()
    #expect(try database.upsert(records) == MergeStats(added: 10, replaced: 0, unchanged: 0))
    #expect(try database.upsert(records) == MergeStats(added: 0, replaced: 0, unchanged: 10))
  }

  /// The 65-day window the engine reads for a date: days D−64…D, instants from the start of
  /// D−65 (evening sleep before the first morning) to the end of D, in UTC for the test.
  static func window(endingOn last: LocalDate, days: Int) -> RecordWindow {
    let first = last.adding(days: 1 - days)
    return RecordWindow(
      from: Date(timeIntervalSince1970: Double(first.dayNumber - 1) * 86_400),
      to: Date(timeIntervalSince1970: Double(last.dayNumber + 1) * 86_400),
      firstDay: first, lastDay: last)
  }

  @Test func aWindowReadsExactlyTheRecordsInIt() throws {
    let scratch = ScratchStore("records-window")
    defer { scratch.remove() }
    let athlete = Self.merged(try ScratchStore.athlete())
    let database = try scratch.open()
    _ = try database.upsert(athlete)
    let window = Self.window(endingOn: try #require(LocalDate(iso: "2026-11-01")), days: 30)
    let instants = window.from...window.to
    let days = window.firstDay...window.lastDay
    var expected = RecordSet()
    expected.sleep = athlete.sleep.filter { instants.contains($0.start) }
    expected.dailySleep = athlete.dailySleep.filter { days.contains($0.date) }
    expected.hrv = athlete.hrv.filter { instants.contains($0.time) }
    expected.dailyHRV = athlete.dailyHRV.filter { days.contains($0.date) }
    expected.restingHeartRate = athlete.restingHeartRate.filter { days.contains($0.date) }
    expected.respiratoryRate = athlete.respiratoryRate.filter { instants.contains($0.time) }
    expected.dailyRespiratoryRate = athlete.dailyRespiratoryRate.filter { days.contains($0.date) }
    expected.skinTemperature = athlete.skinTemperature.filter { days.contains($0.date) }
    expected.steps = athlete.steps.filter { days.contains($0.date) }
    expected.activeEnergy = athlete.activeEnergy.filter { days.contains($0.date) }
    expected.fitness = athlete.fitness.filter { days.contains($0.date) }
    expected.activities = athlete.activities.filter { instants.contains($0.start) }
    let read = try database.records(in: window)
    #expect(sameRecords(read, expected))
    #expect(read.steps.count == 30 && read.count < athlete.count && !read.activities.isEmpty)
  }

  /// A window is read from the table by its key, in order, and never through a secondary index
  /// a damaged page could empty (docs/architecture.md §6); `activities`, whose key is not its
  /// start, is scanned.
  @Test(arguments: RecordTables.all.map(\.name))
  func aWindowOfEveryTableIsReadByItsKeyInOrder(table: String) throws {
    let scratch = ScratchStore("records-plan")
    defer { scratch.remove() }
    let database = try scratch.open()
    let sql = try #require(RecordTables.all.first { $0.name == table }).selectWindowSQL
    let plan = try database.connection.prepare("EXPLAIN QUERY PLAN " + sql)
    var details: [String] = []
    while try plan.step() { details.append(plan.text(at: 3)) }
    #expect(!details.contains { $0.contains(" INDEX ") }, "\(details)")
    if table == "activities" {
      #expect(details == ["SCAN activities", "USE TEMP B-TREE FOR ORDER BY"])
    } else {
      #expect(details.count == 1)
      let byKey = "SEARCH \(table) USING PRIMARY KEY"
      #expect(details.allSatisfy { $0.hasPrefix(byKey) }, "\(details)")
      #expect(!details.contains { $0.contains("TEMP B-TREE") }, "\(details)")
    }
  }

  @Test func aRowThatIsNotARecordIsAClearError() throws {
    let scratch = ScratchStore("records-damaged-row")
    defer { scratch.remove() }
    let database = try scratch.open()
    try database.connection.execute(
      "INSERT INTO resting_heart_rate (day, bpm, provider, source) "
        + "VALUES ('2026-11-20', 50, 'fitbit', 'Charge')")
    #expect(throws: StoreError.self) { try database.records() }
    do {
      _ = try database.records()
    } catch {
      let error = CLIError(error)
      #expect(error.code == .dataError)
      #expect(error.message.contains("'resting_heart_rate': unknown provider 'fitbit'"))
    }
  }

  @Test func aDayThatIsNotADateCannotBeStored() throws {
    let scratch = ScratchStore("records-check")
    defer { scratch.remove() }
    let database = try scratch.open()
    #expect(throws: SQLiteError.self) {
      try database.connection.execute(
        "INSERT INTO steps (day, count, provider, source) VALUES ('20/11/2026', 1, 'native', 'x')")
    }
  }
}
