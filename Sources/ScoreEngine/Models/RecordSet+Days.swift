import Foundation

extension RecordSet {
  /// The first and last local date the records fall on in `clock`'s zone, `nil` for no record.
  /// A night counts on the day it ends, a sample on its time, an activity on its start, a daily
  /// record on its date: the same days `veloready status` reports for the store.
  public func dayRange(in clock: ZoneClock) -> ClosedRange<LocalDate>? {
    var instants: [Date] = sleep.map(\.end) + sleepSummaries.map(\.end)
    instants += hrv.map(\.time) + respiratoryRate.map(\.time) + activities.map(\.start)
    var days: [LocalDate] = dailySleep.map(\.date) + dailyHRV.map(\.date)
    for values in [restingHeartRate, dailyRespiratoryRate, skinTemperature, steps, activeEnergy] {
      days += values.map(\.date)
    }
    days += fitness.map(\.date)
    if let first = instants.min(), let last = instants.max() {
      days += [clock.day(of: first), clock.day(of: last)]
    }
    guard let first = days.min(), let last = days.max() else { return nil }
    return first...last
  }
}
