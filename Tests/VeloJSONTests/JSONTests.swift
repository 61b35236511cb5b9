import Testing

@testable import VeloJSON

/// The strict JSON parser and the writer used for every JSON document veloready reads or prints.
@Suite struct JSONTests {
  @Test func parsesEveryValueKind() throws {
    let value = try JSONParser.parse(
      #"{"a": [1, -2.5e2, 0.125], "b": {"c": null, "d": true, "e": false}, "s": "x\"\u00e9\ud83d\ude00\n"}"#
    )
    #expect(value["a"] == .array([.number(1), .number(-250), .number(0.125)]))
    #expect(value["b"]?["c"] == .null)
    #expect(value["b"]?["d"] == .bool(true))
    #expect(value["s"] == .string("x\"é😀\n"))
  }

  @Test func keepingDecimalsReadsNumbersBackAsTheyWereWritten() throws {
    let text = #"{"a": 0.060, "b": 100.0, "c": 90, "d": -2.5e2, "e": [1.50]}"#
    let kept = try JSONParser.parse(Array(text.utf8), keepingDecimals: true)
    #expect(kept["a"] == .fixed(0.06, decimals: 3))
    #expect(kept["b"] == .fixed(100, decimals: 1))
    #expect(kept["c"] == .number(90))
    #expect(kept["d"] == .number(-250), "an exponent has no decimals to keep")
    #expect(JSONWriter.compact(kept) == #"{"a":0.060,"b":100.0,"c":90,"d":-250,"e":[1.50]}"#)
    #expect(try JSONParser.parse(text)["a"] == .number(0.06), "off by default")
  }

  @Test(
    "rejects what RFC 8259 rejects, with a position",
    arguments: [
      ("{\"a\": 1,}", 1, 9), ("[01]", 1, 3), ("{'a': 1}", 1, 2), ("[1 2]", 1, 4),
      ("{\"a\": tru}", 1, 7), ("\"\u{01}\"", 1, 2), ("[1,\n 2", 2, 3), ("", 1, 1),
      ("{\"a\": 1} x", 1, 10), ("\"\\ud800\"", 1, 8), ("[1e999]", 1, 7),
    ])
  func rejectsInvalidJSON(text: String, line: Int, column: Int) {
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    do {
      _ = try JSONParser.parse(text)
    } catch {
      #expect(error.line == line)
      #expect(error.column == column)
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 100_000)
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
  }

  @Test func writerSortsKeysAndPrintsFixedDecimals() {
    let document = JSONValue.object([
      "b": .fixed(9.6, decimals: 1), "a": .fixed(40, decimals: 1), "c": .fixed(0.3956, decimals: 3),
      "d": .fixed(-0.04, decimals: 1), "e": .integer(94), "f": .array([]), "g": .string("é\u{1}"),
      "h": .fixed(1.005, decimals: 2),
    ])
    #expect(
      JSONWriter.compact(document)
        == #"{"a":40.0,"b":9.6,"c":0.396,"d":0.0,"e":94,"f":[],"g":"é\u0001","h":1.01}"#)
    #expect(
      JSONWriter.pretty(.object(["k": .array([.null, .array([.number(1)])])]))
        == "{\n  \"k\": [null, [1]]\n}\n")
    #expect(
      JSONWriter.pretty(.array([.object(["a": .number(1)])])) == "[\n  {\n    \"a\": 1\n  }\n]\n")
  }

  /// Strings are written byte by byte of their UTF-8: a quote, a backslash and the C0, DEL and C1
  /// controls are escaped, every other character is kept (U+00A0 shares C1's lead byte), and each
  /// reads back the same.
  @Test(arguments: [
    ("plain", #""plain""#), ("2026-11-20T06:55:00+01:00", #""2026-11-20T06:55:00+01:00""#),
    ("café ☕︎ 𝄞", "\"café ☕︎ 𝄞\""), ("", #""""#), ("say \"hi\"", #""say \"hi\"""#),
    ("a\\b", #""a\\b""#), ("tab\tend", #""tab\tend""#), ("é\n\u{1F}", #""é\n\u001f""#),
    ("\u{8}\u{C}\r", #""\b\f\r""#),
    ("\u{7F}x\u{9B}é\u{A0}\u{80}", "\"\\u007fx\\u009bé\u{A0}\\u0080\""),
  ])
  func writerEscapesQuotesBackslashesAndControls(text: String, written: String) throws {
    #expect(JSONWriter.compact(.string(text)) == written)
    #expect(try JSONParser.parse(written).stringValue == text)
  }

  @Test func roundTrip() throws {
    let text = JSONWriter.pretty(
      .object(["x": .array([.number(1.5), .string("a\\b"), .bool(false)]), "y": .object([:])]))
    #expect(JSONWriter.pretty(try JSONParser.parse(text)) == text)
  }
}
