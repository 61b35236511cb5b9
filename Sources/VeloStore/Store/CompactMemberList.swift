import ScoreEngine

/// Reads a `members` column of `merged_activities` in the exact form the store writes it
/// (`[{"id":"…","provider":"…","source":"…"}, …]`, compact, keys in that order, no escapes),
/// without building a JSON tree: a history's window reads some 300 of them, and a general parse
/// costs ten times as much (docs/architecture.md §14).
///
/// Anything else (an escape, spaces, another key order, a damaged value) is `nil`, and the caller
/// parses the column as JSON instead, so what is read never depends on this path.
enum CompactMemberList {
  /// The members of `text`, or `nil` when it is not in the store's own compact form.
  static func members(_ text: [UInt8]) -> [ActivityMember]? {
    var reader = Reader(bytes: text)
    guard reader.take("[") else { return nil }
    var members: [ActivityMember] = []
    if reader.take("]") { return reader.atEnd ? members : nil }
    repeat {
      guard reader.take("{\"id\":"), let id = reader.string(),
        reader.take(",\"provider\":"), let name = reader.string(),
        let provider = Provider(rawValue: name),
        reader.take(",\"source\":"), let source = reader.string(), reader.take("}")
      else { return nil }
      members.append(ActivityMember(provider: provider, source: source, id: id))
    } while reader.take(",")
    return reader.take("]") && reader.atEnd ? members : nil
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    var atEnd: Bool { index == bytes.count }

    /// Steps over `literal` when the bytes continue with it.
    mutating func take(_ literal: StaticString) -> Bool {
      let start = index
      let matches = literal.withUTF8Buffer { expected in
        bytes.count - start >= expected.count
          && expected.indices.allSatisfy { bytes[start + $0] == expected[$0] }
      }
      if matches { index += literal.utf8CodeUnitCount }
      return matches
    }

    /// A string without escapes or control characters, in valid UTF-8; `nil` otherwise.
    mutating func string() -> String? {
      guard take("\"") else { return nil }
      let start = index
      while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
        guard bytes[index] >= 0x20, bytes[index] != UInt8(ascii: "\\") else { return nil }
        index += 1
      }
      guard index < bytes.count else { return nil }
      let text = String(validating: bytes[start..<index], as: UTF8.self)
      index += 1
      return text
    }
  }
}
