/// How many days of a range have a value in a `DayValues`, from running totals: one subtraction
/// instead of a look-up per day. The HRV kind of a date is chosen from the counts of each kind in
/// its 61 days (docs/algorithm.md §4.2), so `history --days 365` asks some 700 of them
/// (docs/architecture.md §14).
struct DayCounts: Sendable {
  private let first: Int
  /// `totals[i]`: the days with a value among `first ..< first + i`.
  private let totals: [Int]

  /// The running totals of the days of `values` that have one.
  init<Value>(_ values: DayValues<Value>) {
    let days = values.days
    var totals = [0]
    totals.reserveCapacity(days.count + 1)
    for day in days {
      totals.append(totals[totals.count - 1] + (values[day] == nil ? 0 : 1))
    }
    first = days.lowerBound
    self.totals = totals
  }

  /// The days of `days` (day numbers) that have a value.
  func count(in days: ClosedRange<Int>) -> Int {
    total(before: days.upperBound, including: true) - total(before: days.lowerBound)
  }

  /// The days with a value before day number `day` (and on it when `including`).
  private func total(before day: Int, including: Bool = false) -> Int {
    let (offset, overflow) = day.subtractingReportingOverflow(first)
    guard !overflow else { return day < first ? 0 : totals[totals.count - 1] }
    if offset < 0 { return 0 }
    if offset >= totals.count - 1 { return totals[totals.count - 1] }
    return totals[offset + (including ? 1 : 0)]
  }
}
