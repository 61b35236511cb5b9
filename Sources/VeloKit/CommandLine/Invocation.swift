/// A parsed command line.
struct Invocation: Equatable, Sendable {
  /// The name of the command to run (a row of the command table); `help` for `--help`.
  var command: String
  /// The action named after the command, else the command's default action.
  var action: String?
  /// The positional arguments after the command and its action.
  var arguments: [String] = []
  /// Every option's value.
  var options = OptionValues()
}
