import Foundation

/// The band of a displayed strain (docs/algorithm.md §9).
public enum StrainBand: String, Hashable, Sendable, Codable, CaseIterable {
  /// Under 6.
  case light
  /// 6 to under 11.
  case moderate
  /// 11 to under 16.
  case hard
  /// 16 and above.
  case veryHard

  /// The band of a strain given in tenths (the displayed value × 10).
  public init(tenths: Int) {
    switch tenths {
    case ..<60: self = .light
    case 60..<110: self = .moderate
    case 110..<160: self = .hard
    default: self = .veryHard
    }
  }

  /// The rider-facing label, e.g. "Very hard".
  public var label: String {
    switch self {
    case .light: return "Light"
    case .moderate: return "Moderate"
    case .hard: return "Hard"
    case .veryHard: return "Very hard"
    }
  }
}

/// One addend of the strain total `T`.
public struct StrainContribution: Hashable, Sendable {
  /// What it is.
  public enum Kind: String, Hashable, Sendable {
    /// An activity's load.
    case activity
    /// The everyday-movement term from steps.
    case steps
  }

  /// Activity or steps.
  public var kind: Kind
  /// The activity id, `nil` for steps.
  public var id: String?
  /// The load method, `nil` for steps.
  public var method: LoadMethod?
  /// The load, TSS-equivalent.
  public var load: Double
  /// The share of the activity its heart-rate stream covers, when the heart-rate methods were
  /// reached (docs/algorithm.md §7.3): below 0.8 the stream was not used.
  public var streamCoverage: Double? = nil
  /// The heart rate method `heartRateAverage` scored, and where it came from.
  public var scoredHeartRate: ScoredHeartRate? = nil
}

/// Strain on the 0–18 scale (docs/algorithm.md §9): independent of every other score.
public struct StrainScore: Hashable, Sendable {
  /// The displayed strain, one decimal.
  public var value: Double
  /// The unrounded strain.
  public var exactValue: Double
  /// `T = L(D) + A`.
  public var total: Double
  /// The loads that sum to `T`: activities in order of start, then steps.
  public var contributions: [StrainContribution]
  /// `full` with activity or step data, else `noData`.
  public var quality: ScoreQuality

  /// The band of the displayed value.
  public var band: StrainBand { StrainBand(tenths: Rounding.units(value, decimals: 1)) }

  /// Strain from the day's activities and step count.
  public init(activities: [MergedActivity], steps: Double?) {
    var contributions = activities.map {
      StrainContribution(
        kind: .activity, id: $0.id, method: $0.method, load: $0.load,
        streamCoverage: $0.streamCoverage, scoredHeartRate: $0.scoredHeartRate)
    }
    if let steps {
      contributions.append(
        StrainContribution(
          kind: .steps, id: nil, method: nil, load: Self.movementTerm(steps: steps)))
    }
    let total = contributions.reduce(0) { $0 + $1.load }
    let exact = activities.isEmpty && steps == nil ? 0 : Self.strain(total: total)
    self.value = Rounding.display(exact, decimals: 1)
    self.exactValue = exact
    self.total = total
    self.contributions = contributions
    self.quality = activities.isEmpty && steps == nil ? .noData : .full
  }

  /// The everyday-movement term `A = min(7, 0.8 · steps/1000)`.
  public static func movementTerm(steps: Double) -> Double {
    min(movementCap, movementPerThousandSteps * steps / 1000)
  }

  /// `clamp(18 · ln(1 + EPOC) / ln 1201, 0, 18)` with `EPOC = 0.25 · T^1.1`.
  public static func strain(total: Double) -> Double {
    min(maximum, max(0, maximum * log(1 + epoc(total: total)) / log(1 + epocAtMaximum)))
  }
}
