/// ISO 8601 weeks: Monday is the first day, and week 1 is the week that holds the year's first
/// Thursday (docs/algorithm.md §15.1).
extension LocalDate {
  /// The day of the week, 1 (Monday) … 7 (Sunday).
  public var isoWeekday: Int {
    // 1970-01-01 was a Thursday.
    ((dayNumber + 3) % 7 + 7) % 7 + 1
  }

  /// The Monday of this date's ISO week.
  public var startOfISOWeek: LocalDate { adding(days: 1 - isoWeekday) }

  /// The ISO week-numbering year and the week, 1…53, e.g. 2026-11-20 is week 47 of 2026 and
  /// 2027-01-01 (a Friday) is week 53 of 2026.
  public var isoWeek: (year: Int, week: Int) {
    // A week belongs to the year that holds its Thursday.
    let thursday = startOfISOWeek.adding(days: 3)
    let year = thursday.components.year
    let firstOfYear = LocalDate(year: year, month: 1, day: 1) ?? thursday
    return (year, thursday.days(since: firstOfYear) / 7 + 1)
  }
}
