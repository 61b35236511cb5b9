/// Fitting text to the terminal's width: words wrapped with a hanging indent, and single lines
/// shortened with an ellipsis. Both work on plain text; colour is painted afterwards.
enum Wrapping {
  /// `text` broken at spaces into lines of at most `width` columns; lines after the first start
  /// with `indent` spaces. A word longer than a line is cut.
  static func wrap(_ text: String, width: Int, indent: Int = 0) -> [String] {
    let width = max(width, indent + 8)
    let pad = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = ""
    for piece in text.split(separator: " ") {
      var word = String(piece)
      while true {
        if line.isEmpty {
          let lead = lines.isEmpty ? "" : pad
          let room = width - lead.count
          if word.count <= room {
            line = lead + word
            break
          }
          lines.append(lead + word.prefix(room))
          word = String(word.dropFirst(room))
          continue
        }
        if line.count + 1 + word.count <= width {
          line += " " + word
          break
        }
        lines.append(line)
        line = ""
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// `text` shortened to `width` columns, ending in an ellipsis when cut.
  static func fit(_ text: String, width: Int, unicode: Bool) -> String {
    guard text.count > width else { return text }
    let ellipsis = unicode ? "…" : "..."
    guard width > ellipsis.count else { return String(text.prefix(max(0, width))) }
    return String(text.prefix(width - ellipsis.count)) + ellipsis
  }
}
