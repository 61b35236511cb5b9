/// A one-line progress bar on standard error, redrawn with a carriage return.
///
/// Drawn only when standard error is a terminal and the input is large enough to take a while
/// (over 50 MB); redraws at most once per percent.
package final class ProgressBar {
  static let minimumBytes: Int64 = 50_000_000
  /// Columns of the bar itself.
  package static let width = 30

  private let console: any Console
  private let label: String
  private let unicode: Bool
  private var lastPercent = -1
  /// Whether anything was drawn (the caller then ends the line).
  package private(set) var drawn = false

  /// A bar after `label`, drawn on `console` in Unicode blocks or ASCII.
  package init(label: String, console: any Console, unicode: Bool) {
    self.label = label
    self.console = console
    self.unicode = unicode
  }

  /// Whether a bar should be drawn for an input of `size` bytes.
  package static func wanted(size: Int64, stderrIsTerminal: Bool) -> Bool {
    stderrIsTerminal && size > minimumBytes
  }

  /// Draws `done` of `total`, when the shown fraction changed.
  package func update(done: Int64, total: Int64) {
    guard total > 0 else { return }
    let percent = Int(min(100, done * 100 / total))
    guard percent != lastPercent else { return }
    lastPercent = percent
    let filled = percent * Self.width / 100
    let bar =
      String(repeating: unicode ? "█" : "#", count: filled)
      + String(repeating: unicode ? "░" : "-", count: Self.width - filled)
    console.err("\r\(label) \(bar) \(percent) %")
    drawn = true
  }

  /// Clears the bar's line.
  package func finish() {
    guard drawn else { return }
    console.err("\r" + String(repeating: " ", count: label.count + Self.width + 8) + "\r")
  }
}
