import Foundation
import ScoreEngine
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI
@testable import VeloStore

/// `veloready status`: what it counts and the days it says the store covers.
@Suite struct StatusTests {
  static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .current

  @Test func theCensusCountsRowsByTableAndSourceAndPlacesInstantsInTheZone() throws {
    let scratch = ScratchStore("status-census")
    defer { scratch.remove() }
    let database = try scratch.open()
    let watch = Source(provider: .appleHealth, name: "Watch")
    let strap = Source(provider: .native, name: "Strap")
    var records = RecordSet()
    // 2026-03-28 23:30 UTC is 00:30 on the 29th in Berlin (UTC+1 that night).
    let late = Date(timeIntervalSince1970: 1_774_740_600)
    records.hrv = [
      HRVSample(time: late, milliseconds: 50, kind: .rmssd, source: watch),
      HRVSample(
        time: late.addingTimeInterval(-86_400), milliseconds: 52, kind: .rmssd, source: strap),
    ]
    records.steps = [
      DailyValue(date: LocalDate(dayNumber: 20_500), value: 9_000, source: watch),
      DailyValue(date: LocalDate(dayNumber: 20_501), value: 9_500, source: watch),
    ]
    try database.write { () throws(StoreError) in _ = try database.upsert(records) }
    let census = try database.census()
    #expect(
      census.counts == [
        RecordCensus.Count(
          table: "hrv_samples", provider: "apple-health", source: "Watch", rows: 1),
        RecordCensus.Count(table: "hrv_samples", provider: "native", source: "Strap", rows: 1),
        RecordCensus.Count(table: "steps", provider: "apple-health", source: "Watch", rows: 2),
      ])
    #expect(census.total == 4)
    // Day 20,500 is 2026-02-16 (2026-01-01 is day 20,454); the later sample is on 2026-03-29 in Berlin, 03-28 in UTC.
    let berlin = try #require(census.coveredDays(in: ZoneClock(timeZone: Self.berlin)))
    #expect(berlin.lowerBound.description == "2026-02-16")
    #expect(berlin.upperBound.description == "2026-03-29")
    let utc = try #require(census.coveredDays(in: ZoneClock(timeZone: .gmt)))
    #expect(utc.upperBound.description == "2026-03-28")
    #expect(RecordCensus().coveredDays(in: ZoneClock(timeZone: .gmt)) == nil)
  }

  @Test func sourcesAreListedMostRowsFirst() throws {
    var status = StoreStatus(
      store: "/s", database: "/s/veloready.db", databaseBytes: 0, logBytes: 0, schemaVersion: 2,
      census: RecordCensus(), days: nil, imports: 0, lastImport: nil, lastSync: nil,
      lastSyncedDay: nil, problems: nil)
    status.census.counts = [
      RecordCensus.Count(table: "steps", provider: "native", source: "B", rows: 5),
      RecordCensus.Count(table: "steps", provider: "strava", source: "A", rows: 7),
      RecordCensus.Count(table: "activities", provider: "native", source: "B", rows: 3),
      RecordCensus.Count(table: "activities", provider: "native", source: "A", rows: 8),
    ]
    #expect(
      status.sources.map { "\($0.provider)/\($0.source)=\($0.rows)" } == [
        "native/A=8", "native/B=8", "strava/A=7",
      ])
    #expect(status.kinds.map { "\($0.table)=\($0.rows)" } == ["steps=12", "activities=11"])
  }

  @Test func checkingAVersionOneStoreMigratesItThenChecksTheNewDatabase() throws {
    let scratch = ScratchStore("status-v1")
    defer { scratch.remove() }
    try scratch.copyFixture("store-v1")
    let result = InProcessRunner().run(["--data", scratch.directory, "status", "--check"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("note: migrated the store"))
    #expect(result.stdout.contains("\ncheck       ok (SQLite integrity_check)\n"))
    #expect(result.stdout.contains("\nlast sync   intervals.icu, 2026-11-23T19:47:35+01:00"))
  }
}
