import ScoreEngine

extension ImportReport {
  /// Rejects the records whose day the store cannot hold (outside the years 0000–9999, in any
  /// zone; docs/formats.md §1.7): each is counted and named like any rejected record, and the
  /// rest of the input is kept. Every input passes here before it is stored, whatever its
  /// importer, so one absurd timestamp never fails a whole file at the store's `CHECK`.
  public mutating func rejectUnstorableDates() {
    rejectDates(outside: RecordValidator.Range.days)
  }

  /// Rejects the records dated outside `days` (a daily record's day, a timed record's instant
  /// anywhere from the start of the day before to the end of the day after, in UTC, so that a
  /// record of those days counts in any zone): a sync keeps only the days it asked for.
  public mutating func rejectDates(outside days: ClosedRange<LocalDate>) {
    var log = rejections
    let instants =
      days == RecordValidator.Range.days
      ? nil
      : Double(days.lowerBound.dayNumber - 1) * 86_400...Double(days.upperBound.dayNumber + 2)
        * 86_400
    records = RecordValidator.keepingDates(records, in: days, instants: instants) {
      problem, date in
      let field = problem.reason.field
      log.reject(
        at: String(field.prefix { $0 != "." }), reason: problem.reason.description,
        message: "\(field) '\(date)' \(problem.reason.description.dropFirst(field.count + 1))")
    }
    referenceScores.removeAll { score in
      guard !days.contains(score.date) else { return false }
      let field = "\(score.metric.rawValue).date"
      log.reject(
        at: "referenceScores", reason: "\(field) outside \(days.lowerBound)–\(days.upperBound)",
        message: "\(field) '\(score.date)' outside \(days.lowerBound)–\(days.upperBound)")
      return true
    }
    ratings.removeAll { rating in
      guard !days.contains(rating.date) else { return false }
      let field = "\(rating.name).date"
      log.reject(
        at: "ratings", reason: "\(field) outside \(days.lowerBound)–\(days.upperBound)",
        message: "\(field) '\(rating.date)' outside \(days.lowerBound)–\(days.upperBound)")
      return true
    }
    rejections = log
  }
}
