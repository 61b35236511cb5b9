import Foundation

extension RecordValidator.Range {
  /// The days a record may fall on: those the store writes as `YYYY-MM-DD` (docs/formats.md §5.1),
  /// 0000-01-01 to 9999-12-31.
  public static let days = LocalDate(dayNumber: -719_528)...LocalDate(dayNumber: 2_932_896)

  /// The instants, in seconds since 1970, whose local day is in `days` in every zone.
  public static let storableInstants = RecordValidator.instants(within: days)
}

extension RecordValidator {
  /// The instants whose local day lies in `days` in every zone (their offsets are less than a
  /// day): from the second day's start to the last day's start, in UTC.
  public static func instants(within days: ClosedRange<LocalDate>) -> ClosedRange<Double> {
    Double(days.lowerBound.dayNumber + 1) * 86_400...Double(days.upperBound.dayNumber) * 86_400
  }

  /// The records of `records` whose days lie in `days` and whose instants lie in `instants`
  /// (`Range.days` and the instants within it by default: what the store can hold); each other
  /// one is passed to `rejected` with its problem and its date as text, and left out.
  ///
  /// A record dated `9999-12-31T23:59:59-14:00` is a valid timestamp, but its day in most zones
  /// is in the year 10000, which no `YYYY-MM-DD` column holds: kept, it would fail the whole
  /// import at the store's `CHECK`. Rejected here, it costs only itself.
  public static func keepingDates(
    _ records: RecordSet, in days: ClosedRange<LocalDate> = Range.days,
    instants: ClosedRange<Double>? = nil, rejected: (RecordProblem, String) -> Void
  ) -> RecordSet {
    let instants = instants ?? Self.instants(within: days)
    let rule = RejectionReason.Rule.outsideDays(days)
    var kept = records
    func keep<Record>(
      _ path: WritableKeyPath<RecordSet, [Record]>, _ check: (Record) -> (RecordProblem, String)?
    ) {
      guard records[keyPath: path].contains(where: { check($0) != nil }) else { return }
      kept[keyPath: path] = records[keyPath: path].filter { record in
        guard let (problem, date) = check(record) else { return true }
        rejected(problem, date)
        return false
      }
    }
    // One instant a call, not a variadic list: that would allocate an array per record checked.
    func timed(_ field: String, _ time: Date) -> (RecordProblem, String)? {
      instants.contains(time.timeIntervalSince1970)
        ? nil : (RecordProblem(reason: RejectionReason(field: field, rule: rule)), Self.text(time))
    }
    func daily(_ field: String, _ day: LocalDate) -> (RecordProblem, String)? {
      days.contains(day)
        ? nil : (RecordProblem(reason: RejectionReason(field: field, rule: rule)), "\(day)")
    }
    keep(\.sleep) { timed("sleep.start", $0.start) ?? timed("sleep.end", $0.end) }
    keep(\.sleepSummaries) {
      timed("sleepSummaries.start", $0.start) ?? timed("sleepSummaries.end", $0.end)
    }
    keep(\.dailySleep) { daily("dailySleep.date", $0.date) }
    keep(\.hrv) { timed("hrv.time", $0.time) }
    keep(\.dailyHRV) { daily("dailyHrv.date", $0.date) }
    keep(\.restingHeartRate) { daily("restingHeartRate.date", $0.date) }
    keep(\.respiratoryRate) { timed("respiratoryRate.time", $0.time) }
    keep(\.dailyRespiratoryRate) { daily("dailyRespiratoryRate.date", $0.date) }
    keep(\.skinTemperature) { daily("skinTemperature.date", $0.date) }
    keep(\.steps) { daily("steps.date", $0.date) }
    keep(\.activeEnergy) { daily("activeEnergy.date", $0.date) }
    keep(\.fitness) { daily("fitness.date", $0.date) }
    keep(\.activities) { timed("activities.start", $0.start) }
    return kept
  }

  /// An instant as UTC text for a rejection message (`10000-01-01T13:59:59Z`), without
  /// Foundation's formatting, which gives up on such years.
  static func text(_ instant: Date) -> String {
    let seconds = instant.timeIntervalSince1970
    guard seconds.isFinite, abs(seconds) < 1e15 else { return "\(seconds) s" }
    let whole = Int(seconds.rounded(.down))
    let day = LocalDate(dayNumber: Int((Double(whole) / 86_400).rounded(.down)))
    let second = whole - day.dayNumber * 86_400
    func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(day)T\(pad(second / 3600)):\(pad(second / 60 % 60)):\(pad(second % 60))Z"
  }
}
