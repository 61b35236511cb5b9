import Foundation
import HealthImport
import ScoreEngine
import VeloJSON

#if canImport(Glibc)
  import Glibc
#endif

/// The `today` budgets of docs/architecture.md §12, measured on the release binaries side by side:
///
/// - `today --cached` within 1.3× the wall time of a Foundation "hello world" built the same way
///   (runs alternate, so both see the same machine load);
/// - `explain` on the same current cache within 1.5× that hello world (it reads the cached
///   snapshot, never recomputes);
/// - `today --offline --refresh`, a full recompute, on two years of a full-data athlete: < 50 ms.
///
/// Run after `swift build -c release`: `.build/release/veloready-tools today [--runs N]`.
enum TodayBenchmark {
  static func run(_ arguments: [String]) throws {
    let runs = Int(EngineBenchmark.value(of: "--runs", in: arguments) ?? "") ?? 40
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let veloready = products.appendingPathComponent("veloready").path
    let hello = products.appendingPathComponent("hello-foundation").path
    for binary in [veloready, hello] where !FileManager.default.isExecutableFile(atPath: binary) {
      throw BenchmarkError("missing \(binary); run 'swift build -c release' first")
    }
    // `--keep DIR` leaves the two-year store in DIR for profiling.
    let kept = EngineBenchmark.value(of: "--keep", in: arguments)
    let directory =
      kept.map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "veloready-tools-\(getpid())")
    defer { if kept == nil { try? FileManager.default.removeItem(at: directory) } }
    let store = directory.appendingPathComponent("store").path
    let date = try prepareStore(at: store, in: directory, veloready: veloready)

    let cachedArguments = ["--data", store, "today", "--date", "\(date)", "--cached"]
    let explainArguments = ["--data", store, "explain", "--date", "\(date)"]
    let refreshArguments = [
      "--data", store, "today", "--date", "\(date)", "--offline", "--refresh",
    ]
    var helloTimes: [Double] = []
    var cachedTimes: [Double] = []
    var refreshTimes: [Double] = []
    var explainTimes: [Double] = []
    for _ in 0..<3 {  // warm the page cache and the dynamic loader
      _ = try time(hello, [])
      _ = try time(veloready, cachedArguments)
    }
    for _ in 0..<runs {
      helloTimes.append(try time(hello, []))
      cachedTimes.append(try time(veloready, cachedArguments))
      explainTimes.append(try time(veloready, explainArguments))
      refreshTimes.append(try time(veloready, refreshArguments))
    }
    let helloMedian = EngineBenchmark.median(helloTimes)
    let cachedMedian = EngineBenchmark.median(cachedTimes)
    let refreshMedian = EngineBenchmark.median(refreshTimes)
    let explainMedian = EngineBenchmark.median(explainTimes)
    print("runs: \(runs) each, interleaved; medians of wall time per process")
    print(String(format: "hello-foundation:               %6.2f ms", helloMedian))
    print(
      String(
        format: "today --cached:                 %6.2f ms  (%.2f× hello; budget 1.30×)",
        cachedMedian, cachedMedian / helloMedian))
    print(
      String(
        format: "explain (current cache):        %6.2f ms  (%.2f× hello; budget 1.50×)",
        explainMedian, explainMedian / helloMedian))
    print(
      String(
        format: "today --offline --refresh (2 y): %6.2f ms  (budget 50 ms)", refreshMedian))
  }

  /// Imports two years of a synthetic full-data athlete and computes the cache once.
  static func prepareStore(at store: String, in directory: URL, veloready: String) throws
    -> LocalDate
  {
    guard let zone = TimeZone(identifier: "Europe/Berlin"), let first = LocalDate(iso: "2024-11-21")
    else { throw BenchmarkError("no zone") }
    let athlete = SyntheticAthlete(zone: zone, firstDay: first, days: 730)
    let records = athlete.records()
    let file = directory.appendingPathComponent("two-years.json")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(JSONWriter.compact(NativeRecordsWriter.document(records)).utf8).write(to: file)
    let date = first.adding(days: 729)
    for arguments in [
      ["--data", store, "config", "set", "timeZone", "Europe/Berlin"],
      ["--data", store, "import", file.path],
      ["--data", store, "today", "--date", "\(date)"],
    ] {
      _ = try time(veloready, arguments)
    }
    let hrSamples = records.activities.reduce(0) { $0 + $1.heartRate.count }
    print(
      "store: \(records.count) records over 730 days (\(records.activities.count) rides, "
        + "\(hrSamples) HR samples)")
    return date
  }

  /// Wall time of one run of `binary`, in milliseconds; its output is discarded.
  ///
  /// `posix_spawn` and `waitpid` directly: Foundation's `Process.waitUntilExit` polls a run loop
  /// and adds tens of milliseconds on Linux, more than the programs being timed take.
  static func time(_ binary: String, _ arguments: [String]) throws -> Double {
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
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    let exited = status & 0x7f == 0
    let code = (status >> 8) & 0xff
    guard exited, code == 0 else {
      throw BenchmarkError(
        "'\(binary) \(arguments.joined(separator: " "))' failed (status \(status))")
    }
    return elapsed
  }
}

/// A benchmark that could not run.
struct BenchmarkError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
