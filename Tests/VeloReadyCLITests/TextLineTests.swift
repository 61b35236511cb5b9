import Testing

@testable import VeloKit

/// `TextLine` draws the bytes that joining, padding, painting and trimming `String`s drew
/// (docs/architecture.md §14): each case is built both ways and compared.
@Suite struct TextLineTests {
  static let styles = [
    TerminalStyle(color: false, unicode: true, width: 80),
    TerminalStyle(color: true, unicode: true, width: 80),
  ]

  /// A cell as the history drew it: padded (numbers on the left), then painted.
  static func joined(
    _ text: String, width: Int, _ alignment: TextLine.Alignment, tone: Tone?,
    _ style: TerminalStyle
  ) -> String {
    let spaces = String(repeating: " ", count: max(0, width - TextWidth.of(text)))
    let padded = alignment == .right ? spaces + text : text + spaces
    return tone.map { style.paint(padded, $0) } ?? padded
  }

  static let cells: [(String, Int, TextLine.Alignment, Tone?)] = [
    ("72", 5, .right, .green), ("--", 5, .right, nil), ("-16.0", 6, .right, .red),
    ("102.35", 5, .right, .amber), ("", 5, .right, .green), ("", 0, .left, .grey),
    ("Tue 18 Nov", 10, .left, nil), ("2026-11-20", 10, .left, .bold),
    ("naïve", 8, .left, .dim), ("日本", 6, .right, .yellow), ("⚠ ⚠", 4, .left, .red),
  ]

  @Test(arguments: 0..<2)
  func cellsAreTheStringsOfPaddedPaintedText(_ styleIndex: Int) {
    let style = Self.styles[styleIndex]
    var line = TextLine(capacity: 8)
    var joined = ""
    for (text, width, alignment, tone) in Self.cells {
      var alone = TextLine(capacity: 0)
      alone.appendCell(text, width: width, alignment, tone: tone, style)
      let expected = Self.joined(text, width: width, alignment, tone: tone, style)
      #expect(alone.text == expected, "\(text) in \(width)")
      line.appendSpaces(1)
      line.appendCell(text, width: width, alignment, tone: tone, style)
      joined += " " + expected
    }
    line.append("  tail ")
    joined += "  tail "
    #expect(line.text == joined)
    #expect(line.trimmedText == TextFit.trimmed(joined))
  }

  @Test func trimmingDropsTrailingSpacesAsTextFitDoes() {
    for text in [
      "", " ", "   ", "a", "a  ", "  a", "72   --  ", "\u{1B}[32m   72\u{1B}[0m   ", "é ",
      "日本  ", "a\u{301} ", "\u{600} ", "\u{600}  x  ",
    ] {
      var line = TextLine(capacity: 0)
      line.append(text)
      #expect(line.trimmedText == TextFit.trimmed(text), "'\(text)'")
    }
  }

  @Test func spacesAreNoneForACountBelowOne() {
    var line = TextLine(capacity: 0)
    line.appendSpaces(0)
    line.appendSpaces(-3)
    line.append("x")
    line.appendSpaces(2)
    #expect(line.text == "x  ")
  }
}
