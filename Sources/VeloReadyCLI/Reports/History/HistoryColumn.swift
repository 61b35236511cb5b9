import ScoreEngine

/// One value column of the history, declared once: its key in JSON and CSV, its heading and
/// width in the text table, how it is rounded, and its place when the terminal is narrow.
struct HistoryColumn: Sendable {
  /// The JSON key and the CSV header.
  let key: String
  /// The text table's heading (right-aligned over the column).
  let heading: String
  /// The sparkline label, with the unit.
  let label: String
  /// Columns of the widest value, e.g. 5 for `102.3`.
  let width: Int
  /// Decimals as displayed (docs/algorithm.md §1.4).
  let decimals: Int
  /// Whether positive values carry a `+` (TSB).
  var signed = false
  /// Kept longest when the terminal is narrow: lower is kept first.
  let keep: Int
  /// The value of a row.
  let value: @Sendable (HistoryRow) -> Double?

  /// The value as the table shows it, `--` when missing.
  func text(_ row: HistoryRow) -> String {
    signed ? Shown.signed(value(row), decimals) : Shown.number(value(row), decimals)
  }
}

/// The history's value columns, in table order (docs/formats.md §7).
enum HistoryColumns {
  static let all: [HistoryColumn] = [
    HistoryColumn(
      key: "sleep", heading: "Sleep", label: "Sleep", width: 5, decimals: 0, keep: 1,
      value: { $0.sleep.map(Double.init) }),
    HistoryColumn(
      key: "recovery", heading: "Recov", label: "Recovery", width: 5, decimals: 0, keep: 0,
      value: { $0.recovery.map(Double.init) }),
    HistoryColumn(
      key: "strain", heading: "Strain", label: "Strain", width: 6, decimals: 1, keep: 2,
      value: { $0.strain }),
    HistoryColumn(
      key: "hrv", heading: "HRV", label: "HRV ms", width: 5, decimals: 1, keep: 4,
      value: { $0.hrv }),
    HistoryColumn(
      key: "restingHeartRate", heading: "RHR", label: "RHR bpm", width: 5, decimals: 1, keep: 5,
      value: { $0.restingHeartRate }),
    HistoryColumn(
      key: "load", heading: "Load", label: "Load", width: 5, decimals: 1, keep: 6,
      value: { $0.load }),
    HistoryColumn(
      key: "ctl", heading: "CTL", label: "CTL", width: 5, decimals: 1, keep: 7,
      value: { $0.ctl }),
    HistoryColumn(
      key: "atl", heading: "ATL", label: "ATL", width: 5, decimals: 1, keep: 8,
      value: { $0.atl }),
    HistoryColumn(
      key: "tsb", heading: "TSB", label: "TSB", width: 6, decimals: 1, signed: true, keep: 3,
      value: { $0.tsb }),
  ]
}
