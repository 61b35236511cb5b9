import Foundation
import ScoreEngine
import TestSupport
import Testing
import VeloJSON

@testable import VeloKit
@testable import VeloReadyCLI

/// The typed Today snapshot: the cache reads back into exactly what was computed, and both
/// outputs come from it.
@Suite struct TodaySnapshotTests {
  /// A named day to score: the demo athlete (no fixture) or a records fixture.
  struct Day: Sendable, CustomTestStringConvertible {
    let name: String
    let fixture: String?
    let date: String
    var testDescription: String { name }
  }

  static let days = [
    Day(name: "demo athlete", fixture: nil, date: "2026-11-20"),
    Day(name: "athlete", fixture: "athlete.json", date: "2026-11-20"),
    Day(name: "athlete without sleep", fixture: "athlete.json", date: "2026-11-18"),
    Day(name: "unwell, with alerts", fixture: "unwell.json", date: "2026-11-20"),
    Day(name: "new user, calibrating", fixture: "new-user.json", date: "2026-11-20"),
    Day(name: "a day after the data", fixture: "athlete.json", date: "2026-11-25"),
  ]

  /// The fresh snapshot of `day`, computed in a temporary store.
  static func fresh(_ day: Day, in directory: TemporaryDirectory) throws -> TodaySnapshot {
    var runner = InProcessRunner()
    runner.variables["HOME"] = directory.path("home")
    var global = GlobalOptions()
    if let fixture = day.fixture {
      let store = directory.path("store")
      let imported = runner.run([
        "--data", store, "import", Paths.fixture("records/\(fixture)").path,
      ])
      #expect(imported.status == 0)
      global.dataDirectory = store
    }
    let environment = RunEnvironment(
      arguments: [], variables: runner.variables, now: runner.now,
      systemTimeZone: runner.systemTimeZone)
    let setup = try Setup.resolve(global, environment, console: CapturingConsole())
    let date = try #require(LocalDate(iso: day.date))
    return try FreshToday.compute(setup, date, now: runner.now, warnings: []).snapshot
  }

  @Test(arguments: days)
  func theCachedDocumentReadsBackIntoTheSameSnapshot(_ day: Day) throws {
    let directory = TemporaryDirectory("snapshot")
    let snapshot = try Self.fresh(day, in: directory)
    let written = JSONWriter.compact(TodayDocument.encodeForCache(snapshot))
    let read = try TodayDocument.decodeFromCache(
      try JSONParser.parse(Array(written.utf8), keepingDecimals: true))
    #expect(read == snapshot)
    #expect(
      JSONWriter.pretty(TodayDocument.encode(read))
        == JSONWriter.pretty(TodayDocument.encode(snapshot)))
  }

  @Test func theOutputDocumentHasNoCacheOnlyMember() throws {
    let directory = TemporaryDirectory("snapshot")
    let snapshot = try Self.fresh(Self.days[0], in: directory)
    #expect(TodayDocument.encode(snapshot)["dashboard"] == nil)
    #expect(TodayDocument.encodeForCache(snapshot)["dashboard"]?["recentTSB"] != nil)
  }

  @Test(
    "a document that does not read back names the first bad field",
    arguments: [
      ("date", JSONValue.string("yesterday"), "'$.date' is not a date"),
      ("origin", .string("guess"), "'$.origin' is not a known ScoreOrigin"),
      ("load", .object([:]), "'$.load.ctl' is missing"),
      (
        "alerts", .array([.object(["id": .string("x")])]), "'$.alerts[0].id' is not a known AlertID"
      ),
      ("dashboard", .null, "'$.dashboard' is not an object"),
    ])
  func damagedDocuments(key: String, value: JSONValue, message: String) throws {
    let directory = TemporaryDirectory("snapshot")
    guard
      case .object(var members) = TodayDocument.encodeForCache(
        try Self.fresh(Self.days[0], in: directory))
    else {
      Issue.record("not an object")
      return
    }
    members[key] = value
    #expect(throws: DocumentError.self) { try TodayDocument.decodeFromCache(.object(members)) }
    do {
      _ = try TodayDocument.decodeFromCache(.object(members))
    } catch {
      #expect(error.description == message)
    }
  }

  @Test(
    "--check: 30 with a critical alert showing, 20 with a warning, else 0",
    arguments: [
      ([AlertSeverity](), ExitCode.ok), ([.info], .ok), ([.info, .warning], .checkWarning),
      ([.warning, .critical, .info], .checkCritical),
    ])
  func theCheckRule(_ severities: [AlertSeverity], _ code: ExitCode) {
    #expect(AlertCheck.exitCode(showing: severities) == code)
  }
}
