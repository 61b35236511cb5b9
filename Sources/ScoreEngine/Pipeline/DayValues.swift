/// Values by day number, stored densely from the first day that has one to the last: a look-up is
/// an index, not a hash. A report reads about 200 daily values (60-day baselines of HRV, resting
/// HR and respiratory rate, two weeks of sleep timing, the illness signs of the day before), so
/// `history --days 365` does some 70,000 of them (docs/architecture.md §14).
struct DayValues<Value> {
  private let first: Int
  private let values: [Value?]

  /// No values: every day reads as `nil`.
  init() {
    first = 0
    values = []
  }

  /// The values of `byDay`, keyed by day number.
  init(_ byDay: [Int: Value]) {
    let low = byDay.keys.min() ?? 0
    let high = byDay.keys.max() ?? -1
    var values = [Value?](repeating: nil, count: high - low + 1)
    for (day, value) in byDay { values[day - low] = value }
    first = low
    self.values = values
  }

  /// The value of day number `day`, `nil` when it has none.
  subscript(_ day: Int) -> Value? {
    let (index, overflow) = day.subtractingReportingOverflow(first)
    return !overflow && index >= 0 && index < values.count ? values[index] : nil
  }

  /// Each value transformed, `nil` where `transform` gives none: the same days, without going
  /// through a dictionary.
  func compactMap<Other>(_ transform: (Value) -> Other?) -> DayValues<Other> {
    DayValues<Other>(first: first, values: values.map { $0.flatMap(transform) })
  }

  private init(first: Int, values: [Value?]) {
    self.first = first
    self.values = values
  }

  /// The days from the first with a value to the last, empty without any.
  var days: Range<Int> { first..<(first + values.count) }

  /// The values of the days `day − k` for each `k` of `back`, in that order, leaving out days
  /// without one: the window a baseline reads (docs/algorithm.md §4.2), in the order its sums
  /// add them.
  func values(before day: Int, back: ClosedRange<Int>) -> [Value] {
    var found: [Value] = []
    found.reserveCapacity(back.count)
    for offset in back {
      if let value = self[day - offset] { found.append(value) }
    }
    return found
  }
}

extension DayValues: Sendable where Value: Sendable {}
