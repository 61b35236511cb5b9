import Foundation
import TestSupport

/// Runs the completion scripts in the real shells, one process per shell for all cases.
enum ShellHarness {
  /// The marker after each case's words.
  static let end = "<end>"

  /// The installed executable of `shell`, if any.
  static func path(of shell: String) -> String? {
    ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"].map { "\($0)/\(shell)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Whether a missing shell fails the tests instead of skipping them (`.ci/run` sets it, having
  /// installed the shells).
  static var shellsRequired: Bool {
    ProcessInfo.processInfo.environment["VELOREADY_REQUIRE_SHELLS"] == "1"
  }

  /// Whether the tests of `shell` run: it is installed, or CI requires it (and the test then
  /// fails on its absence).
  static func runs(_ shell: String) -> Bool { path(of: shell) != nil || shellsRequired }

  /// A scratch directory with a file and a folder whose names start alike, to tell file from
  /// directory completion.
  static func workDirectory() throws -> TemporaryDirectory {
    let directory = TemporaryDirectory("completion")
    try Data("{}".utf8).write(to: URL(fileURLWithPath: directory.path("ride-2026.json")))
    try FileManager.default.createDirectory(
      atPath: directory.path("ride-store"), withIntermediateDirectories: true)
    return directory
  }

  /// Runs `shell` on `script` and returns each case's words, split at `end` lines.
  static func run(_ shell: String, _ arguments: [String], home: TemporaryDirectory) throws
    -> (cases: [[String]], stderr: String, status: Int32)
  {
    guard let executable = path(of: shell) else {
      return ([], "\(shell) is not installed", 127)
    }
    let environment = [
      // The built veloready first, for the scripts' `veloready __complete`.
      "PATH": EndToEndTests.binary.deletingLastPathComponent().path
        + ":/usr/local/bin:/usr/bin:/bin",
      "HOME": home.path, "TERM": "xterm",
      "XDG_CONFIG_HOME": home.path("config"), "XDG_DATA_HOME": home.path("data"),
      "LANG": "C.UTF-8",
    ]
    let result = try ChildProcess.run(executable, arguments, environment: environment)
    var cases: [[String]] = []
    var current: [String] = []
    for line in result.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == end {
        cases.append(current)
        current = []
      } else if !line.isEmpty {
        current.append(String(line))
      }
    }
    return (cases, result.stderr, result.status)
  }
}
