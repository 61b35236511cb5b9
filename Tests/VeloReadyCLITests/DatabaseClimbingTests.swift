import Foundation
import HealthImport
import ScoreEngine
import Testing

@testable import VeloReadyCLI
@testable import VeloStore

/// Schema 7: an activity's total ascent (docs/formats.md §5.4). A version-6 store gains the
/// columns on its first open with every record kept, and its training ledger is recomputed.
@Suite struct DatabaseClimbingTests {
  /// Turns a current store into the version-6 store an older veloready left.
  static let version6 = """
    \(ClimbingVersion6.sql)
    PRAGMA user_version = 6;
    """

  static let ride = Activity(
    id: "climb-1", start: Date(timeIntervalSince1970: 1_795_109_400), durationSeconds: 3600,
    sport: .cycling, distanceMeters: 30_000, averageHeartRate: 140,
    source: Source(provider: .native, name: "Garmin Edge"), ascentMeters: 512)

  @Test func aVersionSixStoreGainsTheColumnsWithEveryRecordKept() throws {
    let scratch = ScratchStore("upgrade-v6")
    defer { scratch.remove() }
    let database = try scratch.open()
    let athlete = try ScratchStore.athlete()
    _ = try database.upsert(athlete)
    try database.saveLedger(
      Self.ledger.ledger, settings: "s", recordsGeneration: try database.recordsGeneration())
    try SQLiteDatabase(path: scratch.databasePath).execute(Self.version6)
    let reopened = try #require(try StoreDatabase.open(directory: scratch.directory))
    #expect(try reopened.schemaVersion() == StoreSchema.version)
    #expect(try reopened.records() == athlete)
    // The ledger of version 6 had no climbing: it is gone, so the next report recomputes it.
    let check = try SQLiteDatabase(path: scratch.databasePath)
    #expect(try check.scalarInteger("SELECT count(*) FROM training_ledger") == 0)
    // The new column holds a ride's ascent, and a new ascent replaces the stored recording.
    var set = RecordSet()
    set.activities = [Self.ride]
    #expect(try reopened.upsert(set).changedAnything)
    var climbed = Self.ride
    climbed.ascentMeters = 530
    set.activities = [climbed]
    #expect(try reopened.upsert(set).changedAnything)
    #expect(try reopened.records().activities.contains(climbed))
  }

  /// A ledger of one merged ride that climbed 512 m, on 2026-11-19 (UTC).
  static var ledger: (ledger: TrainingLedger, day: LocalDate, profile: AthleteProfile) {
    let member = ActivityMember(provider: .native, source: "Garmin Edge", id: "climb-1")
    let day = LocalDate(iso: "2026-11-19") ?? LocalDate(dayNumber: 0)
    let merged = MergedActivity(
      id: "climb-1", start: ride.start, durationSeconds: 3600, date: day, sport: .cycling,
      name: nil, distanceMeters: 30_000, averageHeartRate: 140, maxHeartRate: nil,
      energyKilocalories: nil, load: 60, method: .heartRateAverage, members: [member],
      ascentMeters: 512)
    let profile = AthleteProfile(timeZone: TimeZone(identifier: "UTC") ?? .current)
    let ledger = TrainingLedger(
      activities: [merged], loads: [day.dayNumber: 60],
      chart: PerformanceChart(
        loads: [day.dayNumber: 60], anchor: nil, constants: profile.pmcConstants, lastDay: day))
    return (ledger, day, profile)
  }

  @Test func theLedgerKeepsAMergedActivitysAscent() throws {
    let scratch = ScratchStore("ledger-ascent")
    defer { scratch.remove() }
    let database = try scratch.open()
    let (ledger, day, profile) = Self.ledger
    try database.saveLedger(
      ledger, settings: "s", recordsGeneration: try database.recordsGeneration())
    let read = try #require(
      try database.ledger(
        for: HistoryWindow(dates: day...day), settings: "s", constants: profile.pmcConstants))
    #expect(read.activities.map(\.ascentMeters) == [512])
  }
}
