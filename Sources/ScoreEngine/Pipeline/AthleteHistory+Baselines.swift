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
      restingHeartRate: MetricBaseline(date: date) { self.restingHeartRate[$0.dayNumber] },
      respiratoryRate: MetricBaseline(date: date) { self.respiratoryRate[$0.dayNumber] })
  }
}
