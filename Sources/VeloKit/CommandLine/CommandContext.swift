/// What a command runs with: the parsed command line, the outside world and where to print.
package struct CommandContext<Options: CommandOptions> {
  /// The parsed command line.
  package let invocation: Invocation<Options>
  /// The environment of the run.
  package let environment: RunEnvironment
  /// Standard output and error.
  package let console: any Console

  /// What a command runs with.
  package init(invocation: Invocation<Options>, environment: RunEnvironment, console: any Console) {
    self.invocation = invocation
    self.environment = environment
    self.console = console
  }

  /// Every option's value.
  package var options: Options { invocation.options }
}
