/// What a command runs with: the parsed command line, the outside world and where to print.
struct CommandContext {
  /// The parsed command line.
  let invocation: Invocation
  /// The environment of the run.
  let environment: RunEnvironment
  /// Standard output and error.
  let console: any Console

  /// The global options.
  var global: GlobalOptions { invocation.options.global }
  /// Every option's value.
  var options: OptionValues { invocation.options }
}
