/// The day and local time at which a POSIX TZ rule changes the clock each year (RFC 8536 §3.3,
/// the `start[/time]` and `end[/time]` fields of a TZ string).
///
/// For example `M3.5.0/1` is the last Sunday of March at 01:00 local time, which in 2025 is
/// 2025-03-30 (March 2025 has 31 days and its 31st is a Monday, so its last Sunday is the 30th).
public struct TransitionRule: Hashable, Sendable {
  /// Which day of the year a rule names.
  public enum Day: Hashable, Sendable {
    /// `Jn`: day `n` of the year, 1...365, never counting February 29 (J60 is always March 1).
    case julian(Int)
    /// `n`: day `n` of the year counting from 0, 0...365, February 29 included in leap years.
    case zeroBased(Int)
    /// `Mm.w.d`: weekday `d` (0 = Sunday ... 6) of week `w` (1...5, 5 = the last) of month `m`
    /// (1...12); week 1 is the first seven days of the month.
    case monthWeekDay(month: Int, week: Int, weekday: Int)
  }

  /// The day of the year.
  public let day: Day
  /// The local time of day of the change, seconds after midnight; RFC 8536 allows
  /// -167...167 hours, so that a change can fall on the day before or after `day`.
  public let secondsIntoDay: Int

  /// Creates a rule for `day` at `secondsIntoDay` (02:00, the POSIX default, when omitted).
  public init(day: Day, secondsIntoDay: Int = 7200) {
    self.day = day
    self.secondsIntoDay = secondsIntoDay
  }

  /// The local calendar date the rule names in `year`.
  public func date(in year: Int) -> LocalDate {
    let january1 = LocalDate(yearStarting: year)
    switch day {
    case .julian(let number):
      let leapShift = number >= 60 && LocalDate.daysIn(month: 2, year: year) == 29 ? 1 : 0
      return january1.adding(days: number - 1 + leapShift)
    case .zeroBased(let number):
      return january1.adding(days: number)
    case .monthWeekDay(let month, let week, let weekday):
      let first = LocalDate(yearStarting: year, month: month)
      let firstMatch = (weekday - first.weekday + 7) % 7
      var offset = firstMatch + (week - 1) * 7
      let length = LocalDate.daysIn(month: month, year: year)
      while offset >= length { offset -= 7 }
      return first.adding(days: offset)
    }
  }

  /// The local wall-clock time of the change in `year`, in seconds since 1970-01-01T00:00 local.
  public func localSeconds(in year: Int) -> Int64 {
    Int64(date(in: year).dayNumber) * 86_400 + Int64(secondsIntoDay)
  }
}
