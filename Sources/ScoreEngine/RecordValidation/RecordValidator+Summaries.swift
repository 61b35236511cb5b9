import Foundation

extension RecordValidator {
  /// The problem with a sleep given as totals, or `nil` when it is valid: its bounds follow the
  /// rule of a sleep segment, its asleep time and every stage total must lie in 0–86400 s
  /// (docs/algorithm.md §12).
  public static func problem(of summary: SleepSummary) -> RecordProblem? {
    let start = summary.start.timeIntervalSince1970
    let end = summary.end.timeIntervalSince1970
    let field = "sleepSummaries"
    guard start.isFinite, end.isFinite else {
      return RecordProblem(reason: RejectionReason(field: field, rule: .notFinite))
    }
    if end < start {
      return RecordProblem(reason: RejectionReason(field: field, rule: .endBeforeStart))
    }
    if end - start > 86_400 {
      return RecordProblem(reason: RejectionReason(field: field, rule: .longerThan24Hours))
    }
    let totals: [(String, Double?)] = [
      ("asleepSeconds", summary.asleepSeconds), ("deepSeconds", summary.deepSeconds),
      ("remSeconds", summary.remSeconds), ("coreSeconds", summary.coreSeconds),
      ("awakeSeconds", summary.awakeSeconds), ("latencySeconds", summary.latencySeconds),
    ]
    for (name, value) in totals {
      if let value, let problem = problem("\(field).\(name)", value, in: Range.dailySleepSeconds) {
        return problem
      }
    }
    return nil
  }
}
