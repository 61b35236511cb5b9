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
      try ImportedStore.copy("records/\(fixture)", to: store)
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

  @Test func aCachedDocumentOfVR1StillReadsBack() throws {
    // A store upgraded from VR-1 may hold cached documents without the keys VR-2 added: they are
    // stale (their stamp names VR-1), but still drawn first, so they must read back.
    let directory = TemporaryDirectory("snapshot")
    let snapshot = try Self.fresh(Self.days[1], in: directory)
    guard case .object(var members) = TodayDocument.encodeForCache(snapshot),
      case .object(var load)? = members["load"], case .object(var scores)? = members["scores"],
      case .object(var strain)? = scores["strain"],
      case .array(let contributions)? = strain["contributions"]
    else {
      Issue.record("not the document's shape")
      return
    }
    for key in ["ctlDays", "atlDays", "start", "anchor"] { load[key] = nil }
    strain["contributions"] = .array(
      contributions.map { contribution in
        guard case .object(var fields) = contribution else { return contribution }
        for key in ["streamCoverage", "heartRate", "heartRateFrom"] { fields[key] = nil }
        return .object(fields)
      })
    scores["strain"] = .object(strain)
    members["scores"] = .object(scores)
    members["load"] = .object(load)
    let read = try TodayDocument.decodeFromCache(.object(members))
    #expect(read.load.ctlDays == 42 && read.load.atlDays == 7 && read.load.anchor == nil)
    #expect(read.load.ctl == snapshot.load.ctl)
    #expect(read.strain.contributions.allSatisfy { $0.streamCoverage == nil })
  }

  @Test func theDatesTagsReadBackAndAnOlderDocumentHasNone() throws {
    let directory = TemporaryDirectory("snapshot")
    var snapshot = try Self.fresh(Self.days[0], in: directory)
    snapshot.tags = [.init(name: "alcohol", value: nil), .init(name: "stress", value: 4)]
    let read = try TodayDocument.decodeFromCache(TodayDocument.encodeForCache(snapshot))
    #expect(read.tags == snapshot.tags)
    guard case .object(var members) = TodayDocument.encodeForCache(snapshot) else {
      Issue.record("not the document's shape")
      return
    }
    members["tags"] = nil
    #expect(try TodayDocument.decodeFromCache(.object(members)).tags.isEmpty)
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
