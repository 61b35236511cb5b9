/// A console that writes only ASCII: everything passes through `ASCIIText.fold` on its way out,
/// so no command can print a byte at or above 0x80 under `--ascii` or a non-UTF-8 locale.
package final class ASCIIConsole: Console {
  private let console: any Console

  /// Folds everything written to `console`.
  package init(_ console: any Console) {
    self.console = console
  }

  /// Writes `text`, folded, to standard output.
  package func out(_ text: String) { console.out(ASCIIText.fold(text)) }
  /// Writes `text`, folded, to standard error.
  package func err(_ text: String) { console.err(ASCIIText.fold(text)) }
  /// Flushes the console underneath.
  package func flush() { console.flush() }
}
