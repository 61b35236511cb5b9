/// The baselines of one date that its report and the illness watch of the day after both read
/// (docs/algorithm.md §4 and §11): worked out once per date by a walk over days.
struct DayBaselines: Sendable {
  /// The HRV baseline, with the kind chosen from the days `[D−60, D]`.
  let hrv: HRVBaseline
  /// How many days of `[D−60, D]` have HRV of either kind.
  let hrvDays: Int
  /// The resting heart rate baseline.
  let restingHeartRate: MetricBaseline
  /// The respiratory rate baseline.
  let respiratoryRate: MetricBaseline
}

extension AthleteHistory {
  /// The baselines of `date`.
  func baselines(on date: LocalDate) -> DayBaselines {
    let (hrv, hrvDays) = hrvBaselineAndDays(on: date)
    return DayBaselines(
      hrv: hrv, hrvDays: hrvDays,
      restingHeartRate: Self.metricBaseline(restingHeartRate, on: date.dayNumber),
      respiratoryRate: Self.metricBaseline(respiratoryRate, on: date.dayNumber))
  }

  /// The baseline of day number `day` from the daily values of one metric: what
  /// `MetricBaseline(date:dailyValue:)` gives, read from the series directly.
  static func metricBaseline(_ values: DayValues<Double>, on day: Int) -> MetricBaseline {
    MetricBaseline(
      today: values[day], window: values.values(before: day, back: MetricBaseline.window))
  }

  /// The HRV baseline of day number `day` from the daily values of `kind`: what
  /// `HRVBaseline(kind:date:dailyValue:)` gives, read from the series directly.
  static func hrvBaseline(_ kind: HRVKind?, _ values: DayValues<Double>, on day: Int)
    -> HRVBaseline
  {
    HRVBaseline(
      kind: kind, today: values[day],
      window7: values.values(before: day, back: HRVBaseline.window7),
      window60: values.values(before: day, back: HRVBaseline.window60))
  }
}
