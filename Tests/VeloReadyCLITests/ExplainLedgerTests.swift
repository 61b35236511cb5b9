import Foundation
import Synchronization
import TestSupport
import Testing
import VeloJSON

@testable import VeloReadyCLI

/// `explain` lands exactly on the displayed scores: on every golden day that `today` shows, the
/// sleep and recovery points sum to the score `today --json` prints, and strain's T maps to the
/// displayed strain.
@Suite struct ExplainLedgerTests {
  /// The golden cases that show `today` successfully: their setups and dates are the golden days.
  static var todayCases: [String] {
    GoldenTests.caseNames.filter { name in
      let directory = GoldenTests.casesDirectory.appendingPathComponent(name)
      let arguments =
        (try? String(contentsOf: directory.appendingPathComponent("arguments"), encoding: .utf8))?
        .split(separator: "\n").map(String.init) ?? []
      let status = try? String(
        contentsOf: directory.appendingPathComponent("status"), encoding: .utf8)
      return arguments.contains("today") && !arguments.contains("help")
        && !arguments.contains("--help") && status == "0\n"
    }
  }

  /// `arguments` with `today` replaced by `command`, `--json` added, and the options only
  /// `today` takes left out.
  static func rewrite(_ arguments: [String], to command: String) -> [String] {
    let todayOnly: Set = ["--check", "--cached", "--refresh", "--offline", "--json"]
    return arguments.filter { !todayOnly.contains($0) }.map { $0 == "today" ? command : $0 }
      + ["--json"]
  }

  /// The case's command as `command` (`rewrite`), run once for every case with the same setup,
  /// environment and rewritten arguments: the options `rewrite` leaves out make several `today`
  /// cases the same run (`today --check` and `today --refresh` on one store), which prints the
  /// same document each time.
  static func run(_ name: String, as command: String) throws -> RunResult {
    let golden = GoldenCase(name)
    let key =
      [golden.file("setup") ?? "", golden.file("env") ?? ""]
      + rewrite(try golden.arguments(), to: command)
    let entry = runs.withLock { runs in
      if let entry = runs[key] { return entry }
      let entry = SharedRun()
      runs[key] = entry
      return entry
    }
    return try entry.result { try GoldenTests.run(name) { rewrite($0, to: command) } }
  }

  static let runs = Mutex<[[String]: SharedRun]>([:])

  /// One run, made by the first case that asks while the others with the same key wait.
  final class SharedRun: @unchecked Sendable {
    private let lock = NSLock()
    private var made: RunResult?

    func result(_ make: () throws -> RunResult) throws -> RunResult {
      lock.lock()
      defer { lock.unlock() }
      if let made { return made }
      let result = try make()
      made = result
      return result
    }
  }

  @Test func thereAreGoldenDaysToCheck() {
    #expect(Self.todayCases.count >= 10)
  }

  @Test(arguments: todayCases)
  func theLedgerSumsToEachDisplayedScore(_ name: String) throws {
    let today = try Self.run(name, as: "today")
    let explain = try Self.run(name, as: "explain")
    try #require(today.status == 0 && explain.status == 0, "\(today.stderr)\(explain.stderr)")
    let scores = try JSONParser.parse(Array(today.stdout.utf8))["scores"]
    let document = try JSONParser.parse(Array(explain.stdout.utf8))
    let topics = document["topics"]?.arrayValue ?? []
    try #require(topics.count == ExplainTopic.allCases.count)
    for topic in topics {
      let id = topic["topic"]?.stringValue ?? ""
      let addends = topic["sum"]?["addends"]?.arrayValue?.compactMap(\.numberValue) ?? []
      switch id {
      case "sleep", "recovery":
        let shown = scores?[id]?["value"]?.numberValue
        #expect(topic["value"]?.numberValue == shown, "\(name) \(id)")
        if let shown {
          #expect(addends.reduce(0, +) == shown, "\(name) \(id): \(addends) ≠ \(shown)")
          #expect(topic["sum"]?["equalsValue"] == .bool(true), "\(name) \(id)")
        }
      case "strain":
        #expect(topic["value"]?.numberValue == scores?["strain"]?["value"]?.numberValue)
        #expect(topic["sum"]?["equalsValue"] == .bool(true), "\(name) strain")
      case "form":
        #expect(topic["sum"] == .null || topic["sum"]?["equalsValue"] == .bool(true))
      default: break
      }
    }
  }

  @Test func aMissingOrStaleCacheIsComputedAndACurrentOneRead() throws {
    let directory = Paths.temporaryDirectory("explain-cache")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = directory.appendingPathComponent("store").path
    var runner = InProcessRunner()
    runner.variables["HOME"] = directory.appendingPathComponent("home").path
    try ImportedStore.copy(to: store)
    let arguments = ["--data", store, "explain", "recovery", "--date", "2026-11-20", "--json"]
    let first = try JSONParser.parse(Array(runner.run(arguments).stdout.utf8))
    let second = try JSONParser.parse(Array(runner.run(arguments).stdout.utf8))
    #expect(first["origin"]?.stringValue == "fresh")
    #expect(second["origin"]?.stringValue == "cache")
    #expect(first["topics"] == second["topics"])
    // A new import makes the cache stale: the next explain computes again.
    let unwell = Paths.fixtures.appendingPathComponent("records/unwell.json").path
    #expect(runner.run(["--data", store, "import", unwell]).status == 0)
    let third = try JSONParser.parse(Array(runner.run(arguments).stdout.utf8))
    #expect(third["origin"]?.stringValue == "fresh")
  }
}
