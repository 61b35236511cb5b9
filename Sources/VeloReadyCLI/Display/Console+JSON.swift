import VeloJSON
import VeloKit

extension Console {
  /// Writes `document`, pretty-printed, as data: never folded to ASCII. In an ASCII run
  /// (`--ascii`, a non-UTF-8 locale) its non-ASCII characters are written as `\uXXXX` escapes,
  /// so the text is ASCII and the data the same (docs/formats.md §3).
  func json(_ document: JSONValue) {
    data(JSONWriter.pretty(document, asciiOnly: foldsToASCII))
  }
}
