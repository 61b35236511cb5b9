/// Whether a score had all its inputs.
public enum ScoreQuality: String, Hashable, Sendable, Codable {
  /// Every component present.
  case full
  /// Some components absent; weights renormalised over the rest.
  case limited
  /// Strain with no activity and no step data.
  case noData
}

/// The band of a sleep or recovery score (docs/algorithm.md §6, "Bands").
public enum ScoreBand: String, Hashable, Sendable, Codable, CaseIterable {
  /// 80–100.
  case optimal
  /// 60–79.
  case good
  /// 40–59.
  case fair
  /// 0–39.
  case payAttention

  /// The band of a displayed score.
  public init(score: Int) {
    switch score {
    case 80...: self = .optimal
    case 60..<80: self = .good
    case 40..<60: self = .fair
    default: self = .payAttention
    }
  }

  /// The rider-facing label, e.g. "Pay attention".
  public var label: String {
    switch self {
    case .optimal: return "Optimal"
    case .good: return "Good"
    case .fair: return "Fair"
    case .payAttention: return "Pay attention"
    }
  }
}

/// One present component of a weighted score, with its ledger entry (docs/algorithm.md §10).
public struct ScoreComponent: Hashable, Sendable {
  /// The component name, e.g. `duration` or `hrv`.
  public var name: ComponentName
  /// The integer weight of the table.
  public var weight: Int
  /// The sub-score, 0–100.
  public var subScore: Double
  /// `weight / Σ weights of the present components`.
  public var effectiveWeight: Double
  /// `weight · subScore / Σ weights`, unrounded.
  public var points: Double
  /// Integer points, apportioned by largest remainder so that they sum to the displayed score.
  public var displayedPoints: Int
  /// The inputs and baseline behind the sub-score.
  public var inputs: [Figure]
}

/// A component that did not count, and why (a reason code of the tables).
public struct AbsentComponent: Hashable, Sendable {
  /// The component name.
  public var name: ComponentName
  /// The reason code, e.g. `no-stages`.
  public var reason: AbsentReason

  /// Creates an absent component.
  public init(name: ComponentName, reason: AbsentReason) {
    self.name = name
    self.reason = reason
  }
}

/// A 0–100 score made of weighted components: sleep (docs/algorithm.md §5) or recovery (§6).
public struct WeightedScore: Hashable, Sendable {
  /// The displayed score, or `nil` with `reason`.
  public var value: Int?
  /// Why `value` is `nil` (`no-sleep`, `insufficient-data`).
  public var reason: AbsentReason?
  /// The unrounded weighted mean (before any cap).
  public var exactValue: Double?
  /// The band of `value`.
  public var band: ScoreBand? { value.map(ScoreBand.init(score:)) }
  /// `full` or `limited`.
  public var quality: ScoreQuality
  /// Present components in table order.
  public var components: [ScoreComponent]
  /// Absent components in table order.
  public var absent: [AbsentComponent]
  /// The cap that lowered the score, as a ledger line after the components (sleep's short-night
  /// cap, docs/algorithm.md §5.2); `nil` when no cap lowered it.
  public var cap: ScoreCap?

  /// Creates a score.
  public init(
    value: Int?, reason: AbsentReason?, exactValue: Double?, quality: ScoreQuality,
    components: [ScoreComponent], absent: [AbsentComponent], cap: ScoreCap? = nil
  ) {
    self.value = value
    self.reason = reason
    self.exactValue = exactValue
    self.quality = quality
    self.components = components
    self.absent = absent
    self.cap = cap
  }

  /// The score before any cap: the sum of the components' displayed points.
  public var uncappedValue: Int? { cap.map(\.uncapped) ?? value }

  /// A score with no value.
  public static func unavailable(reason: AbsentReason, absent: [AbsentComponent])
    -> WeightedScore
  {
    WeightedScore(
      value: nil, reason: reason, exactValue: nil, quality: .limited, components: [],
      absent: absent)
  }
}

/// A cap that lowered a weighted score, shown as a ledger line with negative points so that the
/// lines still sum to the displayed score (docs/algorithm.md §5.2 and §10).
public struct ScoreCap: Hashable, Sendable {
  /// The line's name, e.g. `short-night`.
  public var name: ComponentName
  /// The highest score the cap allows.
  public var limit: Int
  /// The score before the cap, which the components' points sum to.
  public var uncapped: Int
  /// The figures that decided the cap.
  public var inputs: [Figure]

  /// Creates a cap line.
  public init(name: ComponentName, limit: Int, uncapped: Int, inputs: [Figure]) {
    self.name = name
    self.limit = limit
    self.uncapped = uncapped
    self.inputs = inputs
  }

  /// The capped score, `min(uncapped, limit)`.
  public var value: Int { min(uncapped, limit) }
  /// The line's points: capped − uncapped, 0 or negative.
  public var points: Int { value - uncapped }
}

/// A component ready to be weighed: name, integer weight, sub-score and the figures behind it.
public struct ComponentInput: Hashable, Sendable {
  /// The component name.
  public var name: ComponentName
  /// The integer weight.
  public var weight: Int
  /// The sub-score, 0–100.
  public var subScore: Double
  /// The figures behind the sub-score.
  public var inputs: [Figure]

  /// Creates a component input.
  public init(name: ComponentName, weight: Int, subScore: Double, inputs: [Figure]) {
    self.name = name
    self.weight = weight
    self.subScore = subScore
    self.inputs = inputs
  }

  /// A component input whose figures are made only for a score with its ledger (`detail`).
  public init(
    name: ComponentName, weight: Int, subScore: Double, detail: ScoreDetail,
    inputs: @autoclosure () -> [Figure]
  ) {
    self.init(
      name: name, weight: weight, subScore: subScore, inputs: detail == .ledger ? inputs() : [])
  }
}
