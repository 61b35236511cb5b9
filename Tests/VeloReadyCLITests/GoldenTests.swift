import Foundation
import TestSupport
import Testing

@testable import VeloReadyCLI
@testable import VeloStore

/// Golden cases: `Fixtures/cases/<case>/` holds `arguments` (one per line), optional `env`
/// (`KEY=VALUE` lines), optional `setup` (`run <args…>`, `write <path> <text>`,
/// `sql <database> <statement>`, `truncate <path> <bytes>`, `mkdir <path>` or `mkfifo <path>`
/// lines), and the expected `stdout`, `stderr` (absent: empty) and `status`.
///
/// `$STORE` stands for a fresh temporary store directory, `$FIXTURES` for `Fixtures/`. Runs are
/// in-process with `COLUMNS=80`, `LANG=C.UTF-8`, no terminal, UTC, and now = 2026-11-20 07:30 UTC.
/// `VELOREADY_RECORD=1 swift test` re-records every case and fails on purpose.
@Suite struct GoldenTests {
  static let casesDirectory = Paths.fixtures.appendingPathComponent("cases")

  static var caseNames: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: casesDirectory.path)) ?? []).sorted()
  }

  static var recording: Bool { ProcessInfo.processInfo.environment["VELOREADY_RECORD"] == "1" }

  /// What a case printed, normalised (`stdout`, `stderr`, `status`), and what went wrong in its
  /// setup.
  struct Played: Sendable {
    var actual: [(file: String, text: String)]
    var problems: [String]
  }

  /// Sets a case up and runs it, its arguments passed through `rewrite`, then `extra` arguments
  /// and `variables` on top of its own. Run off the test pool: the cases are many and synchronous,
  /// and holding the pool's few threads with them would starve the async tests beside them.
  static func play(
    _ name: String, extra: [String] = [], variables: [String: String] = [:],
    rewrite: ([String]) -> [String] = { $0 }
  ) throws -> Played {
    let directory = Self.casesDirectory.appendingPathComponent(name)
    let store = Paths.temporaryDirectory("golden-\(name)")
    defer { try? FileManager.default.removeItem(at: store) }
    func substitute(_ text: String) -> String {
      text.replacingOccurrences(of: "$STORE", with: store.appendingPathComponent("store").path)
        .replacingOccurrences(of: "$FIXTURES", with: Paths.fixtures.path)
    }
    func read(_ file: String) -> String? {
      try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
    }
    var problems: [String] = []
    var runner = InProcessRunner()
    runner.variables["HOME"] = store.appendingPathComponent("home").path
    for line in (read("env") ?? "").split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { runner.variables[parts[0]] = substitute(parts[1]) }
    }
    runner.variables.merge(variables) { $1 }
    for line in (read("setup") ?? "").split(separator: "\n") where !line.isEmpty {
      let words = line.split(separator: " ").map { substitute(String($0)) }
      switch words.first {
      case "run":
        let result = runner.run(Array(words.dropFirst()))
        if result.status != 0 { problems.append("setup '\(line)' failed: \(result.stderr)") }
      case "write":
        let path = words[1]
        try Data(words.dropFirst(2).joined(separator: " ").utf8).write(
          to: URL(fileURLWithPath: path))
      case "sql":
        let database = try SQLiteDatabase(path: words[1])
        try database.execute(words.dropFirst(2).joined(separator: " "))
      case "truncate":
        if truncate(words[1], off_t(words[2]) ?? 0) != 0 {
          problems.append("cannot truncate '\(words[1])'")
        }
      case "mkdir":
        try FileManager.default.createDirectory(
          atPath: words[1], withIntermediateDirectories: true)
      case "mkfifo":
        if mkfifo(words[1], 0o600) != 0 { problems.append("cannot make a pipe at '\(words[1])'") }
      default:
        problems.append("unknown setup line '\(line)'")
      }
    }
    let arguments = (read("arguments") ?? "").split(separator: "\n").map { substitute(String($0)) }
    let result = runner.run(rewrite(arguments) + extra)
    func normalise(_ text: String) -> String {
      text.replacingOccurrences(of: store.appendingPathComponent("store").path, with: "$STORE")
        .replacingOccurrences(of: Paths.fixtures.path, with: "$FIXTURES")
    }
    let actual = [
      ("stdout", normalise(result.stdout)), ("stderr", normalise(result.stderr)),
      ("status", "\(result.status)\n"),
    ]
    return Played(actual: actual, problems: problems)
  }

  /// The case's command run after its setup with its arguments passed through `rewrite`; the
  /// output with the store and fixture paths written as `$STORE` and `$FIXTURES`.
  static func run(_ name: String, rewrite: ([String]) -> [String] = { $0 }) throws -> RunResult {
    let played = try play(name, rewrite: rewrite)
    if let problem = played.problems.first { throw GoldenSetupError(problem: problem) }
    let output = Dictionary(uniqueKeysWithValues: played.actual.map { ($0.file, $0.text) })
    return RunResult(
      stdout: output["stdout"] ?? "", stderr: output["stderr"] ?? "",
      status: Int32((output["status"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1)
  }

  /// A setup line of a case failed.
  struct GoldenSetupError: Error {
    let problem: String
  }

  @Test(arguments: caseNames)
  func goldenCase(_ name: String) async throws {
    let played = try await offThePool { try Self.play(name) }
    for problem in played.problems { Issue.record("\(problem)") }
    let directory = Self.casesDirectory.appendingPathComponent(name)
    func read(_ file: String) -> String? {
      try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
    }
    let actual = played.actual
    if Self.recording {
      for (file, text) in actual {
        let url = directory.appendingPathComponent(file)
        if file == "stderr" && text.isEmpty {
          try? FileManager.default.removeItem(at: url)
        } else {
          try Data(text.utf8).write(to: url)
        }
      }
      Issue.record(
        "re-recorded '\(name)'; review the diff, then run the tests without VELOREADY_RECORD")
      return
    }
    for (file, text) in actual {
      let expected = read(file) ?? ""
      if expected != text {
        Issue.record(
          """
          golden case '\(name)' differs in \(file):
          \(LineDiff.describe(expected: expected, actual: text))
          re-record with: VELOREADY_RECORD=1 swift test --filter GoldenTests
          """)
      }
    }
  }

  /// How a case is run again to see that its output is pure ASCII.
  enum ASCIIRun: String, CaseIterable, Sendable {
    case asciiFlag = "--ascii"
    case cLocale = "LANG=C"
  }

  @Test(arguments: caseNames, ASCIIRun.allCases)
  func everyCaseIsPureASCIIWhenAsked(_ name: String, _ run: ASCIIRun) async throws {
    let played = try await offThePool {
      switch run {
      case .asciiFlag: try Self.play(name, extra: ["--ascii"])
      case .cLocale: try Self.play(name, variables: ["LANG": "C"])
      }
    }
    for problem in played.problems { Issue.record("\(problem)") }
    for (stream, text) in played.actual where stream != "status" {
      let bytes = Array(text.utf8)
      if let offset = bytes.firstIndex(where: { $0 >= 0x80 }) {
        let line = text.utf8.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count + 1
        Issue.record("'\(name)' with \(run.rawValue): byte ≥ 0x80 in \(stream), line \(line)")
      }
    }
    #expect(played.actual.contains { $0.file != "status" && !$0.text.isEmpty })
  }
}
