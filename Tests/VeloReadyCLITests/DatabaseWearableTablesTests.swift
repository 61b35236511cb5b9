import Foundation
import HealthImport
import ScoreEngine
import Testing

@testable import VeloReadyCLI
@testable import VeloStore

/// A version-3 store gains the tables of the wearable exports on its first open, its records
/// untouched, and those tables keep what they are given (docs/formats.md §5.4).
@Suite struct DatabaseWearableTablesTests {
  @Test func aVersionThreeStoreIsUpgradedInPlace() throws {
    let scratch = ScratchStore("upgrade-v3")
    defer { scratch.remove() }
    let database = try scratch.open()
    let athlete = try ScratchStore.athlete()
    _ = try database.upsert(athlete)
    // Make it the version-3 store that an older veloready left.
    try SQLiteDatabase(path: scratch.databasePath).execute(
      DatabaseRiderTablesTests.version4
        + "DROP TABLE sleep_summaries; DROP TABLE reference_scores; PRAGMA user_version = 3")
    let reopened = try #require(try StoreDatabase.open(directory: scratch.directory))
    #expect(try reopened.schemaVersion() == StoreSchema.version)
    #expect(try reopened.records() == athlete)
    let whoop = Source(provider: .whoop, name: "WHOOP")
    let score = ReferenceScore(
      date: LocalDate(dayNumber: 20_000), metric: .recovery, name: "recovery", value: 74,
      source: whoop)
    #expect(try reopened.upsert(referenceScores: [score]).added == 1)
    #expect(try reopened.upsert(referenceScores: [score]).unchanged == 1)
    var changed = score
    changed.value = 75
    #expect(try reopened.upsert(referenceScores: [changed]).replaced == 1)
    let day = score.date
    #expect(try reopened.referenceScores(day...day) == [changed])
  }

  @Test func sleepSummariesRoundTripThroughTheirTable() throws {
    let scratch = ScratchStore("upgrade-summaries")
    defer { scratch.remove() }
    let database = try scratch.open()
    var records = RecordSet()
    records.sleepSummaries = [
      SleepSummary(
        start: Date(timeIntervalSince1970: 1_756_694_470),
        end: Date(timeIntervalSince1970: 1_756_722_952), asleepSeconds: 25_860,
        deepSeconds: 5_880, remSeconds: nil, coreSeconds: 13_920, awakeSeconds: 2_580,
        latencySeconds: nil, source: Source(provider: .whoop, name: "WHOOP"))
    ]
    #expect(try database.upsert(records).added == 1)
    #expect(try database.upsert(records).unchanged == 1)
    #expect(try database.records().sleepSummaries == records.sleepSummaries)
  }
}
