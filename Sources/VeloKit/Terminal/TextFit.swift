/// Lines fitted to the terminal's width (docs/architecture.md §13).
///
/// Messages wrap at word boundaries with a hanging indent; fixed-format lines shorten their least
/// important part. Widths are visible columns (`TextWidth`): colour codes count nothing. Under
/// ASCII the text is folded first, so a stand-in such as `>=` is measured at its real width.
package enum TextFit {
  /// `text` after `lead` (e.g. `"  ▲ "`), wrapped at spaces to `width` columns (by default the
  /// style's width); continuation lines start with `hangingIndent` spaces. A word longer than a
  /// line is cut across lines, between clusters; words joined by a no-break space stay on one line.
  package static func wrap(
    _ text: String, after lead: String = "", hangingIndent: Int, width: Int? = nil,
    _ style: TerminalStyle
  ) -> [String] {
    let width = max(1, width ?? style.width)
    let indent = String(repeating: " ", count: max(0, min(hangingIndent, width - 1)))
    var lines: [String] = []
    var line = style.ascii(lead)
    var used = TextWidth.of(line)
    var empty = true
    func breakLine() {
      lines.append(trimmed(line))
      line = indent
      used = indent.count
      empty = true
    }
    // Split before folding: a no-break space holds its words together under ASCII too.
    for word in text.split(separator: " ") {
      var word = style.ascii(String(word))
      let gap = empty ? 0 : 1
      if used + gap + TextWidth.of(word) <= width {
        line += (empty ? "" : " ") + word
        used += gap + TextWidth.of(word)
        empty = false
        continue
      }
      if !empty || used >= width { breakLine() }
      while used + TextWidth.of(word) > width {
        // A wide character in a one-column gap takes the line anyway.
        let (head, tail) = TextWidth.split(word, at: width - used, takingOne: true)
        line += head
        breakLine()
        word = tail
      }
      line += word
      used += TextWidth.of(word)
      empty = false
    }
    lines.append(trimmed(line))
    return lines
  }

  /// `parts` after `lead`, joined by `separator` and broken only between parts; continuation
  /// lines start with `hangingIndent` spaces. A part too wide for a line of its own is cut.
  package static func flow(
    _ parts: [String], after lead: String, separator: String, hangingIndent: Int,
    _ style: TerminalStyle
  ) -> [String] {
    let indent = String(repeating: " ", count: max(0, min(hangingIndent, style.width - 1)))
    let separator = style.ascii(separator)
    var lines: [String] = []
    var line = style.ascii(lead)
    var empty = true
    for part in parts.map(style.ascii) {
      let joined = line + (empty ? "" : separator) + part
      if TextWidth.of(joined) <= style.width || empty {
        line = empty ? cut(joined, to: style.width, style) : joined
      } else {
        lines.append(line)
        line = cut(indent + part, to: style.width, style)
      }
      empty = false
    }
    lines.append(line)
    return lines.map(trimmed)
  }

  /// One part of a fixed-format line.
  package struct Part {
    /// The part's text.
    package var text: String
    /// What comes between it and the part before (ignored for the first part shown).
    package var separator: String = ""
    /// Lower ranks are shortened first.
    package var rank: Int
    /// Cut down to this many columns (an ellipsis included) before it is dropped; `nil`: dropped
    /// whole; `0`: never dropped, only cut.
    package var shortest: Int?
    /// Whether a dropped part leaves an ellipsis behind (one for a run of them); otherwise it
    /// goes with its separator.
    package var marksDrop = false

    /// A part and how it gives way.
    package init(
      text: String, separator: String = "", rank: Int, shortest: Int? = nil,
      marksDrop: Bool = false
    ) {
      self.text = text
      self.separator = separator
      self.rank = rank
      self.shortest = shortest
      self.marksDrop = marksDrop
    }
  }

  /// `prefix` and `parts` on one line of at most `style.width` columns: while too wide, the
  /// lowest-ranked part is cut (ending in an ellipsis) down to its shortest, then dropped. What
  /// still does not fit is cut at the end.
  package static func line(_ prefix: String, _ parts: [Part], _ style: TerminalStyle) -> String {
    let ellipsis = style.symbol("…", "...")
    let original = parts.map { part -> Part in
      var part = part
      part.text = style.ascii(part.text)
      part.separator = style.ascii(part.separator)
      return part
    }
    var parts: [Part?] = original
    func render() -> String {
      var text = style.ascii(prefix)
      var marked = false
      for (index, part) in parts.enumerated() {
        let separator = text == style.ascii(prefix) ? "" : original[index].separator
        if let part {
          text += separator + part.text
          marked = false
        } else if original[index].marksDrop, !marked {
          text += separator + ellipsis
          marked = true
        }
      }
      return text
    }
    let order = parts.indices.sorted { (parts[$0]?.rank ?? 0) < (parts[$1]?.rank ?? 0) }
    for index in order {
      var excess = TextWidth.of(render()) - style.width
      guard excess > 0, let part = parts[index] else { break }
      let partWidth = TextWidth.of(part.text)
      if let shortest = part.shortest, partWidth > shortest {
        parts[index]?.text = cut(part.text, to: max(shortest, partWidth - excess), style)
        excess = TextWidth.of(render()) - style.width
      }
      if excess > 0, part.shortest != 0 { parts[index] = nil }
    }
    return cut(render(), to: style.width, style)
  }

  /// `text` in at most `width` columns, ending in an ellipsis when it was cut.
  package static func cut(_ text: String, to width: Int, _ style: TerminalStyle) -> String {
    guard TextWidth.of(text) > width else { return text }
    let ellipsis = style.symbol("…", "...")
    let room = width - TextWidth.of(ellipsis)
    guard room > 0 else { return TextWidth.split(text, at: max(0, width)).head }
    let (whole, rest) = TextWidth.split(text, at: room)
    var head = whole
    // Cut between words when a word boundary is near, so no stub of a word is left.
    if !rest.hasPrefix(" "), let space = whole.lastIndex(of: " "),
      TextWidth.of(String(whole[space...])) <= max(4, room / 3)
    {
      head = String(whole[..<space])
    }
    head = trimmed(head)
    if text.contains("\u{1B}") { head += ANSI.escape(.reset) }
    return head + ellipsis
  }

  /// `line` without trailing spaces.
  package static func trimmed(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}
