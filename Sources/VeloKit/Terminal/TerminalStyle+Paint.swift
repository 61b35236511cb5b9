extension TerminalStyle {
  /// `text` in `tone` when colour is on.
  package func paint(_ text: String, _ tone: Tone) -> String {
    guard color, !text.isEmpty else { return text }
    return ANSI.escape(.tone(tone)) + text + ANSI.escape(.reset)
  }

  /// The Unicode symbol, or its ASCII stand-in.
  package func symbol(_ unicode: String, _ ascii: String) -> String {
    self.unicode ? unicode : ascii
  }

  /// `text` as this style can show it: unchanged with Unicode, else folded to ASCII.
  package func ascii(_ text: String) -> String {
    unicode ? text : ASCIIText.fold(text)
  }
}
