/// Draws the Today view on a terminal and redraws it in place (docs/architecture.md §4, steps 4
/// and 8).
///
/// Moving the cursor back over a frame is exact only when the frame's every physical row is
/// still on the screen, so a frame is drawn early only on a terminal that is not `TERM=dumb` and
/// is taller than the frame. Otherwise nothing is drawn before the final frame, which is printed
/// once, and the cursor never moves.
package final class LiveFrame {
  /// Whether frames may be drawn and replaced.
  package let enabled: Bool
  private let console: any Console
  private let columns: Int
  private let screenRows: Int?
  private var drawnRows = 0

  /// A live frame on a screen `columns` wide and `screenRows` tall (`nil`: unknown, assumed tall
  /// enough).
  package init(enabled: Bool, console: any Console, columns: Int, screenRows: Int?) {
    self.enabled = enabled
    self.console = console
    self.columns = max(1, columns)
    self.screenRows = screenRows
  }

  /// Whether a frame is on the screen now.
  package var hasDrawn: Bool { drawnRows > 0 }

  /// The physical rows `lines` take on a screen `columns` wide: a line of width `w` takes
  /// `⌈w/columns⌉` rows and an empty one a row. A line exactly `columns` wide takes one row: the
  /// cursor waits at the margin, and the newline after it moves to the next row (xterm, tmux,
  /// VTE and the Linux console all defer the wrap this way).
  static func physicalRows(_ lines: [String], columns: Int) -> Int {
    lines.reduce(0) { rows, line in
      rows + max(1, (TextWidth.of(line) + columns - 1) / columns)
    }
  }

  /// Replaces what was drawn before with `lines`, to be replaced in turn; draws nothing when the
  /// frame could not be replaced exactly.
  package func draw(_ lines: [String]) {
    guard enabled else { return }
    erase()
    let rows = Self.physicalRows(lines, columns: columns)
    // One row more than the frame: the cursor ends on the row below it.
    if let screenRows, rows + 1 > screenRows { return }
    console.out(lines.joined(separator: "\n") + "\n")
    drawnRows = rows
    console.flush()
  }

  /// Prints the final `lines` in place of whatever was drawn; the cursor stays below them.
  package func finish(_ lines: [String]) {
    erase()
    console.out(lines.joined(separator: "\n") + "\n")
  }

  /// Removes what was drawn, so an error message is not left under stale rings.
  package func erase() {
    guard drawnRows > 0 else { return }
    console.out(ANSI.escape(.cursorUp(drawnRows)) + ANSI.escape(.clearToEnd))
    drawnRows = 0
  }
}
