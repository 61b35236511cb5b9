import Testing
import VeloJSON

@testable import VeloKit
@testable import VeloReadyCLI

/// Colour, Unicode and width rules of docs/architecture.md §9.
@Suite struct TerminalStyleTests {
  static let cases: [(String, ColorChoice, [String: String], Bool, Bool)] = [
    ("auto on a terminal", .auto, ["LANG": "C.UTF-8"], true, true),
    ("auto into a pipe", .auto, ["LANG": "C.UTF-8"], false, false),
    ("NO_COLOR set", .auto, ["NO_COLOR": "1"], true, false),
    ("NO_COLOR empty is unset", .auto, ["NO_COLOR": ""], true, true),
    ("TERM=dumb", .auto, ["TERM": "dumb"], true, false),
    (
      "always beats NO_COLOR and TERM=dumb", .always, ["NO_COLOR": "1", "TERM": "dumb"], false, true
    ),
    ("never on a terminal", .never, [:], true, false),
  ]

  @Test(arguments: cases)
  func colourFollowsTheFlagThenNoColorThenTermThenTheTerminal(
    _ name: String, _ choice: ColorChoice, _ environment: [String: String], _ terminal: Bool,
    _ expected: Bool
  ) {
    let style = TerminalStyle.resolve(
      color: choice, ascii: false, environment: environment, isTerminal: terminal,
      terminalWidth: nil)
    #expect(style.color == expected)
  }

  @Test func unicodeNeedsAUTF8LocaleAndNoASCIIFlag() {
    func unicode(_ environment: [String: String], ascii: Bool = false) -> Bool {
      TerminalStyle.resolve(
        color: .never, ascii: ascii, environment: environment, isTerminal: false, terminalWidth: nil
      ).unicode
    }
    #expect(unicode(["LANG": "en_GB.UTF-8"]))
    #expect(unicode(["LC_ALL": "de_DE.utf8", "LANG": "C"]))
    #expect(!unicode(["LC_ALL": "C", "LANG": "en_GB.UTF-8"]))
    #expect(!unicode([:]))
    #expect(!unicode(["LANG": "C"]))
    #expect(!unicode(["LANG": "en_GB.ISO-8859-1"]))
    #expect(!unicode(["LANG": "en_GB.UTF-8"], ascii: true))
  }

  @Test func widthComesFromColumnsThenTheTerminalThen80() {
    func width(_ environment: [String: String], _ terminal: Int?) -> Int {
      TerminalStyle.resolve(
        color: .never, ascii: false, environment: environment, isTerminal: true,
        terminalWidth: terminal
      ).width
    }
    #expect(width(["COLUMNS": "50"], 120) == 50)
    #expect(width(["COLUMNS": "wide"], 120) == 120)
    #expect(width([:], nil) == 80)
  }

  @Test func onlyOneFunctionEmitsEscapes() {
    let plain = TerminalStyle(color: false, unicode: true, width: 80)
    let coloured = TerminalStyle(color: true, unicode: true, width: 80)
    #expect(plain.paint("x", .red) == "x")
    #expect(coloured.paint("x", .red) == ANSI.escape(.tone(.red)) + "x" + ANSI.escape(.reset))
    #expect(TextWidth.of(coloured.paint("abc", .green)) == 3)
  }

  @Test(
    "ring segments fill in proportion, at least one for any score above zero",
    arguments: [(0.0, 0), (0.01, 1), (0.5, 8), (0.94, 15), (0.97, 16), (1, 16), (1.3, 16)])
  func ringSegments(fraction: Double, filled: Int) {
    #expect(RingRenderer.filledSegments(fraction) == filled)
    #expect(RingRenderer.segments.count >= 16)
  }
}

/// Pure ASCII under `--ascii` or a non-UTF-8 locale (docs/architecture.md §13).
@Suite struct ASCIITextTests {
  @Test(
    "every symbol the output uses has an ASCII stand-in",
    arguments: [
      ("demo data — run", "demo data - run"), ("100–250", "100-250"),
      ("≥ 5, ≤ -1.50", ">= 5, <= -1.50"),
      ("+0.50 °C", "+0.50 deg C"), ("2×", "2x"), ("calculating…", "calculating..."),
      ("a · b", "a - b"), ("23:10 → 06:50", "23:10 -> 06:50"), ("▲3 ▼5 ●new", "^3 v5 *new"),
      ("Café Müller", "Cafe Muller"), ("导出", "??"), ("plain", "plain"),
    ])
  func folding(_ text: String, _ folded: String) {
    #expect(ASCIIText.fold(text) == folded)
    #expect(ASCIIText.fold(text).utf8.allSatisfy { $0 < 0x80 })
  }

  @Test func noStandInBreaksAJSONString() {
    for standIn in ASCIIText.standIns.values {
      #expect(!standIn.contains("\"") && !standIn.contains("\\"))
    }
  }

  @Test func theASCIIConsoleFoldsBothStreams() {
    let captured = CapturingConsole()
    let console = ASCIIConsole(captured)
    console.out("a — b\n")
    console.err("error: '≥'\n")
    #expect(captured.stdout == "a - b\n")
    #expect(captured.stderr == "error: '>='\n")
  }

  @Test func asciiJSONEscapesWhatItCannotWrite() throws {
    let value = JSONValue.object(["name": .string("Café 😀 ≥")])
    let text = JSONWriter.pretty(value, asciiOnly: true)
    #expect(text == "{\n  \"name\": \"Caf\\u00e9 \\ud83d\\ude00 \\u2265\"\n}\n")
    #expect(try JSONParser.parse(text) == value)
  }
}
