/// The one place that emits ANSI escape sequences.
enum ANSI {
  /// An escape sequence.
  enum Code: Equatable {
    case tone(Tone)
    case reset
    /// Move the cursor up `n` lines to column 1.
    case cursorUp(Int)
    /// Clear from the cursor to the end of the screen.
    case clearToEnd
  }

  static func escape(_ code: Code) -> String {
    switch code {
    case .reset: return "\u{1B}[0m"
    case .cursorUp(let lines): return lines > 0 ? "\u{1B}[\(lines)F" : "\r"
    case .clearToEnd: return "\u{1B}[J"
    case .tone(let tone):
      switch tone {
      case .green: return "\u{1B}[32m"
      case .yellow: return "\u{1B}[33m"
      case .amber: return "\u{1B}[38;5;214m"
      case .red: return "\u{1B}[31m"
      case .grey: return "\u{1B}[90m"
      case .bold: return "\u{1B}[1m"
      case .dim: return "\u{1B}[2m"
      }
    }
  }
}
