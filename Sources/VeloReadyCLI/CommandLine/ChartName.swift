/// The charts `trends --chart` draws one of, in the order the HTML report shows them.
enum ChartName: String, CaseIterable, Sendable {
  case pmc
  case recovery
  case sleep
  case hrv
  case restingHR = "resting-hr"

  /// `pmc, recovery, sleep, hrv, resting-hr`.
  static var list: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
