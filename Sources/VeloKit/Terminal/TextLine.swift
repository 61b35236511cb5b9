/// One line of a table put together as UTF-8 bytes and made a `String` once, with the same text
/// as joining, padding, painting and trimming `String`s (docs/architecture.md §14, *Text made of
/// bytes*).
///
/// Appending a piece to a `String` costs a few hundred instructions, and a year of `history`
/// draws some 3,300 padded and painted cells; here a piece is a copy of its bytes.
package struct TextLine {
  /// How a cell's text sits in its columns.
  package enum Alignment {
    /// Padded on the right.
    case left
    /// Padded on the left, as numbers are.
    case right
  }

  private var bytes: [UInt8] = []
  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

  /// An empty line with room for `capacity` bytes (a row's text and its colours).
  package init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// Appends `text` as it is.
  package mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends `count` spaces (none when `count` is not positive).
  package mutating func appendSpaces(_ count: Int) {
    guard count > 0 else { return }
    // A copy of a run of spaces kept once: appending `repeatElement` went a byte at a time.
    var left = count
    while left > 0 {
      let run = min(left, Self.spaces.count)
      Self.spaces.withUnsafeBufferPointer {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<run]))
      }
      left -= run
    }
  }

  /// Appends `text` padded with spaces to `width` columns (`TextWidth.pad`, or `pad` on the left
  /// for `.right`), in `tone` when `style` has colour: the text of
  /// `style.paint(padded, tone)`.
  package mutating func appendCell(
    _ text: String, width: Int, _ alignment: Alignment, tone: Tone? = nil,
    _ style: TerminalStyle
  ) {
    let padding = max(0, width - TextWidth.of(text))
    let painted = style.color && (padding > 0 || !text.isEmpty) ? tone : nil
    if let painted { append(ANSI.escape(.tone(painted))) }
    if alignment == .right { appendSpaces(padding) }
    append(text)
    if alignment == .left { appendSpaces(padding) }
    if painted != nil { append(ANSI.escape(.reset)) }
  }

  /// The line so far.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The line without its trailing spaces, as `TextFit.trimmed` gives it.
  package var trimmedText: String {
    var end = bytes.count
    while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
    // A space after a character outside ASCII may belong to that character's cluster (a
    // prepended mark), which `TextFit.trimmed` keeps: such a line is trimmed as a `String`.
    if end < bytes.count, end > 0, bytes[end - 1] >= 0x80 { return TextFit.trimmed(text) }
    return String(decoding: bytes[..<end], as: UTF8.self)
  }
}
