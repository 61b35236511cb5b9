import VeloKit

extension TerminalStyle {
  /// `text` in `tone`, or as it is without one.
  func paint(_ text: String, _ tone: Tone?) -> String {
    tone.map { paint(text, $0) } ?? text
  }
}
