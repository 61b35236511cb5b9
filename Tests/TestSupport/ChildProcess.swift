import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to completion with `posix_spawn`, its output captured.
///
/// Foundation's `Process` leaves a `TemporaryDirectory.*` folder in the system's temporary folder
/// for every launch on Linux; this runner leaves nothing (its output files live in the test run's
/// scratch directory).
public enum ChildProcess {
  /// What a run printed and how it ended.
  public struct Result: Sendable {
    /// Standard output.
    public var stdout: String
    /// Standard error.
    public var stderr: String
    /// The exit status, or 128 + the signal number when a signal ended it.
    public var status: Int32
  }

  /// Runs `executable` with `arguments` and exactly the `environment` given, standard input
  /// from `input` (empty by default).
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String],
    input: [UInt8] = []
  ) throws -> Result {
    let directory = TemporaryDirectory("child")
    let inputPath = directory.path("stdin")
    let outputPath = directory.path("stdout")
    let errorPath = directory.path("stderr")
    try Data(input).write(to: URL(fileURLWithPath: inputPath))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard spawned == 0 else {
      throw CocoaError(
        .fileReadNoPermission, userInfo: ["reason": String(cString: strerror(spawned))])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exited = status & 0x7F == 0
    let code = exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    func read(_ path: String) -> String {
      (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
    return Result(stdout: read(outputPath), stderr: read(errorPath), status: code)
  }
}
