import Testing

@testable import VeloJSON

/// An `orderedObject` prints and reads as the `object` of the same members: the history builds its
/// day objects in the writer's key order instead of having each sorted (docs/architecture.md §14).
@Suite struct OrderedObjectTests {
  /// Members of every kind, with keys whose byte order differs from a naïve one (upper case,
  /// digits, a prefix of another key, a key outside ASCII).
  static let members: [String: JSONValue] = [
    "b": .fixed(1.25, decimals: 1), "a": .string("x"), "B": .null, "ab": .bool(true),
    "a1": .array([.fixed(1, decimals: 0), .fixed(2, decimals: 0)]), "é": .number(0.5),
    "nested": .object(["z": .null, "y": .array([])]), "": .string(""),
    "objects": .array([.object(["k": .null]), .object([:])]),
  ]

  static var ordered: JSONValue {
    .ordered(
      members.keys.sorted { JSONWriter.printsBefore($0, $1) }.map {
        JSONMember($0, members[$0] ?? .null)
      })
  }

  @Test func printsAsTheSortedObject() {
    #expect(JSONWriter.pretty(Self.ordered) == JSONWriter.pretty(.object(Self.members)))
    #expect(JSONWriter.compact(Self.ordered) == JSONWriter.compact(.object(Self.members)))
    let inArray = JSONValue.array([Self.ordered, Self.ordered])
    let sorted = JSONValue.array([.object(Self.members), .object(Self.members)])
    #expect(JSONWriter.pretty(inArray) == JSONWriter.pretty(sorted))
    #expect(JSONWriter.pretty(.ordered([])) == JSONWriter.pretty(.object([:])))
  }

  @Test func readsAsTheObject() throws {
    #expect(Self.ordered.objectValue == Self.members)
    #expect(Self.ordered["b"] == .fixed(1.25, decimals: 1))
    #expect(Self.ordered["missing"] == nil)
    #expect(Self.ordered.typeName == "object")
    let parsed = try JSONParser.parse(JSONWriter.pretty(Self.ordered))
    #expect(parsed["a"] == .string("x"))
  }

  @Test func theWritersOrderIsByUTF8Bytes() {
    #expect(JSONWriter.printsBefore("B", "a"))
    #expect(JSONWriter.printsBefore("a", "a1"))
    #expect(JSONWriter.printsBefore("z", "é"))
    #expect(!JSONWriter.printsBefore("a", "a"))
  }
}
