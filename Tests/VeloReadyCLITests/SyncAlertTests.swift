import Foundation
import ScoreEngine
import Testing
import VeloJSON

@testable import VeloReadyCLI
@testable import VeloStore

/// `sync-failing` (docs/algorithm.md §11) and the sync state that raises it (docs/formats.md
/// §5.3, schema 6).
@Suite struct SyncAlertTests {
  static let clock = ZoneClock(timeZone: TimeZone(identifier: "UTC") ?? .current)
  /// 2026-11-20 07:30 UTC.
  static let now = Date(timeIntervalSince1970: 1_795_159_800)
  static let today = LocalDate(iso: "2026-11-20") ?? LocalDate(dayNumber: 0)

  static func hoursAgo(_ hours: Double) -> Date {
    now.addingTimeInterval(-hours * 3600)
  }

  static func state(success: Double?, failingSince: Double?, latest: Double = 0.5) -> SyncState {
    SyncState(
      lastSuccessAt: success.map(hoursAgo),
      failure: failingSince.map {
        SyncState.Failure(
          since: hoursAgo($0), latest: hoursAgo(latest), message: "intervals.icu sync failed: 503")
      })
  }

  @Test func aSyncThatSucceededLastOrNeverRanRaisesNothing() {
    #expect(
      SyncAlert.condition(SyncState(), now: Self.now, clock: Self.clock, date: Self.today) == nil)
    let succeeded = Self.state(success: 100, failingSince: nil)
    #expect(
      SyncAlert.condition(succeeded, now: Self.now, clock: Self.clock, date: Self.today) == nil)
  }

  @Test func twentyFourHoursFromTheLastSuccessIsTheLine() throws {
    // Last success 24.0 h ago, failing since 2 h later: not more than a day yet.
    let atTheLine = Self.state(success: 24, failingSince: 22)
    #expect(
      SyncAlert.condition(atTheLine, now: Self.now, clock: Self.clock, date: Self.today) == nil)
    // 25.5 h: a warning; the data is from 2026-11-19 06:00, so it first held on 2026-11-20 06:00,
    // today: a streak of 1.
    let over = Self.state(success: 25.5, failingSince: 1)
    let (condition, streak) = try #require(
      SyncAlert.condition(over, now: Self.now, clock: Self.clock, date: Self.today))
    #expect(condition.id == .syncFailing && condition.severity == .warning && streak == 1)
    #expect(condition.evidence.first == .number("hoursWithoutSync", 25.5, decimals: 1))
    #expect(
      SyncAlert.message(condition)
        == "The last successful intervals.icu sync was 25 h ago; every sync since has failed "
        + "(the latest: 503). Run `veloready sync` to retry and see "
        + "what to do.")
  }

  @Test func withoutASuccessTheHoursRunFromTheFirstFailure() throws {
    #expect(
      SyncAlert.condition(
        Self.state(success: nil, failingSince: 23), now: Self.now, clock: Self.clock,
        date: Self.today) == nil)
    // First failure 73.5 h ago (2026-11-17 06:00): it held from 2026-11-18 06:00, three days.
    let (condition, streak) = try #require(
      SyncAlert.condition(
        Self.state(success: nil, failingSince: 73.5), now: Self.now, clock: Self.clock,
        date: Self.today))
    #expect(streak == 3)
    #expect(
      SyncAlert.message(condition).hasPrefix(
        "No intervals.icu sync has succeeded; they have failed for 3 days"))
  }

  @Test func itIsNeverRaisedForAnotherDate() {
    let failing = Self.state(success: 50, failingSince: 26)
    #expect(
      SyncAlert.condition(
        failing, now: Self.now, clock: Self.clock, date: Self.today.adding(days: -1)) == nil)
  }

  @Test func theFailureIsKeptAndASuccessClearsIt() throws {
    let scratch = ScratchStore("sync-state")
    defer { scratch.remove() }
    let database = try scratch.open()
    let success = SyncState(lastSuccessAt: Self.hoursAgo(30), lastSyncedDay: Self.today)
    try database.saveSyncState(success)
    let once = success.failing(at: Self.hoursAgo(5), "first")
    let twice = once.failing(at: Self.hoursAgo(1), "second")
    try database.saveSyncState(twice)
    let read = try database.syncState()
    #expect(read == twice)
    // The run of failures keeps its start and the success before it.
    #expect(read.failure?.since == Self.hoursAgo(5) && read.failure?.message == "second")
    #expect(read.lastSuccessAt == Self.hoursAgo(30))
    try database.saveSyncState(SyncState(lastSuccessAt: Self.now, lastSyncedDay: Self.today))
    #expect(try database.syncState().failure == nil)
  }

  @Test func aVersionFiveStoreGainsTheColumnsWithItsSyncStateKept() throws {
    let scratch = ScratchStore("upgrade-v5")
    defer { scratch.remove() }
    _ = try scratch.open()
    let success = SyncState(lastSuccessAt: Self.hoursAgo(30), lastSyncedDay: Self.today)
    try SQLiteDatabase(path: scratch.databasePath).execute(
      ClimbingVersion6.sql + SyncStateVersion5.sql
        + "INSERT INTO sync_state VALUES ('intervals.icu', \(Self.hoursAgo(30).timeIntervalSince1970), "
        + "'2026-11-20'); PRAGMA user_version = 5;")
    let reopened = try #require(try StoreDatabase.open(directory: scratch.directory))
    #expect(try reopened.schemaVersion() == StoreSchema.version)
    #expect(try reopened.syncState() == success)
    let failing = success.failing(at: Self.now, "down")
    try reopened.saveSyncState(failing)
    #expect(try reopened.syncState() == failing)
  }
}
