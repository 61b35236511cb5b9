import Foundation
import HealthImport
import ScoreEngine
import TestSupport
import Testing
import VeloJSON

@testable import VeloKit
@testable import VeloReadyCLI
@testable import VeloStore

/// `veloready sync` and the sync step of `today`, against a loopback intervals.icu.
@Suite struct SyncCommandTests {
  static let key = "s3cr3t-k3y-0f-4-r1d3r"

  struct Fixture {
    let directory: URL
    let store: String
    let server: LoopbackHTTPServer
    var runner: InProcessRunner

    func run(_ arguments: [String]) -> RunResult {
      runner.run(["--data", store] + arguments)
    }

    /// Every file in the store, as text, for leak checks.
    func storeText() throws -> String {
      let files = try FileManager.default.subpathsOfDirectory(atPath: store)
      return try files.compactMap { name -> String? in
        let url = URL(fileURLWithPath: store).appendingPathComponent(name)
        guard !AtomicFile.isDirectory(url.path) else { return nil }
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
      }.joined(separator: "\n")
    }

    func cleanUp() {
      server.stop()
      try? FileManager.default.removeItem(at: directory)
    }
  }

  /// A store configured for a loopback server that answers with `reply(request, index)`.
  static func fixture(
    keyInConfig: Bool = false,
    _ reply: @escaping @Sendable (LoopbackHTTPServer.Request, Int) -> LoopbackHTTPServer.Reply
  ) throws -> Fixture {
    let directory = Paths.temporaryDirectory("sync")
    let store = directory.appendingPathComponent("store").path
    let server = try LoopbackHTTPServer(handler: reply)
    var runner = InProcessRunner()
    runner.variables["HOME"] = directory.path
    if !keyInConfig { runner.variables["VELOREADY_INTERVALS_API_KEY"] = key }
    let fixture = Fixture(directory: directory, store: store, server: server, runner: runner)
    var settings = [["intervals.baseURL", server.baseURL.absoluteString], ["timeZone", "UTC"]]
    if keyInConfig { settings.append(["intervals.apiKey", key]) }
    for setting in settings {
      #expect(fixture.run(["config", "set"] + setting).status == 0)
    }
    return fixture
  }

  static func recorded(_ request: LoopbackHTTPServer.Request, _: Int) -> LoopbackHTTPServer.Reply {
    let file =
      request.target.contains("/wellness?")
      ? "intervals/wellness.json" : "intervals/activities.json"
    return .respond(status: 200, body: (try? Paths.fixtureBytes(file)) ?? [])
  }

  @Test func theFirstSyncFetches90DaysAndLaterOnesStartThreeDaysBeforeTheLast() throws {
    let fixture = try Self.fixture(Self.recorded)
    defer { fixture.cleanUp() }
    let first = fixture.run(["sync"])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.hasPrefix("synced intervals.icu from 2026-08-23 to 2026-11-20\n"))
    #expect(first.stdout.contains(" new, 0 updated"))
    #expect(
      fixture.server.requests.contains {
        $0.target.contains("/wellness?oldest=2026-08-23&newest=2026-11-20")
      })
    var later = fixture.runner
    later.now = fixture.runner.now.addingTimeInterval(5 * 86_400)
    let second = later.run(["--data", fixture.store, "sync"])
    #expect(second.status == 0)
    #expect(second.stdout.hasPrefix("synced intervals.icu from 2026-11-17 to 2026-11-25\n"))
    #expect(second.stdout.contains("0 new, 0 updated"))
    let forced = fixture.run(["sync", "--days", "7"])
    #expect(forced.stdout.hasPrefix("synced intervals.icu from 2026-11-14 to 2026-11-20\n"))
  }

  @Test func theKeyNeverAppearsInOutputTheStoreOrJSON() throws {
    let fixture = try Self.fixture(keyInConfig: true, Self.recorded)
    defer { fixture.cleanUp() }
    let results = [
      fixture.run(["sync"]), fixture.run(["config", "list"]),
      fixture.run(["config", "get", "intervals.apiKey"]),
      fixture.run(["today", "--date", "2026-11-20", "--json"]),
      fixture.run(["today", "--date", "2026-11-20"]),
    ]
    for result in results {
      #expect(!result.stdout.contains(Self.key) && !result.stderr.contains(Self.key))
    }
    #expect(AtomicFile.mode(of: fixture.store + "/config.json") == 0o600)
    // The key is only in config.json, where the rider put it.
    let text = try fixture.storeText()
    #expect(text.components(separatedBy: Self.key).count == 2)
    let expected = "Basic " + Data("API_KEY:\(Self.key)".utf8).base64EncodedString()
    #expect(fixture.server.requests.allSatisfy { $0.headers["authorization"] == expected })
  }

  @Test(
    "a failed sync is exit 69 with a hint and leaves the records as they were, noting the failure",
    arguments: [
      (401, "rejected the API key", "intervals.apiKey"), (403, "refused access", "athleteId"),
      (404, "has no athlete", "athleteId"), (500, "server error", "try again later"),
    ])
  func failedSyncs(status: Int, message: String, hint: String) throws {
    let fixture = try Self.fixture { _, _ in .respond(status: status) }
    defer { fixture.cleanUp() }
    #expect(
      fixture.run(["import", Paths.fixtures.appendingPathComponent("records/new-user.json").path])
        .status == 0)
    let before = try StoreState(fixture.store)
    let result = fixture.run(["sync"])
    #expect(result.status == 69)
    #expect(result.stderr.contains(message))
    #expect(result.stderr.contains("hint: ") && result.stderr.contains(hint))
    let after = try StoreState(fixture.store)
    #expect(after.records == before.records && after.imports == before.imports)
    let database = try #require(try StoreDatabase.open(directory: fixture.store))
    let failure = try #require(try database.syncState().failure)
    #expect(failure.message.contains(message) && failure.since == fixture.runner.now)
  }

  @Test func syncsFailingForMoreThanADayAreAWarningThatCronHears() throws {
    let fixture = try Self.failingAfterTheFirstSync()
    defer { fixture.cleanUp() }
    #expect(fixture.run(["sync"]).status == 0)
    func at(_ hours: Double, _ arguments: [String]) -> RunResult {
      var later = fixture.runner
      later.now = fixture.runner.now.addingTimeInterval(hours * 3600)
      return later.run(["--data", fixture.store] + arguments)
    }
    func alertIDs(_ hours: Double) throws -> [String] {
      let json = try JSONParser.parse(at(hours, ["today", "--offline", "--json"]).stdout)
      return json["alerts"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
    }
    // An hour later the sync fails: a warning line, no alert yet.
    #expect(at(1, ["sync"]).status == 69)
    #expect(try !alertIDs(2).contains("sync-failing"))
    // A day and a half after the last success `today` fails to sync again: the alert shows in
    // the text, the JSON and `alerts`, and `--check` exits 20, as for any warning.
    let text = at(36, ["today", "--check"])
    #expect(text.status == 20)
    #expect(
      text.stdout.contains("⚠ Sync failing: The last successful intervals.icu sync was 36 h ago"))
    #expect(try alertIDs(36.1).contains("sync-failing"))
    let alerts = at(36.2, ["alerts", "--check"])
    #expect(alerts.status == 20 && alerts.stdout.contains("(warning, sync-failing)"))
  }

  @Test func aCachedTodayTurnsIntoTheAlertOnceTheFailureIsADayOld() throws {
    let fixture = try Self.failingAfterTheFirstSync()
    defer { fixture.cleanUp() }
    #expect(fixture.run(["sync"]).status == 0)
    var later = fixture.runner
    later.now = fixture.runner.now.addingTimeInterval(23 * 3600)
    #expect(later.run(["--data", fixture.store, "sync"]).status == 69)
    let before = later.run(["--data", fixture.store, "today", "--offline"])
    #expect(before.status == 0 && !before.stdout.contains("Sync failing"))
    // No write since: only the clock moved, and the cache it wrote must not hide the alert.
    later.now = fixture.runner.now.addingTimeInterval(25 * 3600)
    let cached = later.run(["--data", fixture.store, "today", "--cached", "--check"])
    #expect(cached.status == 20 && cached.stdout.contains("Sync failing"))
  }

  @Test func anEmptyResponseDeletesNothing() throws {
    let fixture = try Self.fixture { _, _ in .respond(status: 200, body: Array("[]".utf8)) }
    defer { fixture.cleanUp() }
    #expect(
      fixture.run(["import", Paths.fixtures.appendingPathComponent("records/new-user.json").path])
        .status == 0)
    let before = try StoreState(fixture.store)
    #expect(fixture.run(["sync"]).status == 0)
    #expect(try StoreState(fixture.store).records == before.records)
  }

  @Test func notConfiguredIsAUsageError() {
    var runner = InProcessRunner()
    runner.variables["HOME"] = Paths.temporaryDirectory("sync-none").path
    let result = runner.run(["sync"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("intervals.icu is not configured"))
  }

  @Test func todaySyncsWhenDueButNotOfflineNotTwiceAndNotForOldDates() throws {
    let fixture = try Self.fixture(Self.recorded)
    defer { fixture.cleanUp() }
    #expect(fixture.run(["today", "--date", "2026-11-20", "--offline"]).status == 0)
    #expect(fixture.server.requests.isEmpty)
    #expect(fixture.run(["today", "--date", "2026-11-17"]).status == 0)
    #expect(fixture.server.requests.isEmpty, "more than two days back never syncs")
    #expect(fixture.run(["today", "--date", "2026-11-20"]).status == 0)
    #expect(fixture.server.requests.count == 2)
    #expect(fixture.run(["today", "--date", "2026-11-20"]).status == 0)
    #expect(fixture.server.requests.count == 2, "synced less than 15 minutes ago")
    var later = fixture.runner
    later.now = fixture.runner.now.addingTimeInterval(16 * 60)
    #expect(later.run(["--data", fixture.store, "today", "--date", "2026-11-20"]).status == 0)
    #expect(fixture.server.requests.count == 4)
  }

  /// A server that answers the first sync (two requests) and then fails with 503.
  static func failingAfterTheFirstSync() throws -> Fixture {
    // Chosen by target, not by arrival: the two requests of a sync may arrive in either order.
    try Self.fixture { request, index in
      index < 2 ? Self.recorded(request, index) : .respond(status: 503)
    }
  }

  @Test func aFailedSyncRecomputesFromTheStoreSayingWhenTheLastSyncSucceeded() throws {
    let fixture = try Self.failingAfterTheFirstSync()
    defer { fixture.cleanUp() }
    let good = fixture.run(["today", "--date", "2026-11-20", "--json"])
    #expect(good.status == 0)
    var later = fixture.runner
    later.now = fixture.runner.now.addingTimeInterval(3600)
    let result = later.run(["--data", fixture.store, "today", "--date", "2026-11-20", "--json"])
    #expect(result.status == 0)
    let document = try JSONParser.parse(result.stdout)
    #expect(document["origin"] == .string("fresh"))
    #expect(document["phase"] == .string("ready"))
    #expect(document["computedAt"] == .string("2026-11-20T08:30:00+00:00"))
    let warnings = try #require(document["warnings"]?.arrayValue)
    #expect(warnings.count == 1)
    let warning = try #require(warnings.first?.stringValue)
    #expect(warning.hasPrefix("intervals.icu sync failed"))
    #expect(warning.contains("; the last successful sync was 1 h ago ("))
    let text = later.run(["--data", fixture.store, "today", "--date", "2026-11-20"])
    #expect(text.stdout.contains("⚠ intervals.icu sync failed"))
  }

  @Test func theCacheIsShownOnlyWhenTheLocalComputeFailsToo() throws {
    let fixture = try Self.failingAfterTheFirstSync()
    defer { fixture.cleanUp() }
    #expect(fixture.run(["today", "--date", "2026-11-20", "--json"]).status == 0)
    try SQLiteDatabase(path: fixture.store + "/veloready.db").execute(
      "UPDATE resting_heart_rate SET provider = 'bogus'")
    var later = fixture.runner
    later.now = fixture.runner.now.addingTimeInterval(3600)
    let result = later.run(["--data", fixture.store, "today", "--date", "2026-11-20", "--json"])
    #expect(result.status == 0)
    let document = try JSONParser.parse(result.stdout)
    #expect(document["origin"] == .string("cache"))
    #expect(document["phase"] == .string("error"))
    let warnings = (document["warnings"]?.arrayValue ?? []).compactMap { $0.stringValue }
    #expect(warnings.count == 2)
    #expect(warnings.first?.hasPrefix("intervals.icu sync failed") == true)
    #expect(warnings.last?.contains("has a damaged row") == true)
    #expect(
      warnings.last?.hasSuffix("; showing the scores computed 2026-11-20T07:30:00+00:00") == true)
  }

  @Test func refreshForcesASyncAndCachedNeverSyncs() throws {
    let fixture = try Self.fixture(Self.recorded)
    defer { fixture.cleanUp() }
    #expect(fixture.run(["today", "--date", "2026-11-20"]).status == 0)
    #expect(fixture.server.requests.count == 2)
    #expect(fixture.run(["today", "--date", "2026-11-20"]).status == 0)
    #expect(fixture.server.requests.count == 2, "synced less than 15 minutes ago")
    #expect(fixture.run(["today", "--date", "2026-11-20", "--refresh"]).status == 0)
    #expect(fixture.server.requests.count == 4, "--refresh syncs whenever a sync is set up")
    #expect(fixture.run(["today", "--date", "2026-11-20", "--refresh", "--offline"]).status == 0)
    var later = fixture.runner
    later.now = fixture.runner.now.addingTimeInterval(3600)
    try SQLiteDatabase(path: fixture.store + "/veloready.db").execute("DELETE FROM score_cache")
    let cached = later.run(["--data", fixture.store, "today", "--date", "2026-11-20", "--cached"])
    #expect(cached.status == 0)
    #expect(cached.stdout.contains("computed just now"))
    #expect(fixture.server.requests.count == 4, "--offline and --cached never sync")
  }

  @Test func aFailedSyncWithNothingToShowIsExit69() throws {
    let fixture = try Self.fixture { _, _ in .hangUp }
    defer { fixture.cleanUp() }
    let result = fixture.run(["today", "--date", "2026-11-20"])
    #expect(result.status == 69)
    #expect(result.stderr.hasPrefix("error: intervals.icu sync failed: cannot reach '127.0.0.1'"))
    #expect(result.stdout.isEmpty)
  }

  @Test func aFailedSyncWithStoredDataComputesFromTheStore() throws {
    let fixture = try Self.fixture { _, _ in .respond(status: 500) }
    defer { fixture.cleanUp() }
    #expect(
      fixture.run(["import", Paths.fixtures.appendingPathComponent("records/new-user.json").path])
        .status == 0)
    let result = fixture.run(["today", "--date", "2026-11-20", "--json"])
    #expect(result.status == 0)
    let document = try JSONParser.parse(result.stdout)
    #expect(document["origin"] == .string("fresh"))
    let warning = try #require(document["warnings"]?.arrayValue?.first?.stringValue)
    #expect(warning.contains("server error (HTTP 500); no sync has succeeded yet ("))
  }
}
