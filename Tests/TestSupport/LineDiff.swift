/// A readable line diff for golden mismatches: `-` expected, `+` actual, with line numbers.
public enum LineDiff {
  /// The differing lines of `expected` and `actual`, at most `limit` of them.
  public static func describe(expected: String, actual: String, limit: Int = 40) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
      let a = index < old.count ? String(old[index]) : nil
      let b = index < new.count ? String(new[index]) : nil
      guard a != b else { continue }
      if let a { lines.append("  \(index + 1) - \(a)") }
      if let b { lines.append("  \(index + 1) + \(b)") }
      if lines.count >= limit {
        lines.append("  …")
        break
      }
    }
    return lines.joined(separator: "\n")
  }
}
