import Foundation
import TestSupport
import Testing
import VeloJSON

@testable import VeloReadyCLI

/// The PMC's time constants come from `config.json` (docs/formats.md §2) and reach every report:
/// the training ledger kept in the store is recomputed when they change, never reused, so a store
/// whose constants were changed afterwards reports exactly what a store set up with them from
/// the start reports.
@Suite struct PMCSettingsTests {
  static let reports: [[String]] = [
    ["today", "--json", "--offline", "--date", "2026-11-20"],
    ["history", "--json", "--from", "2026-10-01", "--to", "2026-11-20"],
    ["week", "--json", "--date", "2026-11-20"],
    ["what-if", "--load", "80", "--days", "5", "--json", "--date", "2026-11-20"],
    ["explain", "form", "--json", "--date", "2026-11-20"],
  ]

  /// The reports of a store that imported the athlete, with `before` set first and `after` set
  /// once every report had run (and kept its ledger and cache).
  static func reports(before: [[String]], after: [[String]]) throws -> [RunResult] {
    let scratch = ScratchStore("pmc-settings")
    defer { scratch.remove() }
    let runner = InProcessRunner()
    if before.isEmpty {
      try ImportedStore.copy(to: scratch.directory)
    } else {
      for step in before + [["import", Paths.fixture("records/athlete.json").path]] {
        #expect(runner.run(["--data", scratch.directory] + step).status == 0)
      }
    }
    for report in reports { _ = runner.run(["--data", scratch.directory] + report) }
    for step in after {
      #expect(runner.run(["--data", scratch.directory] + step).status == 0)
    }
    return reports.map { runner.run(["--data", scratch.directory] + $0) }
  }

  @Test func changedConstantsReachEveryReportAsIfSetFromTheStart() async throws {
    let settings = [["config", "set", "ctlDays", "28"], ["config", "set", "atlDays", "5"]]
    let (standard, changed, fromTheStart) = try await offThePool {
      (
        try Self.reports(before: [], after: []), try Self.reports(before: [], after: settings),
        try Self.reports(before: settings, after: [])
      )
    }
    for (index, report) in Self.reports.enumerated() {
      #expect(changed[index].status == 0, "\(report)")
      #expect(changed[index].stdout == fromTheStart[index].stdout, "\(report)")
      #expect(changed[index].stdout != standard[index].stdout, "\(report)")
    }
    let today = try JSONParser.parse(Array(changed[0].stdout.utf8))
    #expect(today["load"]?["ctlDays"] == .number(28) && today["load"]?["atlDays"] == .number(5))
  }

  @Test(
    "ranges and atlDays below ctlDays",
    arguments: [
      (["ctlDays", "6"], "invalid value '6' for 'ctlDays': expected a whole number in 7–84"),
      (["ctlDays", "85"], "invalid value '85' for 'ctlDays': expected a whole number in 7–84"),
      (["atlDays", "1"], "invalid value '1' for 'atlDays': expected a whole number in 2–21"),
      (["atlDays", "4.5"], "invalid value '4.5' for 'atlDays': expected a whole number in 2–21"),
      (
        ["ctlDays", "7"],
        "invalid value '7' for 'ctlDays': expected a whole number in 7–84 above atlDays (7)"
      ),
      (["runFtp", "40"], "invalid value '40' for 'runFtp': expected a number in 50–600"),
    ])
  func invalidValuesAreUsageErrors(setting: [String], message: String) {
    let scratch = ScratchStore("pmc-settings-invalid")
    defer { scratch.remove() }
    let result = InProcessRunner().run(["--data", scratch.directory, "config", "set"] + setting)
    #expect(result.status == 64)
    #expect(result.stderr.contains("error: " + message), "\(result.stderr)")
  }

  @Test func atlDaysMustStayBelowCtlDays() {
    let scratch = ScratchStore("pmc-settings-pair")
    defer { scratch.remove() }
    let runner = InProcessRunner()
    func run(_ words: String...) -> RunResult {
      runner.run(["--data", scratch.directory, "config"] + words)
    }
    #expect(run("set", "atlDays", "14").status == 0)
    let below = run("set", "ctlDays", "14")
    #expect(below.status == 64)
    #expect(below.stderr.contains("expected a whole number in 7–84 above atlDays (14)"))
    #expect(run("set", "ctlDays", "15").status == 0)
    let above = run("set", "atlDays", "15")
    #expect(above.stderr.contains("expected a whole number in 2–21 below ctlDays (15)"))
    #expect(run("get", "atlDays").stdout == "14\n")
    // A config.json written by hand with the pair the wrong way round is bad input.
    let config = scratch.directory + "/config.json"
    _ = FileManager.default.createFile(
      atPath: config, contents: Data(#"{"ctlDays": 10, "atlDays": 12}"#.utf8),
      attributes: [.posixPermissions: 0o600])
    let hand = runner.run(["--data", scratch.directory, "today", "--offline"])
    #expect(hand.status == 65)
    #expect(
      hand.stderr.contains(
        "invalid value '12' for 'atlDays': expected a whole number in 2–21 below ctlDays (10)"))
  }
}
