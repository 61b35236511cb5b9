import Foundation
import TestSupport

/// A tmux session of its own (its own server socket) running `sh` in a scratch directory, for
/// the tests that watch what a rider's terminal shows: keys go in with `send-keys`, the screen
/// comes out with `capture-pane`. The server is killed when the test is done.
final class TmuxPane {
  /// The installed tmux, if any.
  static let executable: String? = ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"]
    .map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }

  /// Whether the tmux tests run: tmux is installed, or CI requires it (and the test then fails
  /// on its absence).
  static var runs: Bool { executable != nil || ShellHarness.shellsRequired }

  let socket: String
  let directory: String
  private let tmux: String

  /// A `columns`×`rows` session whose shell starts in `directory` with a clean environment (no
  /// `COLUMNS` or `LINES`: the program asks the terminal).
  init(columns: Int, rows: Int, directory: String) throws {
    guard let tmux = Self.executable else { throw TmuxError.missing }
    self.tmux = tmux
    self.directory = directory
    socket = "veloready-\(getpid())-\(UUID().uuidString.prefix(8))"
    let shell =
      "cd '\(directory)' && exec env -i PATH=/usr/bin:/bin HOME='\(directory)' TERM=screen "
      + "LANG=C.UTF-8 PS1='$ ' sh"
    try run(["new-session", "-d", "-x", String(columns), "-y", String(rows), "-s", "t", shell])
    // Keys typed before the shell prompts may be echoed before it or read by no one.
    _ = try wait(for: "$")
  }

  deinit {
    // `kill-server` alone left the server running here (tmux 3.3a answered 0 and went on, a
    // server per test run piling up); ending the session first ends the server with it.
    for command in [["kill-session", "-t", "t"], ["kill-server"]] {
      _ = try? ChildProcess.run(
        tmux, ["-L", socket] + command, environment: ["PATH": "/usr/bin:/bin"])
    }
  }

  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    let result = try ChildProcess.run(
      tmux, ["-L", socket, "-f", "/dev/null"] + arguments,
      environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "screen"])
    guard result.status == 0 else { throw TmuxError.failed(arguments, result.stderr) }
    return result.stdout
  }

  /// Types `line` and Enter.
  func type(_ line: String) throws {
    try run(["send-keys", "-t", "t", "-l", line])
    try run(["send-keys", "-t", "t", "Enter"])
  }

  /// The visible screen, plain text.
  func screen() throws -> String { try run(["capture-pane", "-p", "-t", "t"]) }

  /// The scrollback and the screen, with colour (`-e`) when asked.
  func history(colour: Bool = false) throws -> String {
    try run(["capture-pane", "-p", "-t", "t", "-S", "-", "-E", "-"] + (colour ? ["-e"] : []))
  }

  /// Waits up to `seconds` for the screen to hold `text`, on one line or wrapped over two (a
  /// status line grows with its "cached N s ago" on a slow machine and may then wrap at 50
  /// columns); the screen then.
  func wait(for text: String, seconds: Double = 60) throws -> String {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      let shown = try screen()
      if shown.contains(text) || Self.joined(shown).contains(Self.joined(text)) { return shown }
      guard Date() < deadline else { throw TmuxError.timedOut(text, shown) }
      usleep(50_000)
    }
  }

  /// `text` with every run of spaces and line breaks as one space.
  static func joined(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  func resize(columns: Int, rows: Int) throws {
    try run(["resize-window", "-t", "t", "-x", String(columns), "-y", String(rows)])
  }
}

enum TmuxError: Error, CustomStringConvertible {
  case missing
  case failed([String], String)
  case timedOut(String, String)

  var description: String {
    switch self {
    case .missing: return "tmux is not installed"
    case .failed(let arguments, let stderr): return "tmux \(arguments) failed: \(stderr)"
    case .timedOut(let text, let screen): return "no '\(text)' on the screen:\n\(screen)"
    }
  }
}
