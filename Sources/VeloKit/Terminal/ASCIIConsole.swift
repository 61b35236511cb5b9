/// A console that draws only ASCII: everything written for people passes through
/// `ASCIIText.fold` on its way out, so no dashboard or message prints a byte at or above 0x80
/// under `--ascii` or a non-UTF-8 locale. Data (`data(_:)`: JSON, CSV, exports) passes unfolded:
/// a backup made by a cron job in the C locale must hold the names it was given.
package final class ASCIIConsole: Console {
  private let console: any Console

  /// Folds everything written to `console`.
  package init(_ console: any Console) {
    self.console = console
  }

  /// Writes `text`, folded, to standard output.
  package func out(_ text: String) { console.out(ASCIIText.fold(text)) }
  /// Writes `text`, unfolded, to standard output.
  package func data(_ text: String) { console.data(text) }
  /// Everything but data is folded.
  package var foldsToASCII: Bool { true }
  /// Writes `text`, folded, to standard error.
  package func err(_ text: String) { console.err(ASCIIText.fold(text)) }
  /// Flushes the console underneath.
  package func flush() { console.flush() }
}
