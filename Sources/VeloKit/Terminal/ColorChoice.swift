/// When to colour the output.
public enum ColorChoice: String, CaseIterable, Sendable {
  /// Colour on a terminal unless `NO_COLOR` or `TERM=dumb` says otherwise.
  case auto
  /// Always colour, even into a pipe.
  case always
  /// Never colour.
  case never
}
