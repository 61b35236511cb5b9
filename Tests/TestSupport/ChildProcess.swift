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

  /// A started program: its pid, to signal it, and its output files, read once it has ended.
  public final class Running: @unchecked Sendable {
    /// The process id.
    public let pid: pid_t
    private let directory: TemporaryDirectory
    private var result: Result?

    fileprivate init(pid: pid_t, directory: TemporaryDirectory) {
      self.pid = pid
      self.directory = directory
    }

    /// Sends `signal` (e.g. `SIGKILL`) to the process; whether it was delivered (it may have
    /// ended already).
    @discardableResult
    public func kill(_ signal: Int32) -> Bool {
      #if canImport(Glibc)
        Glibc.kill(pid, signal) == 0
      #else
        Darwin.kill(pid, signal) == 0
      #endif
    }

    /// Waits for the process to end (once; later calls return the same result).
    public func wait() -> Result {
      if let result { return result }
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      let exited = status & 0x7F == 0
      let code = exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
      func read(_ name: String) -> String {
        (try? String(contentsOfFile: directory.path(name), encoding: .utf8)) ?? ""
      }
      let ended = Result(stdout: read("stdout"), stderr: read("stderr"), status: code)
      result = ended
      return ended
    }
  }

  /// Runs `executable` with `arguments` and exactly the `environment` given, standard input
  /// from `input` (empty by default).
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String],
    input: [UInt8] = []
  ) throws -> Result {
    try start(executable, arguments, environment: environment, input: input).wait()
  }

  /// Starts `executable` without waiting for it: the caller must `wait()` on the result (which
  /// also reaps the process).
  public static func start(
    _ executable: String, _ arguments: [String], environment: [String: String],
    input: [UInt8] = []
  ) throws -> Running {
    let directory = TemporaryDirectory("child")
    let inputPath = directory.path("stdin")
    try Data(input).write(to: URL(fileURLWithPath: inputPath))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, directory.path("stdout"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(
      &actions, 2, directory.path("stderr"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    var spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    // A program a test has just written (a copied binary, a script) is busy while a child that
    // another test forked in that moment still holds the writing descriptor, until its exec:
    // wait for that instead of failing.
    for _ in 0..<50 where spawned == ETXTBSY {
      usleep(20_000)
      spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    }
    guard spawned == 0 else {
      throw CocoaError(
        .fileReadNoPermission, userInfo: ["reason": String(cString: strerror(spawned))])
    }
    return Running(pid: pid, directory: directory)
  }
}
