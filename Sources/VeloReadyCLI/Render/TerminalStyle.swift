/// What the output device can show: colour, Unicode, width (DESIGN.md §7).
struct TerminalStyle: Equatable, Sendable {
  var color: Bool
  var unicode: Bool
  var width: Int

  /// Colour from `--color`, then `NO_COLOR`, then `TERM=dumb`, then whether stdout is a terminal;
  /// Unicode unless `--ascii` or a non-UTF-8 locale; width from `COLUMNS`, else the terminal, else 80.
  static func resolve(
    color choice: ColorChoice, ascii: Bool, environment: [String: String], isTerminal: Bool,
    terminalWidth: Int?
  ) -> TerminalStyle {
    let color: Bool
    switch choice {
    case .always: color = true
    case .never: color = false
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
        color = false
      } else if environment["TERM"] == "dumb" {
        color = false
      } else {
        color = isTerminal
      }
    }
    let locale =
      [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
      .compactMap { $0 }.first { !$0.isEmpty } ?? ""
    let utf8 = locale.lowercased().contains("utf-8") || locale.lowercased().contains("utf8")
    let width =
      environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? terminalWidth
      ?? 80
    return TerminalStyle(color: color, unicode: utf8 && !ascii, width: width)
  }
}

/// A colour or emphasis in the output.
enum Tone: Sendable {
  case green, yellow, amber, red, grey, bold, dim

  /// The tone of a sleep or recovery band, or a strain band (DESIGN.md §7).
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

extension TerminalStyle {
  /// `text` in `tone` when colour is on.
  func paint(_ text: String, _ tone: Tone) -> String {
    guard color, !text.isEmpty else { return text }
    return ANSI.escape(.tone(tone)) + text + ANSI.escape(.reset)
  }

  /// The Unicode symbol, or its ASCII stand-in.
  func symbol(_ unicode: String, _ ascii: String) -> String {
    self.unicode ? unicode : ascii
  }
}
