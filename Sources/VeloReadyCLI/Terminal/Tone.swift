/// A colour or emphasis in the output.
enum Tone: Sendable {
  case green, yellow, amber, red, grey, bold, dim

  /// The tone of a sleep or recovery band, or a strain band (docs/architecture.md §9).
  static func band(_ band: String?) -> Tone {
    switch band {
    case "optimal", "light": return .green
    case "good", "moderate": return .yellow
    case "fair", "hard": return .amber
    case "payAttention", "veryHard": return .red
    default: return .grey
    }
  }
}
