/// A unified line diff for golden mismatches (docs/architecture.md §11): the lines of a longest
/// common subsequence are kept, the rest shown as `-` expected and `+` actual, in hunks with
/// `context` unchanged lines around each change, as `diff -u` prints them.
public enum LineDiff {
  /// One line of the edit script.
  enum Edit: Equatable {
    case keep(String)
    case delete(String)
    case insert(String)

    var isKeep: Bool { if case .keep = self { true } else { false } }
    /// Whether the line is in the expected text.
    var inOld: Bool { if case .insert = self { false } else { true } }
    /// Whether the line is in the actual text.
    var inNew: Bool { if case .delete = self { false } else { true } }
  }

  /// The hunks that turn `expected` into `actual`, with the two labels as the header; empty when
  /// the texts are equal. At most `limit` lines of hunks are shown, then how many more there were.
  public static func unified(
    expected: String, actual: String, expectedLabel: String = "expected",
    actualLabel: String = "actual", context: Int = 3, limit: Int = 80
  ) -> String {
    guard expected != actual else { return "" }
    let (old, oldEndsInNewline) = lines(expected)
    let (new, newEndsInNewline) = lines(actual)
    let edits = script(old, new)
    var output = ["--- \(expectedLabel)", "+++ \(actualLabel)"]
    var body: [String] = []
    for hunk in hunks(edits, context: context) {
      body.append(hunk.header)
      body += hunk.lines
    }
    if oldEndsInNewline != newEndsInNewline {
      body.append(
        "\\ \(oldEndsInNewline ? actualLabel : expectedLabel) has no newline at its end")
    }
    output += body.prefix(limit)
    if body.count > limit { output.append("… \(body.count - limit) more lines") }
    return output.joined(separator: "\n")
  }

  /// The lines of `text`, and whether its last line ends in a newline (which is not a line of
  /// its own); an empty text has no line to lack one.
  static func lines(_ text: String) -> ([String], Bool) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let endsInNewline = text.isEmpty || text.hasSuffix("\n")
    if endsInNewline { lines.removeLast() }
    return (lines, endsInNewline)
  }

  /// The shortest edit script by a longest common subsequence; the common head and tail are
  /// matched first, so that the table covers only the lines between the first and last change.
  static func script(_ old: [String], _ new: [String]) -> [Edit] {
    var head = 0
    while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
    var tail = 0
    while tail < old.count - head, tail < new.count - head,
      old[old.count - 1 - tail] == new[new.count - 1 - tail]
    {
      tail += 1
    }
    let a = Array(old[head..<(old.count - tail)])
    let b = Array(new[head..<(new.count - tail)])
    // common[i][j]: the length of a longest common subsequence of a[i...] and b[j...].
    let columns = b.count + 1
    var common = [Int32](repeating: 0, count: (a.count + 1) * columns)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        common[i * columns + j] =
          a[i] == b[j]
          ? common[(i + 1) * columns + j + 1] + 1
          : max(common[(i + 1) * columns + j], common[i * columns + j + 1])
      }
    }
    var edits = old[..<head].map(Edit.keep)
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        edits.append(.keep(a[i]))
        (i, j) = (i + 1, j + 1)
      } else if j == b.count
        || (i < a.count && common[(i + 1) * columns + j] >= common[i * columns + j + 1])
      {
        edits.append(.delete(a[i]))
        i += 1
      } else {
        edits.append(.insert(b[j]))
        j += 1
      }
    }
    return edits + old[(old.count - tail)...].map(Edit.keep)
  }

  /// A run of changes with its context: the `@@ -start,count +start,count @@` header and lines.
  struct Hunk {
    var header: String
    var lines: [String]
  }

  /// The edits grouped into hunks: changes closer than twice the context share one.
  static func hunks(_ edits: [Edit], context: Int) -> [Hunk] {
    let changed = edits.indices.filter { !edits[$0].isKeep }
    guard let first = changed.first else { return [] }
    var groups: [ClosedRange<Int>] = []
    var start = first
    var end = first
    for index in changed.dropFirst() {
      if index - end > 2 * context {
        groups.append(start...end)
        start = index
      }
      end = index
    }
    groups.append(start...end)
    // The line numbers, in each text, of the edit at each index.
    var oldLine = [Int](repeating: 0, count: edits.count + 1)
    var newLine = [Int](repeating: 0, count: edits.count + 1)
    for (index, edit) in edits.enumerated() {
      oldLine[index + 1] = oldLine[index] + (edit.inOld ? 1 : 0)
      newLine[index + 1] = newLine[index] + (edit.inNew ? 1 : 0)
    }
    return groups.map { group in
      let lower = max(0, group.lowerBound - context)
      let upper = min(edits.count, group.upperBound + 1 + context)
      let oldCount = oldLine[upper] - oldLine[lower]
      let newCount = newLine[upper] - newLine[lower]
      // An empty side is numbered by the line before it, as `diff -u` does.
      let oldStart = oldCount == 0 ? oldLine[lower] : oldLine[lower] + 1
      let newStart = newCount == 0 ? newLine[lower] : newLine[lower] + 1
      // A count of one is left out, as `diff -u` does.
      func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
      }
      return Hunk(
        header: "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@",
        lines: edits[lower..<upper].map(\.line))
    }
  }
}

extension LineDiff.Edit {
  /// The line as a unified diff shows it.
  var line: String {
    switch self {
    case .keep(let text): " " + text
    case .delete(let text): "-" + text
    case .insert(let text): "+" + text
    }
  }
}
