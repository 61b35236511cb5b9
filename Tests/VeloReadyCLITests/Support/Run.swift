import Foundation

@testable import VeloKit
@testable import VeloReadyCLI

/// The result of one in-process run.
struct RunResult: Equatable {
  var stdout: String
  var stderr: String
  var status: Int32
}

/// Runs `veloready` in-process with an injected environment.
struct InProcessRunner {
  /// The instant every run sees as now.
  var now = Date(timeIntervalSince1970: 1_795_159_800)  // 2026-11-20T07:30:00Z
  var variables: [String: String] = ["COLUMNS": "80", "LANG": "C.UTF-8"]
  var stderrIsTerminal = false
  var stdoutIsTerminal = false
  /// The terminal's height, when the run is to know it.
  var terminalRows: Int?
  var systemTimeZone = TimeZone(identifier: "Etc/UTC") ?? .current
  /// Sizes for cutting an Apple Health export into pieces (`RunEnvironment.exportPieces`).
  var exportPieces: (minimumBytes: Int64, pieceBytes: Int)?
  /// The threads of work split across cores; `nil`: one per core.
  var workers: Int?

  func run(_ arguments: [String]) -> RunResult {
    let console = CapturingConsole()
    let code = VeloReadyCommand.run(environment(arguments), console: console)
    return RunResult(stdout: console.stdout, stderr: console.stderr, status: code.rawValue)
  }

  /// What a run of `arguments` sees.
  func environment(_ arguments: [String]) -> RunEnvironment {
    var environment = RunEnvironment(
      arguments: arguments, variables: variables, stdoutIsTerminal: stdoutIsTerminal,
      stderrIsTerminal: stderrIsTerminal, terminalWidth: nil, terminalRows: terminalRows, now: now,
      systemTimeZone: systemTimeZone,
      monotonicSeconds: { 0 })
    environment.exportPieces = exportPieces
    environment.workers = workers
    return environment
  }
}
