import VeloKit

/// `veloready import PATH…`.
struct ImportCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() throws(CLIError) -> ExitCode {
    let setup = try Setup.resolve(context.global, context.environment, console: context.console)
    setup.printWarnings(context.console)
    let style = TerminalStyle.resolve(
      color: .never, ascii: context.global.ascii, environment: context.environment.variables,
      isTerminal: false, terminalWidth: nil)
    return try Importer(
      setup: setup, environment: context.environment, console: context.console,
      unicode: style.unicode
    ).run(context.invocation.arguments)
  }
}
