/// An extra titled list in a command's help, such as `KEYS:` in `veloready config --help`.
struct HelpSection: Sendable {
  /// The title without its colon, e.g. `KEYS`.
  let title: String
  /// Each entry's label and text, in order.
  let rows: [(label: String, text: String)]
}
