/// The sections of the Today view, in their default order (docs/architecture.md §9).
enum SectionID: String, CaseIterable, Sendable {
  /// Date, origin and age of the scores.
  case status
  /// Active alerts.
  case alerts
  /// The day's training advice and the rule behind it.
  case advice
  /// Last night: asleep, in bed and out, stages, wakes.
  case night
  /// CTL, ATL, TSB with the form zone and a 14-day sparkline.
  case form
  /// The latest activity.
  case activity
  /// Steps and calories against goals.
  case health
  /// One line on what moved recovery most.
  case why
}
