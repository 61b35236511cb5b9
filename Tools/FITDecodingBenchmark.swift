import Foundation
import HealthImport

/// Times FIT decoding on one core against its budget (≥ 200 MB/s, docs/architecture.md §12): a FIT file,
/// `Fixtures/fit/sample-activity.fit` by default (a 3-hour ride, 105 kB), decoded to activities
/// many times over, as a folder of hundreds of rides would be.
///
/// `veloready-tools fit [--file PATH] [--megabytes N] [--runs N] [--only activities|messages]`.
enum FITDecodingBenchmark {
  static func run(_ arguments: [String]) throws {
    var file = "Fixtures/fit/sample-activity.fit"
    var megabytes = 200
    var runs = 5
    var only: String?
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      guard let value = rest.popFirst() else { throw BenchmarkError("\(argument) needs a value") }
      switch argument {
      case "--file": file = value
      case "--megabytes": megabytes = Int(value) ?? megabytes
      case "--runs": runs = Int(value) ?? runs
      case "--only": only = value
      default: throw BenchmarkError("unknown option '\(argument)'")
      }
    }
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
    let repeats = max(1, megabytes * 1_000_000 / max(bytes.count, 1))
    let total = Double(bytes.count * repeats)
    let decoders = [("activities", decodeActivities), ("messages", decodeMessages)]
    for (name, decode) in decoders where only == nil || only == name {
      var best = (wall: Double.infinity, cpu: Double.infinity)
      for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = cpuSeconds()
        var checksum = 0
        for _ in 0..<repeats { checksum &+= try decode(bytes) }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        best = (min(best.wall, wall), min(best.cpu, cpuSeconds() - cpuStart))
        if checksum == -1 { print("") }
      }
      // On a shared machine the wall clock includes time spent waiting for a core; the CPU time
      // is this process's own.
      print(
        "fit \(name): \(repeats) × \(bytes.count) bytes, best of \(runs): "
          + String(
            format: "%.3f s wall = %.0f MB/s, %.3f s cpu = %.0f MB/s", best.wall,
            total / best.wall / 1e6, best.cpu, total / best.cpu / 1e6)
          + (name == "activities" ? " (budget ≥ 200)" : ""))
    }
  }

  /// `FITActivityReader.read`: what `veloready import ride.fit` does.
  private static func decodeActivities(_ bytes: [UInt8]) throws -> Int {
    guard case .activities(let report) = try FITActivityReader.read(bytes) else { return 0 }
    return report.records.activities.reduce(0) { $0 + $1.heartRate.count }
  }

  /// `FITDecoder.decode`: every message with every field, copied out.
  private static func decodeMessages(_ bytes: [UInt8]) throws -> Int {
    try FITDecoder.decode(bytes).messages.count
  }

  /// User and system CPU seconds of this process so far.
  private static func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
  }
}
