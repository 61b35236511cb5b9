import ScoreEngine
import VeloKit

extension Tone {
  /// The tone of a sleep or recovery band; grey without one (docs/architecture.md §9).
  static func band(_ band: ScoreBand?) -> Tone {
    switch band {
    case .optimal?: return .green
    case .good?: return .yellow
    case .fair?: return .amber
    case .payAttention?: return .red
    case nil: return .grey
    }
  }

  /// The tone of a strain band.
  static func band(_ band: StrainBand) -> Tone {
    switch band {
    case .light: return .green
    case .moderate: return .yellow
    case .hard: return .amber
    case .veryHard: return .red
    }
  }
}
