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
  /// `wc -l` and the import on the same export, for each mix.
  var imports: [(mix: Mix, megabytes: Int, counts: [ChildRun], imports: [ChildRun])] = []
  /// The hello world, then `history` as text, `--json` and `--csv` (`Bench+History.swift`).
  var history: [(label: String, runs: [ChildRun])] = []
  /// The imports whose peak memory is measured, one per mix.
  var peaks: [(mix: Mix, megabytes: Int, run: ChildRun)] = []

  /// The goal of each measured line, as a ratio to its reference.
  static let goals: [String: Double] = [
    "today --cached": 0.8,
    "today --offline --refresh, 2 years": 2,
    "today --offline --refresh, 10 years": 2.5,
    "import": 6,
  ]

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
    for imports in imports {
      let export = "\(imports.megabytes) MB \(imports.mix.rawValue)"
      lines.append(row("wc -l, \(export) (reference)", imports.counts, imports.counts, goal: nil))
      lines.append(
        row("import, \(export)", imports.imports, imports.counts, goal: Self.goals["import"]))
      let peak = imports.imports.map(\.peakMegabytes).max() ?? 0
      lines.append(String(format: "  peak RSS of those imports: %.0f MB", peak))
    }
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

  private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return right ? fill + text : text + fill
  }
}
