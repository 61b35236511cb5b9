extension LocalDate {
  /// The first day of `month` (1–12) of `year`; total, unlike `init?(year:month:day:)`.
  init(yearStarting year: Int, month: Int = 1) {
    self = LocalDate(year: year, month: month, day: 1) ?? LocalDate(dayNumber: 0)
  }

  /// The day of the week, 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday).
  var weekday: Int {
    ((dayNumber % 7) + 11) % 7
  }
}
