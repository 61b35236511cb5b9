import ScoreEngine

extension FieldReader {
  /// A `sleepSummaries` record: `start`, `end`, `asleepSeconds` and the optional totals
  /// `deepSeconds`, `remSeconds`, `coreSeconds`, `awakeSeconds`, `latencySeconds`
  /// (docs/formats.md §1.5).
  mutating func sleepSummary(source: Source) throws(RecordRejection) -> SleepSummary {
    let range = RecordValidator.Range.dailySleepSeconds
    let summary = SleepSummary(
      start: try timestamp("start"), end: try timestamp("end"),
      asleepSeconds: try number("asleepSeconds", in: range),
      deepSeconds: try optionalNumber("deepSeconds", in: range),
      remSeconds: try optionalNumber("remSeconds", in: range),
      coreSeconds: try optionalNumber("coreSeconds", in: range),
      awakeSeconds: try optionalNumber("awakeSeconds", in: range),
      latencySeconds: try optionalNumber("latencySeconds", in: range), source: source)
    if let problem = RecordValidator.problem(of: summary) { throw RecordRejection(problem) }
    return summary
  }
}
