import Foundation
import TestSupport
import Testing

@testable import VeloJSON

/// The element reader accepts and refuses exactly what the whole-document parser does, so the
/// intervals.icu importers read the same records through it (and never hold the whole tree).
@Suite struct JSONArrayReaderTests {
  /// Every element through the reader, or the type name of a document that is not an array.
  static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var reader = try JSONArrayReader(bytes)
    guard reader.isArray else { return .string(reader.typeName) }
    var elements: [JSONValue] = []
    while let element = try reader.next() { elements.append(element) }
    return .array(elements)
  }

  /// What the reader should give, from the whole-document parser.
  static func expected(_ bytes: [UInt8]) -> Result<JSONValue, JSONSyntaxError> {
    Result { () throws(JSONSyntaxError) in
      let value = try JSONParser.parse(bytes)
      return value.arrayValue.map(JSONValue.array) ?? .string(value.typeName)
    }
  }

  static let fixtures = [
    "intervals/wellness.json", "intervals/wellness-traps.json", "intervals/activities.json",
    "intervals/activities-traps.json", "intervals/malformed.json", "intervals/not-an-array.json",
  ]

  @Test("the fixtures read the same as when parsed whole", arguments: fixtures)
  func fixturesReadTheSame(_ name: String) throws {
    let bytes = try Paths.fixtureBytes(name)
    let streamed = Result { () throws(JSONSyntaxError) in try Self.read(bytes) }
    #expect(streamed == Self.expected(bytes))
  }

  static let documents = [
    "[]", " [ ] ", "\u{FEFF}[1]", "[1,2 ,\n3]", "[{\"a\":[1,{}]},null,\"s\",true]", "{}",
    "{\"a\": [1, 2]}", "\"text\"", "12", "null", "", "[", "[1", "[1,", "[1,]", "[,1]", "[1 2]",
    "[1]]", "[1] x", "{\"a\":1", "[\"\u{1}\"]", "[01]", "[1]\n\n  ,", "[[[[]]]]",
    String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
    "[" + String(repeating: "[", count: 256) + String(repeating: "]", count: 257),
  ]

  @Test("the same elements or the same error", arguments: documents)
  func theSameElementsOrTheSameError(_ text: String) {
    let bytes = Array(text.utf8)
    let streamed = Result { () throws(JSONSyntaxError) in try Self.read(bytes) }
    #expect(streamed == Self.expected(bytes))
  }

  @Test func elementsComeOneAtATimeAndABrokenTailThrowsAfterThem() throws {
    var reader = try JSONArrayReader(Array(#"[{"id": 1}, {"id": 2}, {"id""#.utf8))
    #expect(try reader.next()?["id"] == .number(1))
    #expect(try reader.next()?["id"] == .number(2))
    #expect(throws: JSONSyntaxError.self) { try reader.next() }
  }

  @Test func aDocumentThatIsNotAnArrayIsCheckedWholeWithoutBeingKept() throws {
    let reader = try JSONArrayReader(Array(#"{"a": [1, 2, {"b": "c"}]}"#.utf8))
    #expect(!reader.isArray)
    #expect(reader.typeName == "object")
    #expect(throws: JSONSyntaxError.self) { try JSONArrayReader(Array(#"{"a": [1, 2}"#.utf8)) }
  }
}
