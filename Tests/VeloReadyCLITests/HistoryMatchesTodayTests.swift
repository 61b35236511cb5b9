import Foundation
import ScoreEngine
import TestSupport
import Testing
import VeloJSON

@testable import VeloReadyCLI

/// Every row of `history` equals what `today --json --date D` shows for that day: one engine path
/// for every date, read once for the whole range (docs/architecture.md §14).
@Suite struct HistoryMatchesTodayTests {
  /// A store, what goes into it, and the days to compare.
  struct StoreCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let fixture: String
    /// Commands run after the import, e.g. a dismissal.
    var setup: [[String]] = []
    /// Arguments given to both `history` and `today`, e.g. a one-off zone.
    var extra: [String] = []
    let from: String
    let to: String
  }

  @Test(arguments: [
    StoreCase(
      testDescription: "the golden athlete, every day and a few either side",
      fixture: "athlete.json", from: "2026-08-18", to: "2026-11-22"),
    StoreCase(
      testDescription: "the same athlete read in another zone for one run",
      fixture: "athlete.json", extra: ["--tz", "Europe/Berlin"], from: "2026-10-20",
      to: "2026-11-21"),
    StoreCase(
      testDescription: "an athlete falling ill, with the first alert dismissed",
      fixture: "unwell.json",
      setup: [["alerts", "dismiss", "illness-watch", "--date", "2026-11-19"]],
      from: "2026-10-31", to: "2026-11-20"),
    StoreCase(
      testDescription: "a new athlete still calibrating, the alert dismissed on day three",
      fixture: "new-user.json",
      setup: [["alerts", "dismiss", "calibrating", "--date", "2026-11-18"]],
      from: "2026-11-14", to: "2026-11-21"),
  ])
  func everyRowEqualsTheDashboardOfItsDay(_ storeCase: StoreCase) throws {
    let directory = Paths.temporaryDirectory("history-today")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = directory.appendingPathComponent("store").path
    let runner = InProcessRunner()
    try ImportedStore.copy("records/\(storeCase.fixture)", to: store)
    for command in storeCase.setup {
      let result = runner.run(["--data", store] + command)
      try #require(result.status == 0, "\(command): \(result.stderr)")
    }
    let history = runner.run(
      ["--data", store, "history", "--json", "--from", storeCase.from, "--to", storeCase.to]
        + storeCase.extra)
    try #require(history.status == 0, "\(history.stderr)")
    let days = try #require(try JSONParser.parse(history.stdout)["days"]?.arrayValue)
    let first = try #require(LocalDate(iso: storeCase.from))
    let last = try #require(LocalDate(iso: storeCase.to))
    try #require(days.count == last.days(since: first) + 1)
    var compared = 0
    for (offset, row) in days.enumerated() {
      let date = first.adding(days: offset)
      let today = runner.run(
        ["--data", store, "today", "--json", "--offline", "--date", "\(date)"] + storeCase.extra)
      try #require(today.status == 0, "\(date): \(today.stderr)")
      let expected = Self.historyRow(of: try JSONParser.parse(today.stdout))
      for key in HistoryDocument.keys {
        let shown = JSONWriter.compact(row[key] ?? .null)
        let dashboard = JSONWriter.compact(expected[key] ?? .null)
        #expect(shown == dashboard, "\(date) \(key): history \(shown), today \(dashboard)")
      }
      compared += 1
    }
    #expect(compared == days.count)
  }

  /// The history row a `veloready.today/v1` document describes, read by its documented paths
  /// (docs/formats.md §3), independently of how `history` builds its rows.
  static func historyRow(of today: JSONValue) -> [String: JSONValue] {
    let scores = today["scores"]
    let strain = scores?["strain"]
    let night = today["sleep"].flatMap { $0.isNull ? nil : $0 }
    let hrv = today["baselines"]?["hrv"]
    let restingHeartRate = today["baselines"]?["restingHeartRate"]
    let load = today["load"]
    return [
      "date": today["date"] ?? .null,
      "sleep": scores?["sleep"]?["value"] ?? .null,
      "recovery": scores?["recovery"]?["value"] ?? .null,
      "strain": strain?["quality"]?.stringValue == "noData" ? .null : strain?["value"] ?? .null,
      "asleepMinutes": night?["asleepMinutes"] ?? .null,
      "bedtime": night?["bedtime"] ?? .null,
      "wake": night?["wake"] ?? .null,
      "hrv": hrv?["today"] ?? .null,
      "hrvZ": hrv?["zToday"] ?? .null,
      "restingHeartRate": restingHeartRate?["today"] ?? .null,
      "restingHeartRateBaseline": restingHeartRate?["baseline"] ?? .null,
      "load": load?["today"] ?? .null,
      "ctl": load?["ctl"] ?? .null,
      "atl": load?["atl"] ?? .null,
      "tsb": load?["tsb"] ?? .null,
      "ctlToday": load?["ctlToday"] ?? .null,
      "atlToday": load?["atlToday"] ?? .null,
      "formZone": load?["formZone"] ?? .null,
      "alerts": .array((today["alerts"]?.arrayValue ?? []).map { $0["id"] ?? .null }),
    ]
  }
}
