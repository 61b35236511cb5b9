/// Unions of time intervals, in seconds since the epoch.
enum Intervals {
  /// The maximal runs of `intervals` after merging overlapping or touching ones, by start.
  static func merged(_ intervals: [(start: Double, end: Double)]) -> [(start: Double, end: Double)]
  {
    let sorted = intervals.sorted {
      $0.start < $1.start || ($0.start == $1.start && $0.end < $1.end)
    }
    var runs: [(start: Double, end: Double)] = []
    for interval in sorted {
      if let last = runs.last, interval.start <= last.end {
        runs[runs.count - 1].end = max(last.end, interval.end)
      } else {
        runs.append(interval)
      }
    }
    return runs
  }

  /// The length of the union of `intervals`, in seconds.
  static func unionLength(_ intervals: [(start: Double, end: Double)]) -> Double {
    merged(intervals).reduce(0) { $0 + ($1.end - $1.start) }
  }

  /// The length of the overlap of two intervals (0 when they are disjoint).
  static func overlap(_ a: (start: Double, end: Double), _ b: (start: Double, end: Double))
    -> Double
  {
    max(0, min(a.end, b.end) - max(a.start, b.start))
  }
}
