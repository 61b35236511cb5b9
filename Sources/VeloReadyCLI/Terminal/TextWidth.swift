/// Visible width of rendered text: escape sequences count zero, every other scalar one column
/// (the output uses no wide characters).
enum TextWidth {
  static func of(_ text: String) -> Int {
    var width = 0
    var inEscape = false
    for scalar in text.unicodeScalars {
      if inEscape {
        if (0x40...0x7E).contains(scalar.value), scalar != "[" { inEscape = false }
        continue
      }
      if scalar == "\u{1B}" {
        inEscape = true
        continue
      }
      width += 1
    }
    return width
  }

  /// `text` padded with spaces to `width` columns.
  static func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - of(text)))
  }

  /// `text` centred in `width` columns (extra space on the right).
  static func center(_ text: String, in width: Int) -> String {
    let free = max(0, width - of(text))
    return String(repeating: " ", count: free / 2) + text
      + String(repeating: " ", count: free - free / 2)
  }
}
