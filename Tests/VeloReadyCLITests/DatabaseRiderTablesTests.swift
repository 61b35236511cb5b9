import Foundation
import HealthImport
import ScoreEngine
import Testing

@testable import VeloReadyCLI
@testable import VeloStore

/// Schema 5: the rider's corrections and tags (docs/formats.md §5.7). A version-4 store gains
/// them on its first open with its records untouched; what the rider typed reads back as typed,
/// and no import replaces it.
@Suite struct DatabaseRiderTablesTests {
  /// Turns a current store into the version-4 store an older veloready left.
  static let version4 = """
    \(ClimbingVersion6.sql)
    \(SyncStateVersion5.sql)
    DROP TABLE activity_corrections;
    DROP TABLE day_tags;
    ALTER TABLE merged_activities DROP COLUMN correction;
    PRAGMA user_version = 4;
    """

  static let ride = ActivityMember(provider: .native, source: "Garmin Edge", id: "g-1")

  @Test func aVersionFourStoreIsUpgradedInPlace() throws {
    let scratch = ScratchStore("upgrade-v4")
    defer { scratch.remove() }
    let database = try scratch.open()
    let athlete = try ScratchStore.athlete()
    _ = try database.upsert(athlete)
    try SQLiteDatabase(path: scratch.databasePath).execute(Self.version4)
    let reopened = try #require(try StoreDatabase.open(directory: scratch.directory))
    #expect(try reopened.schemaVersion() == StoreSchema.version)
    #expect(try reopened.records() == athlete)
    #expect(try reopened.activityCorrections().isEmpty)
    #expect(try reopened.tags().isEmpty)
    // The derived table gained its column: a ledger with a correction is stored and read back.
    let correction = ActivityCorrection(members: [Self.ride], change: .load(85))
    // Its start lies on its day: the ledger reads activities by start (docs/architecture.md §6).
    let merged = MergedActivity(
      id: "g-1", start: Date(timeIntervalSince1970: 1_795_109_400), durationSeconds: 3600,
      date: LocalDate(iso: "2026-11-19") ?? LocalDate(dayNumber: 0), sport: .cycling, name: nil,
      distanceMeters: nil, averageHeartRate: 140, maxHeartRate: nil, energyKilocalories: nil,
      load: 85, method: .rider, members: [Self.ride],
      correction: AppliedCorrection(
        changes: [correction.change], originalLoad: 142.25, originalMethod: .heartRateStream,
        originalSport: .cycling))
    let profile = AthleteProfile(timeZone: TimeZone(identifier: "UTC") ?? .current)
    let ledger = TrainingLedger(
      activities: [merged], loads: [merged.date.dayNumber: 85],
      chart: PerformanceChart(
        loads: [merged.date.dayNumber: 85], anchor: nil, constants: profile.pmcConstants,
        lastDay: merged.date))
    try reopened.saveLedger(
      ledger, settings: "s", recordsGeneration: try reopened.recordsGeneration())
    let window = HistoryWindow(dates: merged.date...merged.date)
    let read = try #require(
      try reopened.ledger(for: window, settings: "s", constants: profile.pmcConstants))
    #expect(read.activities == [merged])
  }

  @Test func correctionsReadBackAndAdvanceTheRecordsGeneration() throws {
    let scratch = ScratchStore("corrections")
    defer { scratch.remove() }
    let database = try scratch.open()
    let before = try database.recordsGeneration()
    let changes: [ActivityCorrection.Change] = [
      .ignoreHeartRate, .ignorePower, .ignoreAll, .load(85.5), .sport(.running),
    ]
    for change in changes {
      try database.saveCorrection(
        StoredCorrection(
          activity: "j8wnc7", correction: ActivityCorrection(members: [Self.ride], change: change),
          createdAt: "2026-11-20T08:00:00+01:00"))
    }
    #expect(try database.recordsGeneration() == before + Int64(changes.count))
    let read = try database.activityCorrections()
    #expect(Set(read.map(\.correction.change)) == Set(changes))
    #expect(read.allSatisfy { $0.correction.members == [Self.ride] && $0.activity == "j8wnc7" })
    // A second load replaces the first: one row per activity and kind.
    try database.saveCorrection(
      StoredCorrection(
        activity: "j8wnc7", correction: ActivityCorrection(members: [Self.ride], change: .load(90)),
        createdAt: "2026-11-20T09:00:00+01:00"))
    #expect(try database.activityCorrections().contains { $0.correction.change == .load(90) })
    #expect(try database.activityCorrections().count == changes.count)
    #expect(try database.removeCorrections(activity: "j8wnc7", kind: "load") == 1)
    #expect(try database.removeCorrections(activity: "j8wnc7") == changes.count - 1)
    #expect(try database.removeCorrections(activity: "j8wnc7") == 0)
  }

  @Test func aCorrectionThisVersionCannotReadIsAnErrorNotDropped() throws {
    let scratch = ScratchStore("corrections-damaged")
    defer { scratch.remove() }
    let database = try scratch.open()
    try SQLiteDatabase(path: scratch.databasePath).execute(
      "INSERT INTO activity_corrections VALUES ('abc123', 'ignore-cadence', NULL, NULL, "
        + "'[{\"provider\": \"native\", \"source\": \"x\", \"id\": \"1\"}]', '2026-11-20')")
    #expect(throws: StoreError.self) { try database.activityCorrections() }
  }

  @Test func anImportedTagNeverReplacesTheRidersOwn() throws {
    let scratch = ScratchStore("tags")
    defer { scratch.remove() }
    let database = try scratch.open()
    let day = try #require(LocalDate(iso: "2026-11-18"))
    #expect(try database.saveTag(DayTag(date: day, name: "soreness", value: 4, origin: "rider")))
    #expect(!(try database.saveTag(DayTag(date: day, name: "soreness", value: 2, origin: "whoop"))))
    #expect(try database.saveTag(DayTag(date: day, name: "alcohol", value: nil, origin: "whoop")))
    #expect(try database.saveTag(DayTag(date: day, name: "alcohol", value: nil, origin: "rider")))
    #expect(
      try database.tags(day...day) == [
        DayTag(date: day, name: "alcohol", value: nil, origin: "rider"),
        DayTag(date: day, name: "soreness", value: 4, origin: "rider"),
      ])
    #expect(try database.removeTag("alcohol", on: day))
    #expect(!(try database.removeTag("alcohol", on: day)))
    #expect(try database.tags().map(\.name) == ["soreness"])
  }
}
