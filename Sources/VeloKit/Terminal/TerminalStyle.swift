/// What the output device can show: colour, Unicode, width (docs/architecture.md §9).
package struct TerminalStyle: Equatable, Sendable {
  /// Whether ANSI colours are written.
  package var color: Bool
  /// Whether non-ASCII symbols may be written.
  package var unicode: Bool
  /// The columns a line may use.
  package var width: Int

  /// Colour from `--color`, then `NO_COLOR`, then `TERM=dumb`, then whether stdout is a terminal;
  /// Unicode unless `--ascii` or a non-UTF-8 locale; width from `COLUMNS`, else the terminal, else 80.
  package static func resolve(
    color choice: ColorChoice, ascii: Bool, environment: [String: String], isTerminal: Bool,
    terminalWidth: Int?
  ) -> TerminalStyle {
    let color: Bool
    switch choice {
    case .always: color = true
    case .never: color = false
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
        color = false
      } else if environment["TERM"] == "dumb" {
        color = false
      } else {
        color = isTerminal
      }
    }
    let width =
      environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? terminalWidth
      ?? 80
    return TerminalStyle(
      color: color, unicode: unicode(ascii: ascii, environment: environment), width: width)
  }

  /// Unicode unless `--ascii` or a locale (`LC_ALL`, else `LC_CTYPE`, else `LANG`) that is not
  /// UTF-8.
  package static func unicode(ascii: Bool, environment: [String: String]) -> Bool {
    let locale =
      [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
      .compactMap { $0 }.first { !$0.isEmpty } ?? ""
    let utf8 = locale.lowercased().contains("utf-8") || locale.lowercased().contains("utf8")
    return utf8 && !ascii
  }
}
