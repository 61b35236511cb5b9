/// The sections of the Today view, in their default order (docs/architecture.md §9).
enum SectionID: String, CaseIterable, Sendable {
  /// Date, origin and age of the scores.
  case status
  /// Active alerts.
  case alerts
  /// The day's training advice and the rule behind it.
  case advice
  /// Today's target load and tonight's sleep: need, debt and bedtime.
  case plan
  /// Last night: asleep, in bed and out, stages, wakes.
  case night
  /// CTL, ATL, TSB with the form zone and a 14-day sparkline.
  case form
  /// The HRV trend: the 7-day mean against the normal range and its variation.
  case hrvTrend = "hrv-trend"
  /// The latest activity.
  case activity
  /// Steps and calories against goals.
  case health
  /// The rider's tags of the date, when it has any.
  case tags
  /// One line on what moved recovery most.
  case why
}
