import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One run of a program to completion: its wall time, CPU time and peak resident memory, from
/// `wait4`'s resource usage of exactly that child.
///
/// `posix_spawn` and `wait4` directly: Foundation's `Process.waitUntilExit` polls a run loop and
/// adds tens of milliseconds on Linux, more than the programs being timed take.
struct ChildRun {
  /// Wall time from spawn to exit, milliseconds.
  let wallMilliseconds: Double
  /// User plus system CPU time of the child, milliseconds.
  let cpuMilliseconds: Double
  /// The child's peak resident set size, MB (`ru_maxrss`).
  let peakMegabytes: Double

  /// Runs `binary` with `arguments`, standard output and error to /dev/null, and fails unless
  /// it exits with status 0.
  static func run(_ binary: String, _ arguments: [String]) throws -> ChildRun {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let start = DispatchTime.now().uptimeNanoseconds
    let spawned = posix_spawn(&pid, binary, &actions, nil, argv, environ)
    guard spawned == 0 else { throw BenchmarkError("cannot start \(binary): error \(spawned)") }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
      throw BenchmarkError(
        "'\(binary) \(arguments.joined(separator: " "))' failed (status \(status))")
    }
    func milliseconds(_ time: timeval) -> Double {
      Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000
    }
    return ChildRun(
      wallMilliseconds: elapsed,
      cpuMilliseconds: milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime),
      peakMegabytes: Double(usage.ru_maxrss) / 1024)
  }
}
