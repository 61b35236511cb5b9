import VeloKit

/// `veloready help [COMMAND]`, `--help`: the help page made from the tables.
struct HelpCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() -> ExitCode {
    context.console.out(
      HelpPage.text(
        for: context.invocation.arguments.first, in: CommandTable.program,
        width: TerminalStyle.resolve(
          color: .never, ascii: false, environment: context.environment.variables,
          isTerminal: false, terminalWidth: context.environment.terminalWidth
        ).width))
    return .ok
  }
}
