/// Text for roff with the `man(7)` macros: escapes, and help's pre-broken prose as paragraphs.
enum Roff {
  /// `text` safe on a roff text line: backslashes and dashes escaped (a plain `-` prints as a
  /// hyphen, which cannot be pasted back into a command line), a leading `.` or `'` defused,
  /// every character outside ASCII as its code point.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\e"
      case "-": result += "\\-"
      case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
      default: result += "\\[u" + hex(scalar.value) + "]"
      }
    }
    if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
    return result
  }

  /// Help's prose as roff: a blank line starts a paragraph, a line starting with `- ` (after
  /// its indent) a bullet item; indented lines continue the item, and the first unindented line
  /// after them starts a new paragraph. Roff refills every line.
  static func paragraphs(_ prose: String) -> [String] {
    var lines: [String] = []
    var inItem = false
    for line in prose.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if trimmed.isEmpty {
        lines.append(".PP")
        inItem = false
      } else if trimmed.hasPrefix("- "), trimmed.count < line.count {
        lines += [".IP \\(bu 2", escaped(String(trimmed.dropFirst(2)))]
        inItem = true
      } else if inItem, trimmed.count == line.count {
        lines += [".PP", escaped(String(trimmed))]
        inItem = false
      } else {
        lines.append(escaped(String(trimmed)))
      }
    }
    return lines
  }

  /// A hanging-tag list: each label in bold (its `<placeholder>` parts in italics), its text
  /// indented below.
  static func tagged(_ rows: [(label: String, text: String)]) -> [String] {
    rows.flatMap { row in
      [".TP", label(row.label)] + row.text.split(separator: "\n").map { escaped(String($0)) }
    }
  }

  /// Lines printed as they are (commands to copy), indented.
  static func verbatim(_ lines: [String]) -> [String] {
    [".PP", ".RS 4", ".nf"] + lines.map(escaped) + [".fi", ".RE"]
  }

  /// A label or usage line with `man(7)`'s fonts: `<placeholders>` in italics, brackets and
  /// `...` plain, every other word (command and option names) in bold.
  static func label(_ text: String) -> String {
    text.split(separator: " ").map { word -> String in
      let opening = word.prefix { $0 == "[" }
      let rest = word.dropFirst(opening.count)
      let closing = rest.reversed().prefix { $0 == "]" || $0 == "," }
      let core = String(rest.dropLast(closing.count))
      let styled: String
      if core.hasPrefix("<"), let end = core.firstIndex(of: ">") {
        let tail = String(core[core.index(after: end)...])
        styled =
          "\\fI" + escaped(String(core.dropFirst().prefix { $0 != ">" })) + "\\fR"
          + (tail.isEmpty ? "" : "\\fB" + escaped(tail) + "\\fR")
      } else if core == "..." || core.isEmpty {
        styled = core
      } else {
        styled = "\\fB" + escaped(core) + "\\fR"
      }
      return opening + styled + String(closing.reversed())
    }.joined(separator: " ")
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
