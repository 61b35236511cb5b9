/// The texts a prepared statement's parameters hold, so that binding the same bytes again is
/// skipped (docs/architecture.md §6, *Binding a text once*).
///
/// SQLite keeps a parameter's value across `sqlite3_reset` until it is bound again or cleared,
/// and copies a text each time it is bound (an allocation, a copy and a free). An import binds
/// the same provider and source names to row after row, tens of thousands of times: those
/// copies were a sixth of the instructions of the store's write. Texts are compared by their
/// UTF-8 bytes, not with `==`, which calls two strings of different bytes equal when they are
/// canonically equivalent (`é` and `e` with a combining accent): the stored bytes are always
/// the ones given.
struct BoundTexts {
  /// The text of each parameter (index 1 at 0) when it was last bound a text; `nil` when it
  /// holds something else or nothing known.
  private var texts: [String?] = []

  /// Whether parameter `index` holds exactly the bytes of `text`.
  func holds(_ text: String, at index: Int32) -> Bool {
    let slot = Int(index) - 1
    guard slot >= 0, slot < texts.count, let bound = texts[slot] else { return false }
    return Self.sameBytes(bound, text)
  }

  /// Notes that parameter `index` now holds `text`.
  mutating func bound(_ text: String, at index: Int32) {
    let slot = Int(index) - 1
    guard slot >= 0 else { return }
    if slot >= texts.count { texts += Array(repeating: nil, count: slot + 1 - texts.count) }
    texts[slot] = text
  }

  /// Notes that parameter `index` holds something other than a known text.
  mutating func forget(_ index: Int32) {
    let slot = Int(index) - 1
    if slot >= 0, slot < texts.count { texts[slot] = nil }
  }

  /// Notes that every parameter was cleared.
  mutating func forgetAll() {
    texts.removeAll(keepingCapacity: true)
  }

  /// Whether `a` and `b` are the same UTF-8 bytes.
  static func sameBytes(_ a: String, _ b: String) -> Bool {
    let compared = a.utf8.withContiguousStorageIfAvailable { first in
      b.utf8.withContiguousStorageIfAvailable { SQLiteStatement.same(first, $0) }
    }
    return (compared ?? nil) ?? a.utf8.elementsEqual(b.utf8)
  }
}
