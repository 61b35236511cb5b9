/// A parsed command line.
package struct Invocation<Options: CommandOptions>: Equatable, Sendable {
  /// The name of the command to run (a row of the command table); `help` for `--help`.
  package var command: String
  /// The action named after the command, else the command's default action.
  package var action: String?
  /// The positional arguments after the command and its action.
  package var arguments: [String] = []
  /// Every option's value.
  package var options = Options()

  /// The command, its action and positionals, and the options given.
  package init(
    command: String, action: String? = nil, arguments: [String] = [], options: Options = Options()
  ) {
    self.command = command
    self.action = action
    self.arguments = arguments
    self.options = options
  }
}
