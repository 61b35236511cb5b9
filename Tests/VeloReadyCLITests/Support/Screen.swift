@testable import VeloKit
@testable import VeloReadyCLI

/// A terminal screen for tests: a grid `columns` wide that wraps as xterm and tmux do (a
/// character in the last column leaves the cursor there until the next character moves it to the
/// next row), honours CR, LF (as CR LF, the tty's default), `ESC[nF` (up n rows to column 1) and
/// `ESC[J` (clear to the end of the screen), and ignores SGR colour codes. With `height`, rows
/// scrolled above the top of the screen can no longer be reached by the cursor.
struct Screen {
  let columns: Int
  let height: Int?
  private(set) var rows: [[Character]] = [[]]
  private var row = 0
  private var column = 0
  private var pendingWrap = false
  /// Escape sequences the model does not know (a test should expect none).
  private(set) var unknown: [String] = []

  init(columns: Int, height: Int? = nil) {
    self.columns = columns
    self.height = height
  }

  /// The screen's text: each row without trailing spaces, without empty rows at the end.
  var text: String {
    var lines = rows.map { String($0).replacingOccurrences(of: "\0", with: " ") }.map {
      TextFit.trimmed($0)
    }
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// The first row the cursor can still reach.
  private var top: Int { height.map { max(0, rows.count - $0) } ?? 0 }

  mutating func write(_ output: String) {
    var scalars = Array(output.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      switch scalar {
      case "\n":
        moveDown()
        column = 0
      case "\r":
        column = 0
        pendingWrap = false
      case "\u{1B}":
        var sequence = "\u{1B}"
        while let next = scalars.popFirst() {
          sequence.unicodeScalars.append(next)
          if next != "[", (0x40...0x7E).contains(next.value) { break }
        }
        escape(sequence)
      default:
        put(scalar)
      }
    }
  }

  private mutating func moveDown() {
    pendingWrap = false
    row += 1
    while rows.count <= row { rows.append([]) }
  }

  private mutating func put(_ scalar: Unicode.Scalar) {
    let width = TextWidth.columns(of: scalar)
    guard width > 0 else { return }
    if pendingWrap || column + width > columns {
      moveDown()
      column = 0
    }
    while rows[row].count < column + width { rows[row].append("\0") }
    rows[row][column] = Character(scalar)
    if width == 2 { rows[row][column + 1] = "\0" }
    if column + width == columns {
      column = columns - 1
      pendingWrap = true
    } else {
      column += width
    }
  }

  private mutating func escape(_ sequence: String) {
    let body = sequence.dropFirst(2)
    switch sequence.last {
    case "m": break
    case "F":
      row = max(top, row - (Int(body.dropLast()) ?? 1))
      column = 0
      pendingWrap = false
    case "J" where body == "J":
      if row < rows.count, column < rows[row].count { rows[row].removeSubrange(column...) }
      rows.removeSubrange((row + 1)...)
      pendingWrap = false
    default: unknown.append(sequence)
    }
  }
}
