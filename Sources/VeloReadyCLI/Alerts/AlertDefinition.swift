import ScoreEngine

/// When a dismissed alert comes back (docs/architecture.md §8).
struct DismissalPolicy: Sendable, Equatable {
  /// Comes back this many days after the day it was dismissed for (`nil`: not by time alone).
  var reappearAfterDays: Int?
  /// How many times one episode may be dismissed (`nil`: no limit).
  var maximumDismissals: Int?
  /// Comes back early when its metric worsens by this much since the dismissal.
  var worsening: Worsening?
}

/// "Worse by a stated amount", on a displayed metric in integer units of its last digit.
struct Worsening: Sendable, Equatable {
  /// The metric, as the rider reads it, e.g. "TSB".
  var metric: String
  /// Units per step of the metric's last digit: 10 for tenths, 100 for hundredths, 1 for counts.
  var scale: Int
  /// How much worse, in displayed units (e.g. 0.5 of z is 50 hundredths).
  var amount: Int
  /// Whether lower values are worse (z, TSB) or higher (resting HR above baseline, signs).
  var lowerIsWorse: Bool

  /// Whether `now` is worse than `then` by at least `amount`.
  func hasWorsened(from then: Int, to now: Int) -> Bool {
    lowerIsWorse ? now <= then - amount : now >= then + amount
  }

  /// e.g. "TSB falls a further 10.0".
  var phrase: String {
    let shown = Shown.number(Double(amount) / Double(scale), scale == 1 ? 0 : scale == 10 ? 1 : 2)
    return "\(metric) \(lowerIsWorse ? "falls" : "rises") a further \(shown)"
  }
}

/// What a message is written from.
struct AlertContext {
  let condition: AlertCondition
  let report: Report
  /// Consecutive days the condition has held, including today.
  let streak: Int
}

/// One alert of the Today view: a value with a stable id, a priority, a severity (from the engine's
/// condition), a title and a specific message, the part of the dashboard it concerns, and how
/// its dismissal works. The activation condition is the engine's (docs/algorithm.md §11).
struct AlertDefinition: Sendable {
  /// The engine's condition that activates it.
  let id: AlertID
  /// Lower comes first.
  let priority: Int
  /// The part of the dashboard it concerns: `sleep`, `recovery`, `form` or `status`.
  let concerns: String
  let title: String
  /// The condition in words, with its thresholds (docs/algorithm.md §11).
  let rule: String
  let message: @Sendable (AlertContext) -> String
  let policy: DismissalPolicy
  /// The alert's metric in displayed units, for `policy.worsening`.
  let metric: @Sendable (Report, AlertCondition) -> Int?
}

extension AlertDefinition {
  /// "", " for the second day", …, " for 12 days".
  static func forDays(_ streak: Int) -> String {
    let ordinals = ["", "", "second", "third", "fourth", "fifth", "sixth", "seventh"]
    if streak < 2 { return "" }
    return streak < ordinals.count ? " for the \(ordinals[streak]) day" : " for \(streak) days"
  }
}
