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
    // A reference score or a rating on a day outside the store's range is rejected, not the file.
    func outside(_ date: LocalDate, _ field: String, in list: String) -> Bool {
      guard !days.contains(date) else { return false }
      let range = "\(days.lowerBound)–\(days.upperBound)"
      log.reject(
        at: list, reason: "\(field).date outside \(range)",
        message: "\(field).date '\(date)' outside \(range)")
      return true
    }
    referenceScores.removeAll { outside($0.date, $0.metric.rawValue, in: "referenceScores") }
    ratings.removeAll { outside($0.date, $0.name, in: "ratings") }
    rejections = log
  }
}
