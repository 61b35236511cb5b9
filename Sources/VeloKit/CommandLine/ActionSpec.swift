/// A verb of a command, such as `dismiss` in `veloready alerts dismiss <alert>`.
struct ActionSpec: Sendable {
  /// The word that selects it.
  let name: String
  /// The positional arguments that follow it.
  var arguments: [ArgumentSpec] = []
}
