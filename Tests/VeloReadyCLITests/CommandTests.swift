import Foundation
import HealthImport
import ScoreEngine
import TestSupport
import Testing
import VeloJSON

@testable import VeloKit
@testable import VeloReadyCLI
@testable import VeloStore

/// Behaviour of the commands beyond what the golden files pin.
@Suite struct CommandTests {
  let runner = InProcessRunner()

  func store() -> (URL, String) {
    let directory = Paths.temporaryDirectory("command")
    return (directory, directory.appendingPathComponent("store").path)
  }

  @Test func reimportingTheSameFileChangesNothing() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    try ImportedStore.copy(to: store)
    let records = try StoreState(store)
    let again = runner.run(["--data", store, "import", Paths.fixturePath("records/athlete.json")])
    #expect(again.status == 0)
    #expect(again.stdout.contains("already imported"))
    #expect(try StoreState(store) == records)
  }

  @Test func anUnreadableFileLeavesTheStoreExactlyAsItWas() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(
      runner.run(["--data", store, "import", Paths.fixturePath("records/new-user.json")]).status
        == 0)
    let records = try StoreState(store)
    // `records/` holds no export and no device file.
    for bad in [
      Paths.fixturePath("records/truncated.json"), Paths.fixturePath("records/missing.json"),
      Paths.fixture("records").path,
    ] {
      let result = runner.run(["--data", store, "import", bad])
      #expect(result.status == 65 || result.status == 66)
      #expect(result.stderr.hasPrefix("error: cannot import '"))
      #expect(result.stdout.isEmpty)
    }
    #expect(try StoreState(store) == records)
  }

  @Test func goodFilesAreImportedWhenAnotherFails() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = runner.run([
      "--data", store, "import", Paths.fixturePath("records/truncated.json"),
      Paths.fixturePath("records/new-user.json"),
    ])
    #expect(result.status == 65)
    #expect(result.stdout.contains("imported 'new-user.json'"))
    #expect(StoreState.hasRecords(store))
  }

  @Test func aFileWithOnlyBadRecordsIsBadData() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("bad.json")
    try Data(
      #"{"format": "veloready.records/v1", "steps": [{"date": "2026-11-20", "count": -1}]}"#.utf8
    )
    .write(to: path)
    let result = runner.run(["--data", store, "import", path.path])
    #expect(result.status == 65)
    #expect(result.stdout.contains("rejected   1"))
  }

  @Test func configIsCreatedWithMode0600AndAWiderModeIsWarned() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(
      runner.run(["--data", store, "config", "set", "intervals.apiKey", "secret-key-123"]).status
        == 0)
    #expect(AtomicFile.mode(of: store + "/config.json") == 0o600)
    let listed = runner.run(["--data", store, "config", "list"])
    #expect(!listed.stdout.contains("secret-key-123"))
    #expect(listed.stdout.contains("******** (set)"))
    chmod(store + "/config.json", 0o644)
    let warned = runner.run(["--data", store, "config", "get", "ftp"])
    #expect(warned.stderr.contains("readable by other users"))
  }

  @Test func configKeepsKeysItDoesNotKnow() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(runner.run(["--data", store, "config", "set", "ftp", "250"]).status == 0)
    let path = store + "/config.json"
    try Data(#"{"ftp": 250, "future": {"x": 1}}"#.utf8).write(to: URL(fileURLWithPath: path))
    #expect(runner.run(["--data", store, "config", "set", "sex", "female"]).status == 0)
    let document = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    #expect(document["future"]?["x"] == .number(1))
    #expect(document["sex"] == .string("female"))
  }

  @Test(
    "config values are validated",
    arguments: [
      ("sleepNeedHours", "3"), ("sleepNeedHours", "abc"), ("sex", "other"),
      ("timeZone", "Mars/Base"),
      ("sources", "garmin"), ("sources", "strava,strava"), ("sections", "status,weather"),
      ("intervals.baseURL", "ftp://x"), ("intervals.syncIntervalMinutes", "2000"),
      ("stepGoal", "1.5"),
      ("hrvKind", "pnn50"),
    ])
  func invalidConfigValues(key: String, value: String) {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = runner.run(["--data", store, "config", "set", key, value])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("error: invalid value '\(value)' for '\(key)': expected "))
  }

  @Test func anInvalidConfigFileIsBadDataNamingTheKey() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(runner.run(["--data", store, "config", "set", "ftp", "250"]).status == 0)
    try Data(#"{"maxHeartRate": "fast"}"#.utf8).write(
      to: URL(fileURLWithPath: store + "/config.json"))
    let result = runner.run(["--data", store, "today", "--date", "2026-11-20"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("'maxHeartRate'"))
  }

  @Test func aBadTimeZoneSuggestsTheNearestName() {
    let result = runner.run(["--tz", "Europe/Berln", "today"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("Did you mean 'Europe/Berlin'?"))
  }

  @Test func onATerminalCachedRingsAreDrawnFirstAndRedrawnInPlaceWithChanges() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    try ImportedStore.copy(to: store)
    #expect(runner.run(["--data", store, "today", "--date", "2026-11-20"]).status == 0)
    // An evening run arrives: strain changes, so the redraw marks the strain ring.
    let night = directory.appendingPathComponent("run.json")
    try Data(
      #"{"format": "veloready.records/v1", "activities": [{"id": "run-1", "start": "2026-11-20T06:00:00Z", "durationSeconds": 2700, "sport": "running", "rpe": 7}]}"#
        .utf8
    ).write(to: night)
    #expect(runner.run(["--data", store, "import", night.path]).status == 0)
    var terminal = runner
    terminal.stdoutIsTerminal = true
    let result = terminal.run(["--data", store, "today", "--date", "2026-11-20"])
    #expect(result.status == 0)
    let parts = result.stdout.components(separatedBy: ANSI.escape(.clearToEnd))
    #expect(parts.count == 2)
    #expect(parts[0].contains("updating…"))
    #expect(
      parts[0].contains(
        ANSI.escape(
          .cursorUp(parts[0].split(separator: "\n", omittingEmptySubsequences: false).count - 1))))
    #expect(parts[1].contains("computed just now"))
    #expect(parts[1].contains("▲"))
  }

  @Test func withoutACacheATerminalFirstShowsPlaceholders() {
    var terminal = runner
    terminal.stdoutIsTerminal = true
    terminal.variables["HOME"] = Paths.temporaryDirectory("home").path
    let result = terminal.run(["today", "--date", "2026-11-20"])
    #expect(result.stdout.contains("calculating…"))
    #expect(result.stdout.contains("demo data"))
  }

  @Test func jsonOnATerminalIsOnlyTheFinalDocument() throws {
    var terminal = runner
    terminal.stdoutIsTerminal = true
    terminal.variables["HOME"] = Paths.temporaryDirectory("home").path
    let result = terminal.run(["today", "--date", "2026-11-20", "--json"])
    #expect(!result.stdout.contains("\u{1B}"))
    let document = try JSONParser.parse(result.stdout)
    #expect(document["origin"] == .string("demo"))
  }

  @Test func theSectionsConfigOrdersAndFiltersSections() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    try ImportedStore.copy(to: store)
    #expect(
      runner.run(["--data", store, "config", "set", "sections", "health,status"]).status == 0)
    let result = runner.run(["--data", store, "today", "--date", "2026-11-20"])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let health = try #require(lines.firstIndex { $0.hasPrefix("  Today ") })
    let status = try #require(lines.firstIndex { $0.contains("computed just now") })
    #expect(health < status)
    #expect(!result.stdout.contains("  Form ") && !result.stdout.contains("  Latest "))
  }

  @Test func refreshIgnoresTheCache() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    try ImportedStore.copy(to: store)
    #expect(runner.run(["--data", store, "today", "--date", "2026-11-20"]).status == 0)
    try SQLiteDatabase(path: store + "/veloready.db").execute(
      "UPDATE score_cache SET document = 'garbage'")
    let refreshed = runner.run([
      "--data", store, "today", "--date", "2026-11-20", "--refresh", "--json",
    ])
    #expect(refreshed.status == 0)
    #expect(try JSONParser.parse(refreshed.stdout)["warnings"] == .array([]))
    // The refresh wrote a good cache; damage it again to see that a normal run does read it.
    try SQLiteDatabase(path: store + "/veloready.db").execute(
      "UPDATE score_cache SET document = 'garbage'")
    let normal = runner.run(["--data", store, "today", "--date", "2026-11-20", "--json"])
    #expect(normal.stdout.contains("ignored an unreadable score cache"))
  }

  @Test func cachedJSONIsTheFreshDocumentButForItsOrigin() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    try ImportedStore.copy(to: store)
    let fresh = runner.run(["--data", store, "today", "--date", "2026-11-20", "--json"])
    let cached = runner.run([
      "--data", store, "today", "--date", "2026-11-20", "--json", "--cached",
    ])
    #expect(cached.status == 0)
    #expect(fresh.stdout.contains("\"origin\": \"fresh\""))
    #expect(
      cached.stdout
        == fresh.stdout.replacingOccurrences(
          of: "\"origin\": \"fresh\"", with: "\"origin\": \"cache\""))
  }

  @Test func aCachedDocumentThatDoesNotReadBackIsIgnoredWithAWarning() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    try ImportedStore.copy(to: store)
    #expect(runner.run(["--data", store, "today", "--date", "2026-11-20"]).status == 0)
    try SQLiteDatabase(path: store + "/veloready.db").execute(
      #"UPDATE score_cache SET document = '{"cacheFormat": 2, "document": {"schema": "veloready.today/v1"}}'"#
    )
    let result = runner.run(["--data", store, "today", "--date", "2026-11-20", "--json"])
    #expect(result.status == 0)
    let document = try JSONParser.parse(result.stdout)
    #expect(document["origin"] == .string("fresh"))
    let warning = try #require(document["warnings"]?.arrayValue?.first?.stringValue)
    #expect(
      warning
        == "ignored an unreadable score cache (the cached scores of 2026-11-20 are not readable: "
        + "'$.timeZone' is missing)")
  }

  @Test func aCacheOfAnotherFormatIsRecomputedWithoutAWarning() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    try ImportedStore.copy(to: store)
    #expect(runner.run(["--data", store, "today", "--date", "2026-11-20"]).status == 0)
    try SQLiteDatabase(path: store + "/veloready.db").execute(
      #"UPDATE score_cache SET document = '{"cacheFormat": 1, "document": {}, "recentTSB": []}'"#)
    let result = runner.run(["--data", store, "today", "--date", "2026-11-20", "--json"])
    #expect(try JSONParser.parse(result.stdout)["warnings"] == .array([]))
  }

  @Test func cachedWithoutACacheComputesFromLocalRecordsAndCachesTheResult() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    try ImportedStore.copy(to: store)
    let first = runner.run([
      "--data", store, "today", "--date", "2026-11-20", "--cached", "--json",
    ])
    #expect(first.status == 0)
    #expect(try JSONParser.parse(first.stdout)["origin"] == .string("fresh"))
    let database = try #require(
      try StoreDatabase.open(directory: store, options: StoreDatabase.Options(create: false)))
    #expect(try database.cachedScore(for: #require(LocalDate(iso: "2026-11-20"))) != nil)
    let second = runner.run([
      "--data", store, "today", "--date", "2026-11-20", "--cached", "--json",
    ])
    #expect(try JSONParser.parse(second.stdout)["origin"] == .string("cache"))
  }
}
