import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One run of a program to completion: its wall time and CPU time, from `wait4`'s resource usage
/// of exactly that child, and on request its peak resident memory.
///
/// The peak is the child's `VmHWM` in `/proc/<pid>/status`, read every 2 ms until it exits, not
/// `ru_maxrss`: `posix_spawn` starts the child in the parent's address space, and Linux keeps
/// that space's high-water mark across `exec`, so `ru_maxrss` reports the benchmark's own peak
/// (half a gigabyte after it generated the ten-year athlete) whenever that is the larger.
///
/// `posix_spawn` and `wait4` directly: Foundation's `Process.waitUntilExit` polls a run loop and
/// adds tens of milliseconds on Linux, more than the programs being timed take.
struct ChildRun {
  /// Wall time from spawn to exit, milliseconds.
  let wallMilliseconds: Double
  /// User plus system CPU time of the child, milliseconds.
  let cpuMilliseconds: Double
  /// The child's peak resident set size, MB, when watched (else 0).
  let peakMegabytes: Double

  /// Runs `binary` with `arguments`, standard output and error to /dev/null, and fails unless
  /// it exits with status 0; `watchMemory` polls its peak resident memory.
  static func run(_ binary: String, _ arguments: [String], watchMemory: Bool = false) throws
    -> ChildRun
  {
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
    var peakKilobytes = 0
    while true {
      let reaped = wait4(pid, &status, watchMemory ? WNOHANG : 0, &usage)
      if reaped == pid || (reaped < 0 && errno != EINTR) { break }
      if reaped == 0 {
        peakKilobytes = max(peakKilobytes, highWaterKilobytes(of: pid))
        usleep(2000)
      }
    }
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
      peakMegabytes: Double(peakKilobytes) / 1024)
  }

  /// `VmHWM` of a running process, kB; 0 when it cannot be read.
  private static func highWaterKilobytes(of pid: pid_t) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }
}

extension ChildRun {
  /// Runs each command `rounds` times, interleaved round by round so that a change in the
  /// machine's load falls on every command alike, after three warm-up rounds (the page cache and
  /// the dynamic loader); each command's label with its runs.
  static func interleaved(
    _ commands: [(label: String, binary: String, arguments: [String])], rounds: Int
  ) throws -> [(label: String, runs: [ChildRun])] {
    for _ in 0..<3 {
      for command in commands { _ = try run(command.binary, command.arguments) }
    }
    var runs = Array(repeating: [ChildRun](), count: commands.count)
    for _ in 0..<rounds {
      for (index, command) in commands.enumerated() {
        runs[index].append(try run(command.binary, command.arguments))
      }
    }
    return zip(commands, runs).map { ($0.label, $1) }
  }
}
