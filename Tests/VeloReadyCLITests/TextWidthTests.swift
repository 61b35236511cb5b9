import Testing

@testable import VeloKit

/// The width tables are searched by halves: they must stay sorted and apart.
@Suite struct TextWidthTableTests {
  @Test func theTablesAreSortedAndDoNotOverlap() {
    for table in [TextWidth.zeroWidth, TextWidth.wide] {
      #expect(table.count % 2 == 0)
      for (earlier, later) in zip(table, table.dropFirst()) {
        #expect(earlier <= later, "\(earlier) and \(later)")
      }
      for index in stride(from: 1, to: table.count - 1, by: 2) {
        #expect(table[index] < table[index + 1], "pairs apart at \(index)")
      }
    }
  }

  /// `columns(of:)` counts U+2000–U+2BFF one column without asking for the general category:
  /// every mark and format character there must be in the zero-width table.
  @Test func everyMarkAmongTheSymbolsIsInTheTable() {
    for value in UInt32(0x2000)...UInt32(0x2BFF) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      switch scalar.properties.generalCategory {
      case .unassigned: continue
      case .nonspacingMark, .enclosingMark, .format:
        #expect(TextWidth.columns(of: scalar) == 0, "U+\(String(value, radix: 16))")
      default:
        let wide = TextWidth.contains(TextWidth.wide, value)
        #expect(TextWidth.columns(of: scalar) == (wide ? 2 : 1), "U+\(String(value, radix: 16))")
      }
    }
  }

  @Test(
    "columns of one character",
    arguments: [
      ("a", 1), ("●", 1), ("→", 1), ("é", 1), ("\u{0301}", 0), ("\u{200D}", 0), ("导", 2),
      ("😀", 2), ("⌚", 2), ("한", 2), ("\u{FE0F}", 0),
    ])
  func columns(_ text: String, _ columns: Int) throws {
    let scalar = try #require(text.unicodeScalars.first)
    #expect(TextWidth.columns(of: scalar) == columns)
  }
}

/// Text is measured by cluster, as a terminal draws it (docs/architecture.md §13): what joins a
/// base adds nothing, an emoji asked for as a picture takes two columns, a flag two.
@Suite struct TextWidthClusterTests {
  @Test(
    "columns of a text",
    arguments: [
      ("ASCII", "Tempo ride", 10),
      ("CJK", "朝練", 4),
      ("a combining acute on e", "Cafe\u{0301}", 4),
      ("two marks on one base", "o\u{0308}\u{0301}k", 2),
      ("an emoji ZWJ sequence: woman cycling", "🚴\u{200D}♀\u{FE0F}", 2),
      ("a family of four joined", "👨\u{200D}👩\u{200D}👧\u{200D}👦", 2),
      ("a heart asked for as a picture", "❤\u{FE0F}", 2),
      ("a heart as text", "❤", 1),
      ("a keycap", "1\u{FE0F}\u{20E3}", 2),
      ("a flag: two regional indicators", "🇯🇵", 2),
      ("two flags", "🇯🇵🇫🇷", 4),
      ("a skin-tone modifier joins its emoji", "👍🏽", 2),
      ("a modifier alone is a picture", "🏽", 2),
      (
        "a subdivision flag: tags join", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
        2
      ),
      ("Hangul syllable from jamo", "\u{1112}\u{1161}\u{11AB}", 2),
      ("a joiner between letters joins nothing", "a\u{200D}b", 2),
      ("VS16 after a joined emoji adds nothing", "🚴\u{200D}♀\u{FE0F}x", 3),
      ("an activity name", "朝練 🚴\u{200D}♀\u{FE0F} Cafe\u{0301}", 12),
      ("colour codes count nothing", "\u{1B}[1m朝練\u{1B}[0m", 4),
      ("a mark after a colour code starts nothing", "\u{1B}[1m\u{0301}x", 1),
    ])
  func width(_ name: String, _ text: String, _ columns: Int) {
    #expect(TextWidth.of(text) == columns, "\(name)")
  }

  @Test(
    "a split falls between clusters",
    arguments: [
      ("🚴\u{200D}♀\u{FE0F}x", 1, "", "🚴\u{200D}♀\u{FE0F}x"),
      ("🚴\u{200D}♀\u{FE0F}x", 2, "🚴\u{200D}♀\u{FE0F}", "x"),
      ("a❤\u{FE0F}", 2, "a", "❤\u{FE0F}"),
      ("Cafe\u{0301}s", 4, "Cafe\u{0301}", "s"),
      ("🇯🇵🇫🇷", 3, "🇯🇵", "🇫🇷"),
      ("朝練", 3, "朝", "練"),
      ("\u{1B}[1m朝練", 2, "\u{1B}[1m朝", "練"),
    ])
  func split(_ text: String, _ columns: Int, _ head: String, _ tail: String) {
    let cut = TextWidth.split(text, at: columns)
    #expect(cut.head == head)
    #expect(cut.tail == tail)
  }

  @Test func aClusterWiderThanTheRoomIsTakenWhenOneMustBe() {
    let cut = TextWidth.split("👨\u{200D}👩\u{200D}👧 and", at: 1, takingOne: true)
    #expect(cut.head == "👨\u{200D}👩\u{200D}👧")
    #expect(cut.tail == " and")
    #expect(TextWidth.split("\u{1B}[1m朝練", at: 1, takingOne: true).head == "\u{1B}[1m朝")
  }
}

/// Fitting text works in columns and never cuts inside a cluster.
@Suite struct TextFitClusterTests {
  static let style = TerminalStyle(color: false, unicode: true, width: 12)

  @Test func aLongCJKWordIsCutBetweenCharacters() {
    let lines = TextFit.wrap("東京から箱根までのロングライド", after: "  ", hangingIndent: 2, Self.style)
    #expect(lines == ["  東京から箱", "  根までのロ", "  ングライド"])
  }

  @Test func anEmojiSequenceIsNeverCutInHalf() {
    let text =
      "朝練 🚴\u{200D}♀\u{FE0F}🚴\u{200D}♀\u{FE0F}🚴\u{200D}♀\u{FE0F}🚴\u{200D}♀\u{FE0F} Cafe\u{0301}"
    let lines = TextFit.wrap(text, hangingIndent: 0, width: 7, Self.style)
    #expect(lines.map { TextWidth.of($0) }.allSatisfy { $0 <= 7 }, "\(lines)")
    #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
    let cyclist = "🚴\u{200D}♀\u{FE0F}"
    #expect(lines == ["朝練", cyclist + cyclist + cyclist, cyclist + " Cafe\u{0301}"])
  }

  @Test func aWideCharacterInAOneColumnGapTakesTheLine() {
    let painted = TerminalStyle(color: true, unicode: true, width: 3).paint("a朝練", .bold)
    let lines = TextFit.wrap(
      painted, hangingIndent: 0, TerminalStyle(color: true, unicode: true, width: 3))
    #expect(lines.map(TextWidth.of) == [3, 2])
    #expect(lines.joined().filter { $0 == "\u{1B}" }.count == 2, "escapes neither lost nor doubled")
  }

  @Test func aNoBreakSpaceHoldsItsWordsTogetherUnderASCIITooAndPrintsAsASpace() {
    let text = "Mon\u{00A0}5h\u{00A0}03m, Sat\u{00A0}1h\u{00A0}49m"
    let ascii = TerminalStyle(color: false, unicode: false, width: 14)
    #expect(TextFit.wrap(text, hangingIndent: 0, ascii) == ["Mon 5h 03m,", "Sat 1h 49m"])
    let unicode = TerminalStyle(color: false, unicode: true, width: 14)
    #expect(
      TextFit.wrap(text, hangingIndent: 0, unicode)
        == ["Mon\u{00A0}5h\u{00A0}03m,", "Sat\u{00A0}1h\u{00A0}49m"])
  }

  @Test func aCutEndsBetweenClustersWithAnEllipsis() {
    #expect(
      TextFit.cut("朝練 🚴\u{200D}♀\u{FE0F} Cafe\u{0301}", to: 8, Self.style)
        == "朝練 🚴\u{200D}♀\u{FE0F}…")
    #expect(TextFit.cut("Cafe\u{0301} Cafe\u{0301}", to: 6, Self.style) == "Cafe\u{0301}…")
    #expect(TextFit.cut("Cafe\u{0301} Cafe\u{0301}", to: 4, Self.style) == "Caf…")
  }
}
