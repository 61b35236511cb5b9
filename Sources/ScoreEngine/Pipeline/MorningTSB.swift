/// The displayed TSB of each morning of a range of days, in tenths, worked out once when the
/// history is resolved (docs/architecture.md §14, *Cost*).
///
/// A report shows the TSB of its morning and of the 13 mornings before (the form sparkline), so
/// a year of reports asked for each morning's TSB 14 times, rounding CTL and ATL each time: a
/// twentieth of scoring the year. Each morning is now worked out by the same function once, and
/// looked up by index.
struct MorningTSB: Sendable {
  /// The day number of the first morning kept.
  private let firstDay: Int
  /// Each morning's TSB in tenths from `firstDay` on; `nil` before the PMC's first day.
  private let tenths: [Int?]

  /// Nothing kept: every morning is worked out when asked.
  init() {
    firstDay = 0
    tenths = []
  }

  /// The mornings of `days`, each `tenths(day)`.
  init(days: ClosedRange<LocalDate>, _ tenths: (LocalDate) -> Int?) {
    firstDay = days.lowerBound.dayNumber
    var values: [Int?] = []
    values.reserveCapacity(days.upperBound.dayNumber - firstDay + 1)
    var day = days.lowerBound
    while day <= days.upperBound {
      values.append(tenths(day))
      day = day.adding(days: 1)
    }
    self.tenths = values
  }

  /// The kept TSB of the morning of `date` (itself `nil` before the PMC's first day), or `nil`
  /// when `date` is not kept.
  func kept(_ date: LocalDate) -> Int?? {
    let index = date.dayNumber - firstDay
    return tenths.indices.contains(index) ? .some(tenths[index]) : nil
  }
}
