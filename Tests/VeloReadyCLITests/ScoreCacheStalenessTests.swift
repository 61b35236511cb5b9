import Foundation
import TestSupport
import Testing
import VeloJSON

@testable import VeloReadyCLI

/// `today --cached` prints a cached Today only while everything it was computed from is
/// unchanged; after any change below it computes afresh, and prints exactly what a fresh run
/// prints.
@Suite struct ScoreCacheStalenessTests {
  /// One change to a store whose Today of `date` is cached.
  struct Change: Sendable, CustomTestStringConvertible {
    let name: String
    /// The athlete imported first.
    let athlete: String
    /// Commands run before the cache is written.
    let prepare: [[String]]
    /// What changes: commands run after the cache was written…
    let commands: [[String]]
    /// …or a `config.json` written by hand.
    let handEdit: String?
    /// Options of the `today` runs after the change (e.g. another zone).
    let options: [String]

    var testDescription: String { name }

    init(
      _ name: String, athlete: String = "athlete.json", prepare: [[String]] = [],
      commands: [[String]] = [], handEdit: String? = nil, options: [String] = []
    ) {
      self.name = name
      self.athlete = athlete
      self.prepare = prepare
      self.commands = commands
      self.handEdit = handEdit
      self.options = options
    }
  }

  static let date = "2026-11-20"

  static let changes = [
    Change("an import that adds a ride", commands: [["import", "$RIDE"]]),
    Change("config set sleepNeedHours 6", commands: [["config", "set", "sleepNeedHours", "6"]]),
    Change("config set ctlDays 28", commands: [["config", "set", "ctlDays", "28"]]),
    Change("config set atlDays 5", commands: [["config", "set", "atlDays", "5"]]),
    Change("a hand edit of ctlDays", handEdit: #"{"ctlDays": 21, "atlDays": 4}"#),
    Change("another zone with --tz", options: ["--tz", "America/New_York"]),
    Change(
      "alerts reset", athlete: "unwell.json",
      prepare: [["alerts", "dismiss", "illness-watch", "--date", date]],
      commands: [["alerts", "reset"]]),
    Change("a hand edit of config.json", handEdit: #"{"sleepNeedHours": 6}"#),
  ]

  /// The runs of one case, in order, for the expectations.
  struct Runs: Sendable {
    var failures: [String] = []
    var before = RunResult(stdout: "", stderr: "", status: 0)
    var servedBefore = RunResult(stdout: "", stderr: "", status: 0)
    var cached = RunResult(stdout: "", stderr: "", status: 0)
    var fresh = RunResult(stdout: "", stderr: "", status: 0)
  }

  /// Caches the Today of `date`, makes the change, and reads it back cached and fresh (run off
  /// the test pool: a dozen in-process runs).
  static func runs(_ change: Change) throws -> Runs {
    let scratch = TemporaryDirectory("stale")
    let store = scratch.path("store")
    let ride = scratch.path("ride.json")
    try NativeFile.write(
      NativeFile.ride(
        source: "Race Bike", id: "race-ride", start: "\(Self.date)T10:00:00Z", heartRate: 160),
      to: ride)
    let runner = InProcessRunner()
    var runs = Runs()
    func run(_ arguments: [String]) -> RunResult {
      let result = runner.run(
        ["--data", store] + arguments.map { $0.replacingOccurrences(of: "$RIDE", with: ride) })
      if result.status != 0 { runs.failures.append("\(arguments): \(result.stderr)") }
      return result
    }
    try ImportedStore.copy("records/\(change.athlete)", to: store)
    for command in change.prepare { _ = run(command) }
    let today = ["today", "--date", Self.date, "--json"]
    runs.before = run(today)
    runs.servedBefore = run(today + ["--cached"])
    for command in change.commands { _ = run(command) }
    if let handEdit = change.handEdit {
      try NativeFile.write(handEdit, to: store + "/config.json")
    }
    runs.cached = run(change.options + today + ["--cached"])
    runs.fresh = run(change.options + today + ["--refresh"])
    return runs
  }

  @Test(arguments: changes)
  func cachedScoresAreNeverServedAfterAChange(_ change: Change) async throws {
    let runs = try await offThePool { try Self.runs(change) }
    #expect(runs.failures == [])
    #expect(
      try JSONParser.parse(runs.servedBefore.stdout)["origin"] == .string("cache"),
      "the cache is used while it is current")
    #expect(try JSONParser.parse(runs.cached.stdout)["origin"] == .string("fresh"))
    #expect(runs.cached.stdout == runs.fresh.stdout)
    #expect(runs.fresh.stdout != runs.before.stdout, "the change changes the scores")
  }
}
