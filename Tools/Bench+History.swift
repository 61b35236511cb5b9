import Foundation
import ScoreEngine

/// `bench`'s history section: `history --days 365` on the two-year store against the Foundation
/// hello world, and its `--json` and `--csv` forms against the text, the five runs interleaved
/// round after round (docs/performance.md §5).
extension Bench {
  /// The labels of the history section, in the order they are measured and printed.
  enum HistoryLine {
    static let hello = "hello-foundation (reference)"
    static let text = "history --days 365, 2 years"
    static let json = "history --days 365 --json"
    static let csv = "history --days 365 --csv"
  }

  static func measureHistory(
    _ options: Options, veloready: String, hello: String, in directory: URL,
    into table: inout BenchTable
  ) throws {
    guard let date = storedDate(in: directory) else { throw BenchmarkError("no stores") }
    let store = directory.appendingPathComponent("two-years/store").path
    func history(_ rest: [String]) -> [String] {
      ["--data", store, "history", "--date", "\(date)", "--days", "365"] + rest
    }
    let commands: [(label: String, binary: String, arguments: [String])] = [
      (HistoryLine.hello, hello, []),
      (HistoryLine.text, veloready, history([])),
      (HistoryLine.json, veloready, history(["--json"])),
      (HistoryLine.csv, veloready, history(["--csv"])),
    ]
    table.history = try ChildRun.interleaved(commands, rounds: options.runs)
  }
}

extension BenchTable {
  /// The history section's rows: the text against the hello world, `--json` and `--csv`
  /// against the text (docs/architecture.md §12).
  var historyLines: [String] {
    func runs(_ label: String) -> [ChildRun]? { history.first { $0.label == label }?.runs }
    guard let hello = runs(Bench.HistoryLine.hello), let text = runs(Bench.HistoryLine.text)
    else { return [] }
    var lines = [row(Bench.HistoryLine.hello, hello, hello, goal: nil)]
    lines.append(row(Bench.HistoryLine.text, text, hello, goal: 2))
    for label in [Bench.HistoryLine.json, Bench.HistoryLine.csv] {
      guard let measured = runs(label) else { continue }
      lines.append(row(label + " (÷ text)", measured, text, goal: 1.1))
    }
    return lines
  }
}
