/// An extra titled list in a command's help, such as `KEYS:` in `veloready config --help`.
package struct HelpSection: Sendable {
  /// The title without its colon, e.g. `KEYS`.
  package let title: String
  /// Each entry's label and text, in order.
  package let rows: [(label: String, text: String)]

  /// A titled list.
  package init(
    title: String, rows: [(label: String, text: String)]
  ) {
    self.title = title
    self.rows = rows
  }
}
