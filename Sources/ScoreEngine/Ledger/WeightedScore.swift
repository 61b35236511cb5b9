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
  public var name: String
  /// The integer weight of the VR-1 table.
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

/// A component that did not count, and why (a reason code of the VR-1 tables).
public struct AbsentComponent: Hashable, Sendable {
  /// The component name.
  public var name: String
  /// The reason code, e.g. `no-stages`.
  public var reason: String

  /// Creates an absent component.
  public init(name: String, reason: String) {
    self.name = name
    self.reason = reason
  }
}

/// A 0–100 score made of weighted components: sleep (docs/algorithm.md §5) or recovery (§6).
public struct WeightedScore: Hashable, Sendable {
  /// The displayed score, or `nil` with `reason`.
  public var value: Int?
  /// Why `value` is `nil` (`no-sleep`, `insufficient-data`).
  public var reason: String?
  /// The unrounded weighted mean.
  public var exactValue: Double?
  /// The band of `value`.
  public var band: ScoreBand? { value.map(ScoreBand.init(score:)) }
  /// `full` or `limited`.
  public var quality: ScoreQuality
  /// Present components in table order.
  public var components: [ScoreComponent]
  /// Absent components in table order.
  public var absent: [AbsentComponent]

  /// A score with no value.
  public static func unavailable(reason: String, absent: [AbsentComponent]) -> WeightedScore {
    WeightedScore(
      value: nil, reason: reason, exactValue: nil, quality: .limited, components: [],
      absent: absent)
  }
}

/// A component ready to be weighed: name, integer weight, sub-score and the figures behind it.
public struct ComponentInput: Hashable, Sendable {
  /// The component name.
  public var name: String
  /// The integer weight.
  public var weight: Int
  /// The sub-score, 0–100.
  public var subScore: Double
  /// The figures behind the sub-score.
  public var inputs: [Figure]

  /// Creates a component input.
  public init(name: String, weight: Int, subScore: Double, inputs: [Figure]) {
    self.name = name
    self.weight = weight
    self.subScore = subScore
    self.inputs = inputs
  }
}
