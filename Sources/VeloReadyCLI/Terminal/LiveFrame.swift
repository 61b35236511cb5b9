/// Draws the Today view on a terminal and redraws it in place (docs/architecture.md §4, steps 4
/// and 8).
///
/// Off a terminal it draws nothing: pipes get only the final output.
final class LiveFrame {
  let enabled: Bool
  private let console: any Console
  private var drawnLines = 0

  init(enabled: Bool, console: any Console) {
    self.enabled = enabled
    self.console = console
  }

  /// Replaces what was drawn before with `lines`.
  func draw(_ lines: [String]) {
    guard enabled else { return }
    erase()
    console.out(lines.joined(separator: "\n") + "\n")
    drawnLines = lines.count
    console.flush()
  }

  /// Removes what was drawn, so an error message is not left under stale rings.
  func erase() {
    guard enabled, drawnLines > 0 else { return }
    console.out(ANSI.escape(.cursorUp(drawnLines)) + ANSI.escape(.clearToEnd))
    drawnLines = 0
  }
}
