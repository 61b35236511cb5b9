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
/// - `today --offline --refresh`, a full recompute, on two years of a full-data athlete: < 50 ms;
/// - `history --days 365` on the same athlete within 3× hello (docs/architecture.md §14).
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
    let historyArguments = ["--data", store, "history", "--date", "\(date)", "--days", "365"]
    var helloTimes: [Double] = []
    var cachedTimes: [Double] = []
    var refreshTimes: [Double] = []
    var historyTimes: [Double] = []
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
      historyTimes.append(try time(veloready, historyArguments))
    }
    let helloMedian = EngineBenchmark.median(helloTimes)
    let cachedMedian = EngineBenchmark.median(cachedTimes)
    let refreshMedian = EngineBenchmark.median(refreshTimes)
    let historyMedian = EngineBenchmark.median(historyTimes)
    let explainMedian = EngineBenchmark.median(explainTimes)
    print("runs: \(runs) each, interleaved; medians of wall time per process")
    print(String(format: "hello-foundation:               %6.2f ms", helloMedian))
    print(
      String(
        format: "today --cached:                 %6.2f ms  (%.2f× hello; budget 0.80×)",
        cachedMedian, cachedMedian / helloMedian))
    print(
      String(
        format: "explain (current cache):        %6.2f ms  (%.2f× hello; budget 1.50×)",
        explainMedian, explainMedian / helloMedian))
    print(
      String(
        format: "today --offline --refresh (2 y): %6.2f ms  (%.2f× hello; budget 2.00×)",
        refreshMedian, refreshMedian / helloMedian))
    print(
      String(
        format: "history --days 365 (2 y):       %6.2f ms  (%.2f× hello; budget 3.00×)",
        historyMedian, historyMedian / helloMedian))
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
  static func time(_ binary: String, _ arguments: [String]) throws -> Double {
    try ChildRun.run(binary, arguments).wallMilliseconds
  }
}

/// A benchmark that could not run.
struct BenchmarkError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
