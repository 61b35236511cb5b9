import Foundation

/// What `bench` measured, as the table it prints: medians of wall and CPU time, each as a
/// ratio to the reference measured in the same rounds, next to the goal of
/// docs/architecture.md §12.
struct BenchTable {
  let runs: Int
  let importRuns: Int
  /// The hello world first, then the `today` commands.
  var today: [(label: String, runs: [ChildRun])] = []
  typealias Mix = AppleHealthExportGenerator.Mix
  /// `wc -l` and the import on the same export, on one core (`taskset -c 0`) and on every
  /// core, for each mix.
  var imports: [ExportRuns] = []
  /// The hello world, then `history` as text, `--json` and `--csv` (`Bench+History.swift`).
  var history: [(label: String, runs: [ChildRun])] = []
  /// The imports whose peak memory is measured, one per mix.
  var peaks: [(mix: Mix, megabytes: Int, run: ChildRun)] = []
  /// The folder of rides imported on one core and on every core, and the load average then.
  var folder: (rides: Int, oneCore: [ChildRun], everyCore: [ChildRun], load: String)?
  /// The load average (`/proc/loadavg`, 1 and 5 minutes) when the imports began.
  var importLoad = ""

  /// The goal of each measured line, as a ratio to its reference.
  static let goals: [String: Double] = [
    "today --cached": 0.8,
    "today --offline --refresh, 2 years": 2,
    "today --offline --refresh, 10 years": 2.5,
    "import": 6,
  ]
  /// An export of at least `coresFrom` MB is read on every core, and its import's wall time is
  /// held to this ratio to `wc -l`.
  static let coresGoal = 3.5
  static let coresFrom = 100
  /// The folder of rides into a fresh store, wall milliseconds.
  static let folderGoal = 400.0

  var text: String {
    var lines = [
      "bench: medians of \(runs) interleaved rounds (imports: \(importRuns)); ratios to the "
        + "reference above",
      pad("", 40) + pad("wall ms", 10, right: true) + pad("ratio", 8, right: true)
        + pad("cpu ms", 10, right: true) + pad("ratio", 8, right: true) + "   goal",
    ]
    if let reference = today.first {
      for (label, runs) in today {
        lines.append(row(label, runs, reference.runs, goal: Self.goals[label]))
      }
    }
    lines += historyLines
    if !imports.isEmpty { lines.append("imports, load average \(importLoad) at the start") }
    for imports in imports {
      let export = "\(imports.megabytes) MB \(imports.mix.rawValue)"
      lines.append(row("wc -l, \(export) (reference)", imports.counts, imports.counts, goal: nil))
      lines.append(
        row(
          "import, \(export), one core", imports.oneCore, imports.counts,
          goal: Self.goals["import"]))
      if imports.megabytes >= Self.coresFrom {
        lines.append(coresRow("import, \(export), every core", imports.everyCore, imports.counts))
      }
      let peak = (imports.oneCore + imports.everyCore).map(\.peakMegabytes).max() ?? 0
      lines.append(String(format: "  peak RSS of those imports: %.0f MB", peak))
    }
    if let folder { lines += folderLines(folder) }
    for peak in peaks {
      lines.append(
        pad("peak RSS, import, \(peak.megabytes) MB \(peak.mix.rawValue)", 40)
          + String(format: "%7.0f MB", peak.run.peakMegabytes)
          + String(format: "  (%.1f s wall)", peak.run.wallMilliseconds / 1000)
          + "   goal < 100 MB" + (peak.run.peakMegabytes < 100 ? "" : "  MISSED"))
    }
    return lines.joined(separator: "\n")
  }

  func row(_ label: String, _ runs: [ChildRun], _ reference: [ChildRun], goal: Double?)
    -> String
  {
    let wall = EngineBenchmark.median(runs.map(\.wallMilliseconds))
    let cpu = EngineBenchmark.median(runs.map(\.cpuMilliseconds))
    let wallRatio = wall / EngineBenchmark.median(reference.map(\.wallMilliseconds))
    let cpuRatio = cpu / EngineBenchmark.median(reference.map(\.cpuMilliseconds))
    var text =
      pad(label, 40) + String(format: "%10.1f%7.2f×%10.1f%7.2f×", wall, wallRatio, cpu, cpuRatio)
    if let goal {
      text += String(format: "   ≤ %.2f×", goal) + (wallRatio <= goal ? "" : "  MISSED (wall)")
    }
    return text
  }

  /// The two-core budget of an import: its row against `wc -l` with the goal, and how many
  /// cores it kept busy (CPU time over wall time).
  private func coresRow(_ label: String, _ runs: [ChildRun], _ reference: [ChildRun]) -> String {
    let wall = EngineBenchmark.median(runs.map(\.wallMilliseconds))
    let busy = EngineBenchmark.median(runs.map(\.cpuMilliseconds)) / wall
    return row(label, runs, reference, goal: Self.coresGoal)
      + String(format: "   (%.2f cores busy)", busy)
  }

  /// The folder on one core (the reference) and on every core, with the folder's goal.
  private func folderLines(
    _ folder: (rides: Int, oneCore: [ChildRun], everyCore: [ChildRun], load: String)
  ) -> [String] {
    let label = "folder, \(folder.rides) rides"
    let wall = EngineBenchmark.median(folder.everyCore.map(\.wallMilliseconds))
    let peak = folder.everyCore.map(\.peakMegabytes).max() ?? 0
    return [
      "folder imports into a fresh store, load average \(folder.load) at the start",
      row("\(label), one core (reference)", folder.oneCore, folder.oneCore, goal: nil),
      row("\(label), every core", folder.everyCore, folder.oneCore, goal: nil)
        + String(format: "   < %.0f ms", Self.folderGoal)
        + (wall < Self.folderGoal ? "" : "  MISSED (wall)"),
      String(
        format: "  on every core: %.2f cores busy (CPU time over wall time)",
        EngineBenchmark.median(folder.everyCore.map(\.cpuMilliseconds)) / wall),
      String(format: "  peak RSS of those imports: %.0f MB", peak),
    ]
  }

  /// `/proc/loadavg`'s 1- and 5-minute load averages, or "unknown".
  static func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
      return "unknown"
    }
    return text.split(separator: " ").prefix(2).joined(separator: " / ")
  }

  private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return right ? fill + text : text + fill
  }
}

/// The runs of `bench` on one export: `wc -l` (the reference) and the import on one core and on
/// every core, interleaved round by round.
struct ExportRuns {
  let mix: AppleHealthExportGenerator.Mix
  let megabytes: Int
  var counts: [ChildRun] = []
  var oneCore: [ChildRun] = []
  var everyCore: [ChildRun] = []
}
