/// Visible width of rendered text in terminal columns: escape sequences and combining marks count
/// zero, East Asian wide characters and emoji two, every other scalar one.
package enum TextWidth {
  /// The terminal columns `text` takes.
  package static func of(_ text: String) -> Int {
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
      width += columns(of: scalar)
    }
    return width
  }

  /// The columns one scalar takes (0, 1 or 2).
  package static func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x300 { return value < 0x20 ? 0 : 1 }
    if contains(zeroWidth, value) { return 0 }
    return contains(wide, value) ? 2 : 1
  }

  /// Whether one of the `ranges` (sorted pairs of first and last value, apart) holds `value`: a
  /// binary search, since every drawn ring segment is looked up.
  private static func contains(_ ranges: [UInt32], _ value: UInt32) -> Bool {
    var low = 0
    var high = ranges.count / 2
    while low < high {
      let middle = (low + high) / 2
      if ranges[2 * middle + 1] < value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < ranges.count / 2 && ranges[2 * low] <= value
  }

  /// Combining marks, zero-width spaces and joiners, variation selectors: sorted pairs of first
  /// and last scalar (plain numbers, which cost nothing to set up at start).
  static let zeroWidth: [UInt32] = [
    0x0300, 0x036F, 0x0483, 0x0489, 0x0591, 0x05BD, 0x0610, 0x061A, 0x064B, 0x065F, 0x0E31, 0x0E31,
    0x0E34, 0x0E3A, 0x1AB0, 0x1AFF, 0x1DC0, 0x1DFF, 0x200B, 0x200F, 0x20D0, 0x20FF, 0xFE00, 0xFE0F,
    0xFE20, 0xFE2F, 0xE0100, 0xE01EF,
  ]

  /// East Asian wide and fullwidth characters, and emoji: sorted pairs of first and last scalar.
  package static let wide: [UInt32] = [
    0x1100, 0x115F, 0x231A, 0x231B, 0x2329, 0x232A, 0x23E9, 0x23EC, 0x23F0, 0x23F3, 0x25FD, 0x25FE,
    0x2614, 0x2615, 0x2648, 0x2653, 0x267F, 0x267F, 0x2693, 0x2693, 0x26A1, 0x26A1, 0x26AA, 0x26AB,
    0x26BD, 0x26BE, 0x26C4, 0x26C5, 0x26CE, 0x26CE, 0x26D4, 0x26D4, 0x26EA, 0x26EA, 0x26F2, 0x26F5,
    0x26FA, 0x26FD, 0x2705, 0x2705, 0x270A, 0x270B, 0x2728, 0x2728, 0x274C, 0x274C, 0x2753, 0x2755,
    0x2795, 0x2797, 0x27B0, 0x27B0, 0x27BF, 0x27BF, 0x2B1B, 0x2B1C, 0x2B50, 0x2B55, 0x2E80, 0x303E,
    0x3041, 0x33FF, 0x3400, 0x4DBF, 0x4E00, 0x9FFF, 0xA000, 0xA4CF, 0xA960, 0xA97F, 0xAC00, 0xD7A3,
    0xF900, 0xFAFF, 0xFE10, 0xFE19, 0xFE30, 0xFE6F, 0xFF00, 0xFF60, 0xFFE0, 0xFFE6,
    0x1F004, 0x1F004, 0x1F0CF, 0x1F0CF, 0x1F18E, 0x1F18E, 0x1F191, 0x1F19A, 0x1F200, 0x1F2FF,
    0x1F300, 0x1F64F, 0x1F680, 0x1F6FF, 0x1F7E0, 0x1F7EB, 0x1F90C, 0x1F9FF, 0x1FA70, 0x1FAFF,
    0x20000, 0x3FFFD,
  ]

  /// `text` padded with spaces to `width` columns.
  package static func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - of(text)))
  }

  /// `text` centred in `width` columns (extra space on the right).
  package static func center(_ text: String, in width: Int) -> String {
    let free = max(0, width - of(text))
    return String(repeating: " ", count: free / 2) + text
      + String(repeating: " ", count: free - free / 2)
  }

  /// `text` split after at most `columns` visible columns (a wide character that would straddle
  /// the cut goes to the tail); escape sequences and zero-width marks stay with what they follow.
  package static func split(_ text: String, at columns: Int) -> (head: String, tail: String) {
    var width = 0
    var inEscape = false
    var head = String.UnicodeScalarView()
    var tail = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if !tail.isEmpty {
        tail.append(scalar)
        continue
      }
      if inEscape || scalar == "\u{1B}" {
        head.append(scalar)
        if inEscape, (0x40...0x7E).contains(scalar.value), scalar != "[" {
          inEscape = false
        } else if scalar == "\u{1B}" {
          inEscape = true
        }
        continue
      }
      let scalarWidth = Self.columns(of: scalar)
      if width + scalarWidth > columns {
        tail.append(scalar)
        continue
      }
      head.append(scalar)
      width += scalarWidth
    }
    return (String(head), String(tail))
  }
}
