import Foundation
import TestSupport

@testable import VeloReadyCLI
@testable import VeloStore

/// A golden case, `Fixtures/cases/<name>/` (docs/architecture.md §11): `arguments` (one per
/// line), optional `env` (`KEY=VALUE` lines), optional `setup` (`run <args…>`,
/// `write <path> <text>`, `sql <database> <statement>`, `truncate <path> <bytes>`,
/// `mkdir <path>` or `mkfifo <path>` lines), and the expected `stdout`, `stderr` (absent: empty)
/// and `status`.
///
/// `$STORE` stands for a fresh temporary store directory, `$FIXTURES` for `Fixtures/`. Runs are
/// in-process with `COLUMNS=80`, `LANG=C.UTF-8`, no terminal, UTC, and now = 2026-11-20 07:30 UTC.
struct GoldenCase: Sendable {
  static let casesDirectory = Paths.fixture("cases")

  /// Every case, by name.
  static var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: casesDirectory.path)) ?? []).sorted()
  }

  /// The files a run is compared with, in the order they are reported.
  static let outputFiles = ["stdout", "stderr", "status"]

  let name: String
  var directory: URL { Self.casesDirectory.appendingPathComponent(name) }

  init(_ name: String) {
    self.name = name
  }

  /// The text of one of the case's files, `nil` when it has none.
  func file(_ file: String) -> String? {
    try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
  }

  /// What the case expects in `file`: an absent `stderr` is empty; any other file missing is
  /// an error, so that a case never passes against an output nobody recorded.
  func expected(_ file: String) throws -> String {
    if let text = self.file(file) { return text }
    if file == "stderr" { return "" }
    throw GoldenCaseError(
      problem: "golden case '\(name)' has no '\(file)' file; record it with: "
        + "VELOREADY_RECORD=\(name) swift test --filter GoldenTests")
  }

  /// The case's arguments, `$STORE` and `$FIXTURES` not yet replaced.
  func arguments() throws -> [String] {
    guard let text = file("arguments") else {
      throw GoldenCaseError(problem: "golden case '\(name)' has no 'arguments' file")
    }
    return text.split(separator: "\n").map(String.init)
  }

  /// What a case printed (`stdout`, `stderr`, `status`, with the store and fixture paths written
  /// as `$STORE` and `$FIXTURES`), and what went wrong in its setup.
  struct Played: Sendable {
    var actual: [(file: String, text: String)]
    var problems: [String]

    /// The printed text of `file`.
    func text(_ file: String) -> String {
      actual.first { $0.file == file }?.text ?? ""
    }
  }

  /// Sets the case up and runs it, its arguments passed through `rewrite`, then `extra`
  /// arguments, with `variables` on top of its own environment.
  ///
  /// The setup's leading `run --data $STORE …` lines are made once for every case that has the
  /// same lines and environment (`GoldenSetups`, which starts from the setup of all but the last
  /// line) and copied into the case's fresh directory; the rest of the setup is run in it.
  func play(
    extra: [String] = [], variables: [String: String] = [:],
    rewrite: ([String]) -> [String] = { $0 }
  ) throws -> Played {
    let scratch = Paths.temporaryDirectory("golden-\(name)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let (shared, rest) = GoldenSetups.split(file("setup") ?? "")
    var problems: [String] = []
    var templates: [URL] = []
    if !shared.isEmpty {
      let made = try GoldenSetups.shared.made(shared, environment: file("env") ?? "") {
        try runSetup($0, in: $1)
      }
      try GoldenSetups.copyContents(of: made.directory, into: scratch)
      (templates, problems) = (made.directories, made.problems)
    }
    problems += try runSetup(rest, in: scratch)
    var runner = runner(in: scratch)
    runner.variables.merge(variables) { $1 }
    let arguments = try self.arguments().map { substitute($0, in: scratch) }
    let result = runner.run(rewrite(arguments) + extra)
    func normalise(_ text: String) -> String {
      var text = text
      for directory in [scratch] + templates {
        text = text.replacingOccurrences(
          of: directory.appendingPathComponent("store").path, with: "$STORE")
      }
      return text.replacingOccurrences(of: Paths.fixtures.path, with: "$FIXTURES")
    }
    let actual = [
      ("stdout", normalise(result.stdout)), ("stderr", normalise(result.stderr)),
      ("status", "\(result.status)\n"),
    ]
    return Played(actual: actual, problems: problems)
  }

  /// `text` with `$STORE` and `$FIXTURES` replaced, for a case set up in `directory`.
  func substitute(_ text: String, in directory: URL) -> String {
    text.replacingOccurrences(of: "$STORE", with: directory.appendingPathComponent("store").path)
      .replacingOccurrences(of: "$FIXTURES", with: Paths.fixtures.path)
  }

  /// The runner of the case's commands in `directory`: its home there, its `env` applied.
  func runner(in directory: URL) -> InProcessRunner {
    var runner = InProcessRunner()
    runner.variables["HOME"] = directory.appendingPathComponent("home").path
    for line in (file("env") ?? "").split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { runner.variables[parts[0]] = substitute(parts[1], in: directory) }
    }
    return runner
  }
}

/// A golden case that cannot be run as it is: a file missing, a setup line that failed.
struct GoldenCaseError: Error, CustomStringConvertible {
  let problem: String
  var description: String { problem }
}
