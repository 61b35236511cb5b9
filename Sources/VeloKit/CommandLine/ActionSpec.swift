/// A verb of a command, such as `dismiss` in `veloready alerts dismiss <alert>`.
package struct ActionSpec: Sendable {
  /// The word that selects it.
  package let name: String
  /// The positional arguments that follow it.
  package var arguments: [ArgumentSpec] = []

  /// An action and its arguments.
  package init(
    name: String, arguments: [ArgumentSpec] = []
  ) {
    self.name = name
    self.arguments = arguments
  }
}
