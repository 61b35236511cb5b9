/// A console that writes only ASCII: everything passes through `ASCIIText.fold` on its way out,
/// so no command can print a byte at or above 0x80 under `--ascii` or a non-UTF-8 locale.
final class ASCIIConsole: Console {
  private let console: any Console

  init(_ console: any Console) {
    self.console = console
  }

  func out(_ text: String) { console.out(ASCIIText.fold(text)) }
  func err(_ text: String) { console.err(ASCIIText.fold(text)) }
  func flush() { console.flush() }
}
