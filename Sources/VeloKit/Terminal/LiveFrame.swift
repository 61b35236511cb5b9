/// Draws the Today view on a terminal and redraws it in place (docs/architecture.md §4, steps 4
/// and 8).
///
/// Moving the cursor back over a frame is exact only when the frame's every physical row is
/// still on the screen, so a frame drawn early never takes more rows than the screen has: it is
/// cut to the blocks that fit (`fit`), and the final frame, printed in full from where the early
/// one began, scrolls as any output does. On a terminal that is `TERM=dumb`, or one too short for
/// even the blocks that must show, nothing is drawn before the final frame, which is printed
/// once, and the cursor never moves.
package final class LiveFrame {
  /// Whether frames may be drawn and replaced.
  package let enabled: Bool
  private let console: any Console
  private var columns: Int
  private var screenRows: Int?
  /// The lines on the screen now, to count their rows again if the screen changes size.
  private var drawnLines: [String] = []

  /// A live frame on a screen `columns` wide and `screenRows` tall (`nil`: unknown, assumed tall
  /// enough).
  package init(enabled: Bool, console: any Console, columns: Int, screenRows: Int?) {
    self.enabled = enabled
    self.console = console
    self.columns = max(1, columns)
    self.screenRows = screenRows
  }

  /// Whether a frame is on the screen now.
  package var hasDrawn: Bool { !drawnLines.isEmpty }

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
    draw([FrameBlock(lines, rank: nil)], more: { _ in "" })
  }

  /// Replaces what was drawn before with the blocks that fit on the screen (`fit`), to be
  /// replaced in turn; draws nothing when the blocks that must show do not fit.
  package func draw(_ blocks: [FrameBlock], more: (Int) -> String) {
    guard enabled else { return }
    erase()
    var lines = blocks.flatMap(\.lines)
    if let screenRows {
      guard let fitted = Self.fit(blocks, rows: screenRows, columns: columns, more: more) else {
        return
      }
      lines = fitted
    }
    guard !lines.isEmpty else { return }
    console.out(lines.joined(separator: "\n") + "\n")
    drawnLines = lines
    console.flush()
  }

  /// The screen is now `columns` wide and `screenRows` tall: what was drawn is counted again at
  /// the new width, as a terminal that rewraps its lines on a resize (tmux, VTE, kitty, iTerm2)
  /// shows it. Rows pushed above the top (by a shorter screen, or by tmux, which keeps the
  /// cursor's row when it rewraps) cannot be reached: the cursor stops at the top row, and they
  /// stay in the scrollback.
  package func resize(columns: Int, screenRows: Int?) {
    self.columns = max(1, columns)
    self.screenRows = screenRows
  }

  /// Prints the final `lines` in place of whatever was drawn; the cursor stays below them.
  package func finish(_ lines: [String]) {
    erase()
    console.out(lines.joined(separator: "\n") + "\n")
  }

  /// Removes what was drawn, so an error message is not left under stale rings.
  package func erase() {
    guard hasDrawn else { return }
    let rows = Self.physicalRows(drawnLines, columns: columns)
    console.out(ANSI.escape(.cursorUp(rows)) + ANSI.escape(.clearToEnd))
    drawnLines = []
  }
}
