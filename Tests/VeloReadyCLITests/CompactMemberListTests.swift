import ScoreEngine
import Testing
import VeloJSON

@testable import VeloStore

/// The shortcut for the `members` column must read what the store writes exactly as the JSON
/// parse does, and leave every other form to that parse (docs/architecture.md §14).
@Suite struct CompactMemberListTests {
  /// What the general path reads: the JSON parse and `StoredCorrection.members`.
  static func parsed(_ bytes: [UInt8]) -> [ActivityMember]? {
    (try? JSONParser.parse(bytes)).flatMap(StoredCorrection.members)
  }

  static func written(_ members: [ActivityMember]) -> [UInt8] {
    Array(JSONWriter.compact(StoredCorrection.membersJSON(members)).utf8)
  }

  @Test func readsWhatTheStoreWritesAsTheJSONParseDoes() throws {
    let lists: [[ActivityMember]] = [
      [],
      [ActivityMember(provider: .native, source: "Apple Watch", id: "ride-2024-11-22")],
      [
        ActivityMember(provider: .strava, source: "Wahoo ELEMNT", id: "12345"),
        ActivityMember(provider: .intervals, source: "Garmin Edge 540", id: "i98765"),
      ],
      [ActivityMember(provider: .native, source: "Vélo à Zürich 🚲", id: "")],
    ]
    for members in lists {
      let bytes = Self.written(members)
      let compact = try #require(CompactMemberList.members(bytes), "\(members)")
      #expect(compact == members)
      #expect(compact == Self.parsed(bytes))
    }
  }

  @Test func leavesEscapesAndOtherFormsToTheJSONParse() {
    // A quote, a backslash or a control character in a name is written escaped.
    let escaped = [
      ActivityMember(provider: .native, source: "The \"fast\" one", id: "a\\b"),
      ActivityMember(provider: .native, source: "tab\there", id: "x"),
    ]
    for member in escaped {
      let bytes = Self.written([member])
      #expect(CompactMemberList.members(bytes) == nil)
      #expect(Self.parsed(bytes) == [member])
    }
    let others = [
      #"[ {"id":"a","provider":"native","source":"s"} ]"#,
      #"[{"provider":"native","id":"a","source":"s"}]"#,
      #"[{"id":"a","provider":"native","source":"s","extra":1}]"#,
      #"[{"id":"a","provider":"native","source":"s"}"#,
      #"[{"id":"a","provider":"native","source":"s"}]x"#,
      #"[{"id":"a","provider":"nobody","source":"s"}]"#,
      #"[{"id":1,"provider":"native","source":"s"}]"#,
      #"[{"id":"a","provider":"native","source":"s"},]"#,
      #"{"id":"a"}"#, "", "[", "]",
    ]
    for text in others {
      #expect(CompactMemberList.members(Array(text.utf8)) == nil, "\(text)")
    }
  }

  @Test func invalidUTF8IsLeftToTheJSONParse() {
    var bytes = Array(#"[{"id":"a","provider":"native","source":"s"#.utf8)
    bytes += [0xC3, 0x28]
    bytes += Array(#""}]"#.utf8)
    #expect(CompactMemberList.members(bytes) == nil)
  }
}
