import Dispatch
import Foundation
import HealthImport

/// The device-folder budget of docs/architecture.md §12: `veloready import` of a folder of 500
/// rides (about 100 MB of FIT) in under a second, on the release binary, into a fresh store.
///
/// Also timed: importing the folder again unchanged and after one ride was added (each file is
/// fingerprinted, and only the new ride is parsed), and the parse alone on one thread and on
/// every core, to show what the parallel parse buys. Compare a single core with
/// `taskset -c 0 .build/release/veloready-tools device-folder`.
///
/// `veloready-tools device-folder [--rides N] [--minutes N] [--runs N] [--keep DIR]`.
enum DeviceFolderBenchmark {
  static func run(_ arguments: [String]) throws {
    let rides = Int(EngineBenchmark.value(of: "--rides", in: arguments) ?? "") ?? 500
    let minutes = Int(EngineBenchmark.value(of: "--minutes", in: arguments) ?? "") ?? 120
    let runs = Int(EngineBenchmark.value(of: "--runs", in: arguments) ?? "") ?? 5
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let veloready = products.appendingPathComponent("veloready").path
    guard FileManager.default.isExecutableFile(atPath: veloready) else {
      throw BenchmarkError("missing \(veloready); run 'swift build -c release' first")
    }
    let kept = EngineBenchmark.value(of: "--keep", in: arguments)
    let directory =
      kept.map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "veloready-device-folder-\(getpid())")
    defer { if kept == nil { try? FileManager.default.removeItem(at: directory) } }
    let folder = directory.appendingPathComponent("rides")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var files: [[UInt8]] = []
    for ride in 0..<rides {
      var writer = FITRideWriter(
        seed: UInt64(ride), start: 1_767_225_600 + UInt32(ride) * 86_400, seconds: minutes * 60)
      let bytes = writer.file()
      files.append(bytes)
      try Data(bytes).write(
        to: folder.appendingPathComponent(String(format: "ride-%04d.fit", ride)))
    }
    let total = files.reduce(0) { $0 + $1.count }
    print(
      "folder: \(rides) rides of \(minutes) min, \(total / 1_000_000) MB "
        + "(\(total / max(1, rides) / 1000) kB each)")

    let parseOne = try parseSeconds(files, parallel: false)
    let parseAll = try parseSeconds(files, parallel: true)
    // On a shared machine the wall clock includes waiting for a core; the CPU time is this
    // process's own, and shows what running on two cores costs in extra work.
    print(
      String(
        format: "parse only, one thread: %.3f s wall (%.0f MB/s), %.3f s cpu",
        parseOne.wall, Double(total) / parseOne.wall / 1e6, parseOne.cpu))
    print(
      String(
        format: "parse only, every core: %.3f s wall (%.2f× the one thread's), %.3f s cpu",
        parseAll.wall, parseOne.wall / parseAll.wall, parseAll.cpu))

    var fresh: [Double] = []
    var unchanged: [Double] = []
    var oneMore: [Double] = []
    let extra = directory.appendingPathComponent("extra.fit")
    var writer = FITRideWriter(seed: 99_999, start: 1_700_000_000, seconds: minutes * 60)
    try Data(writer.file()).write(to: extra)
    for run in 0..<runs {
      let store = directory.appendingPathComponent("store-\(run)").path
      let added = folder.appendingPathComponent("zz-added.fit").path
      try? FileManager.default.removeItem(atPath: added)
      fresh.append(try TodayBenchmark.time(veloready, ["--data", store, "import", folder.path]))
      unchanged.append(
        try TodayBenchmark.time(veloready, ["--data", store, "import", folder.path]))
      try FileManager.default.copyItem(atPath: extra.path, toPath: added)
      oneMore.append(try TodayBenchmark.time(veloready, ["--data", store, "import", folder.path]))
      try FileManager.default.removeItem(atPath: added)
      try? FileManager.default.removeItem(atPath: store)
    }
    func line(_ name: String, _ times: [Double], budget: String) -> String {
      String(
        format: "%@ median %7.1f ms, best %7.1f ms%@", name, EngineBenchmark.median(times),
        times.min() ?? 0, budget)
    }
    print("end to end, \(runs) runs, wall time of the release binary:")
    print(line("  import into a fresh store:  ", fresh, budget: "  (budget 1000 ms)"))
    print(line("  again, nothing changed:     ", unchanged, budget: ""))
    print(line("  again, one ride added:      ", oneMore, budget: ""))
  }

  /// Seconds to read every file to activities, on one thread or on every core: the best wall
  /// time of 3 runs and the CPU time of that run.
  static func parseSeconds(_ files: [[UInt8]], parallel: Bool) throws -> (wall: Double, cpu: Double)
  {
    var best = (wall: Double.infinity, cpu: Double.infinity)
    for _ in 0..<3 {
      let start = DispatchTime.now().uptimeNanoseconds
      let cpuStart = cpuSeconds()
      if parallel {
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
          _ = try? DeviceFileImporter.read(files[index])
        }
      } else {
        for file in files { _ = try DeviceFileImporter.read(file) }
      }
      let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      if wall < best.wall { best = (wall, cpuSeconds() - cpuStart) }
    }
    return best
  }

  /// User and system CPU seconds of this process so far.
  static func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
  }
}
