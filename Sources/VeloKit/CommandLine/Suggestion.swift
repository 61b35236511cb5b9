/// "Did you mean …?" by edit distance.
package enum Suggestion {
  /// The candidate nearest to `input`, when it is close enough to be a likely typo: at most two
  /// edits, and fewer than half the input's length. A candidate that differs only in case wins
  /// (`-v` suggests `-V`, not `-h`).
  package static func nearest(to input: String, in candidates: [String]) -> String? {
    if let sameLetters = candidates.first(where: { $0.lowercased() == input.lowercased() }) {
      return sameLetters
    }
    let scored = candidates.map { ($0, distance(input, $0)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    let limit = min(2, max(1, input.count / 2))
    return best.1 <= limit ? best.0 : nil
  }

  /// Optimal string alignment distance (Levenshtein with adjacent transpositions).
  package static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
