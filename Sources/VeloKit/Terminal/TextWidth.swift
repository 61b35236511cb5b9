/// Visible width of rendered text in terminal columns (docs/architecture.md §13).
///
/// Text is measured by what a terminal draws as one glyph, a *cluster*: a base character and what
/// joins it. A cluster takes its base's columns (East Asian wide characters and emoji two, other
/// characters one); what joins it adds nothing: combining marks, zero-width joiners and the
/// emoji they join, skin-tone modifiers, tags, Hangul's medial and final jamo. Two exceptions
/// widen a cluster: variation selector 16 asks for an emoji's picture, two columns (`❤️`), and a
/// flag is two regional indicators, one column each. Escape sequences count nothing.
package enum TextWidth {
  /// The terminal columns `text` takes.
  package static func of(_ text: String) -> Int {
    // Most lines are ASCII without escape codes: a column a byte, controls none. The bytes are
    // read in place; walking `utf8` by its indices cost some 150 instructions a table cell.
    let plain = text.utf8.withContiguousStorageIfAvailable(plainColumns) ?? plainColumns(text.utf8)
    return plain ?? clustered(text)
  }

  /// The columns of `bytes` when they are ASCII without escape codes, else `nil`.
  private static func plainColumns(_ bytes: some Sequence<UInt8>) -> Int? {
    var plain = 0
    for byte in bytes {
      guard byte < 0x80, byte != 0x1B else { return nil }
      if byte >= 0x20 { plain += 1 }
    }
    return plain
  }

  /// The columns of `text` counted cluster by cluster.
  static func clustered(_ text: String) -> Int {
    var width = 0
    var clusters = Clusters()
    for scalar in text.unicodeScalars {
      width += clusters.add(scalar)
    }
    return width
  }

  /// The columns one scalar takes on its own (0, 1 or 2), as the base of a cluster.
  package static func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 { return value < 0x20 ? 0 : 1 }
    if contains(wide, value) { return 2 }
    if contains(zeroWidth, value) { return 0 }
    // Punctuation, arrows, boxes, blocks and shapes, the symbols every drawing uses: the table
    // above holds every mark and format character among them.
    if (0x2000...0x2BFF).contains(value) { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: return 1
    }
  }

  /// `text` padded with spaces to `width` columns.
  package static func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - of(text)))
  }

  /// `text` centred in `width` columns (extra space on the right).
  package static func center(_ text: String, in width: Int) -> String {
    let free = max(0, width - of(text))
    return String(repeating: " ", count: free / 2) + text
      + String(repeating: " ", count: free - free / 2)
  }

  /// `text` split after at most `columns` visible columns, between clusters: a cluster that would
  /// straddle the cut goes to the tail whole, unless `takingOne` and the head would show nothing,
  /// when the first cluster goes to the head however wide. Escape sequences stay with what they
  /// follow.
  package static func split(_ text: String, at columns: Int, takingOne: Bool = false)
    -> (head: String, tail: String)
  {
    var width = 0
    var clusters = Clusters()
    var head = String.UnicodeScalarView()
    var tail = String.UnicodeScalarView()
    // The scalars of the cluster being read, and its width so far: it goes to the head or the
    // tail whole, once the next cluster starts.
    var pending = String.UnicodeScalarView()
    var pendingWidth = 0
    var shown = false
    func settle() {
      guard !pending.isEmpty else { return }
      if tail.isEmpty,
        width + pendingWidth <= columns || (takingOne && !shown && pendingWidth > 0)
      {
        head.append(contentsOf: pending)
        width += pendingWidth
        shown = shown || pendingWidth > 0
      } else {
        tail.append(contentsOf: pending)
      }
      pending.removeAll()
      pendingWidth = 0
    }
    for scalar in text.unicodeScalars {
      let added = clusters.add(scalar)
      if clusters.startedCluster || clusters.inEscape { settle() }
      if clusters.inEscape, tail.isEmpty {
        head.append(scalar)
        continue
      }
      pending.append(scalar)
      pendingWidth += added
    }
    settle()
    return (String(head), String(tail))
  }

  /// Whether one of the `ranges` (sorted pairs of first and last value, apart) holds `value`: a
  /// binary search, since every drawn ring segment is looked up.
  static func contains(_ ranges: [UInt32], _ value: UInt32) -> Bool {
    var low = 0
    var high = ranges.count / 2
    while low < high {
      let middle = (low + high) / 2
      if ranges[2 * middle + 1] < value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < ranges.count / 2 && ranges[2 * low] <= value
  }
}
