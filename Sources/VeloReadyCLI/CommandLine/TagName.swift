import VeloKit

/// A tag's name (docs/formats.md §5.7): the rider's own words, lower-case letters and digits in
/// words joined by hyphens, so that one name is one column of `history --csv` and one word to
/// type and complete.
enum TagName {
  /// Names offered in help and completion; any other name is as good.
  static let suggested = [
    "alcohol", "travel", "illness", "late-meal", "stress", "soreness", "caffeine-late",
  ]
  /// The longest name.
  static let maximumLength = 40
  /// What a name must look like, for the parser's error.
  static let expected = "Use lower-case words joined by hyphens, e.g. late-meal."

  /// Whether `text` is a name: words of `a`–`z` and `0`–`9` joined by single hyphens.
  static func isValid(_ text: String) -> Bool {
    guard !text.isEmpty, text.count <= maximumLength else { return false }
    let words = text.split(separator: "-", omittingEmptySubsequences: false)
    return words.allSatisfy { word in
      !word.isEmpty
        && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
    }
  }

  /// `text` when it is a name, else the error that says why and what would be one.
  static func checked(_ text: String) throws(CLIError) -> String {
    if isValid(text) { return text }
    let guess = text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
      .joined(separator: "-")
    let reason =
      text.contains(" ")
      ? "a tag name has no spaces"
      : text.count > maximumLength
        ? "a tag name has at most \(maximumLength) characters"
        : "a tag name is lower-case words joined by hyphens"
    throw .usage(
      "'\(text)' is not a tag name: \(reason)",
      hint: isValid(guess) ? "use '\(guess)'" : "e.g. alcohol, late-meal, soreness")
  }
}
