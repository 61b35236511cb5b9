import Foundation
import VeloKit

/// The text of `veloready explain`: each topic's heading, its ledger lines, absent components,
/// notes and the line that lands on the displayed value, fitted to the width.
enum ExplainText {
  static let nameWidth = 13

  static func render(_ explanations: [Explanation], style: TerminalStyle) -> [String] {
    var lines: [String] = []
    for explanation in explanations {
      if !lines.isEmpty { lines.append("") }
      lines += topic(explanation, style)
    }
    return lines
  }

  private static func topic(_ explanation: Explanation, _ style: TerminalStyle) -> [String] {
    let dot = " " + style.symbol("·", "-") + " "
    var heading = explanation.topic.title
    if let shown = explanation.shown { heading += " " + shown }
    // Broken between its parts on a narrow terminal, never cut: the section is where to read on.
    let parts =
      [style.paint(heading, .bold)] + (explanation.label.map { [$0] } ?? [])
      + [style.paint(explanation.topic.section, .dim)]
    var lines = TextFit.flow(parts, after: "", separator: dot, hangingIndent: 2, style)
    let hanging = 2 + nameWidth
    for entry in explanation.entries {
      let separator = entry.result.hasPrefix(";") ? "" : " "
      // A rule names its activity or night's source: input text, escaped here at the view.
      let text = keptWithNumber(
        Shown.input(entry.rule + (entry.result.isEmpty ? "" : separator + entry.result)))
      lines += TextFit.wrap(
        text, after: "  " + style.paint(TextWidth.pad(entry.name, to: nameWidth), .dim),
        hangingIndent: hanging, style)
    }
    for absent in explanation.absent {
      lines += TextFit.wrap(
        Shown.input("\(absent.name) did not count (\(absent.reason))"),
        after: "  " + style.paint(TextWidth.pad("absent", to: nameWidth), .dim),
        hangingIndent: hanging, style)
    }
    for note in explanation.notes {
      lines += TextFit.wrap(keptWithNumber(Shown.input(note)), after: "  ", hangingIndent: 4, style)
    }
    if let total = explanation.total {
      lines += TextFit.wrap(style.paint(total, .bold), after: "  ", hangingIndent: 4, style)
    }
    return lines
  }

  /// `text` with each ` %` joined to its number by a no-break space, so that wrapping never
  /// leaves a percent sign at the start of a line (`--ascii` shows it as a plain space).
  private static func keptWithNumber(_ text: String) -> String {
    text.replacingOccurrences(of: " %", with: "\u{00A0}%")
  }
}
