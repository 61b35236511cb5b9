import Foundation

/// When each wellness record counts for the stale-data alert (docs/algorithm.md §11): a timed
/// record at its end, a daily record at the end of its day; sorted, so the newest record before an
/// instant is a binary search. Wellness records are sleep segments and nightly totals, HRV,
/// resting heart rate, respiratory rate and skin temperature; activities, steps, active energy and
/// `fitness` records do not count (a rider who only records activities has nothing to go stale).
///
/// A store that reads only a window of days passes the window's times and the newest time before
/// the window (`earlier`), which answers the same questions for instants inside the window.
public struct RecordTimeIndex: Hashable, Sendable {
  /// The record times, sorted.
  public let times: [Double]
  /// The newest time of a record left out before `times`.
  public let earlier: Double?

  /// An index of `times` (seconds since 1970, any order), with `earlier` the newest time of any
  /// record left out before them.
  public init(times: [Double], earlier: Double? = nil) {
    self.times = times.sorted()
    self.earlier = earlier
  }

  /// An index of `times`, which are sorted already (a part of another index's `times`), with
  /// `earlier` as in `init(times:earlier:)`.
  package init(sortedTimes times: [Double], earlier: Double?) {
    assert(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "times out of order")
    self.times = times
    self.earlier = earlier
  }

  /// The index of every wellness record of `records`, days read in `clock`'s zone.
  public init(_ records: RecordSet, clock: ZoneClock) {
    var times: [Double] = []
    times.reserveCapacity(records.count)
    var dayEnds: [Int: Double] = [:]
    func endOfDay(_ date: LocalDate) -> Double {
      if let known = dayEnds[date.dayNumber] { return known }
      let end = clock.startOfDay(date.adding(days: 1))
      dayEnds[date.dayNumber] = end
      return end
    }
    times += records.sleep.map { $0.end.timeIntervalSince1970 }
    times += records.sleepSummaries.map { $0.end.timeIntervalSince1970 }
    times += records.hrv.map { $0.time.timeIntervalSince1970 }
    times += records.respiratoryRate.map { $0.time.timeIntervalSince1970 }
    let dailyDates =
      records.dailySleep.map(\.date) + records.dailyHRV.map(\.date)
      + [records.restingHeartRate, records.dailyRespiratoryRate, records.skinTemperature]
      .flatMap { $0.map(\.date) }
    times += dailyDates.map(endOfDay)
    self.init(times: times)
  }

  /// The index a window keeps: the times in `[from, through]` and the newest before `from`.
  public func window(from: Double, through: Double) -> RecordTimeIndex {
    let lower = times.partitioningIndex { $0 >= from }
    let upper = times.partitioningIndex { $0 > through }
    return RecordTimeIndex(
      sortedTimes: Array(times[lower..<max(lower, upper)]), earlier: newest(before: from))
  }

  /// The newest time strictly before `instant` (seconds since 1970), if any.
  public func newest(before instant: Double) -> Double? {
    let index = times.partitioningIndex { $0 >= instant }
    return index > 0 ? times[index - 1] : earlier.flatMap { $0 < instant ? $0 : nil }
  }
}
