import Testing

/// A line typed at a shell prompt, then Tab, and the words completion must offer.
struct CompletionCase: Sendable, CustomTestStringConvertible {
  let name: String
  /// Everything before the cursor, starting with `veloready`.
  let line: String
  /// Every word offered, without a directory's trailing `/`.
  let expected: Set<String>

  var testDescription: String { name }

  init(_ name: String, _ line: String, _ expected: [String]) {
    self.name = name
    self.line = line
    self.expected = Set(expected)
  }

  /// The words bash gives a completion function for `line`: split at spaces, with `=` a word of
  /// its own (it is in `COMP_WORDBREAKS`), the last one the word being completed.
  var bashWords: [String] {
    line.split(separator: " ", omittingEmptySubsequences: false).flatMap { word -> [String] in
      guard word.hasPrefix("-"), let equals = word.firstIndex(of: "=") else {
        return [String(word)]
      }
      let value = word[word.index(after: equals)...]
      return [String(word[..<equals]), "="] + (value.isEmpty ? [] : [String(value)])
    }
  }

  /// `words` as a shell sees them: `--color=always` as `always`, `ride-store/` as `ride-store`.
  static func normalised(_ words: [String]) -> Set<String> {
    Set(
      words.map { word in
        var word = word
        if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
          word = String(word[word.index(after: equals)...])
        }
        if word.hasSuffix("/") { word.removeLast() }
        return word
      })
  }
}
