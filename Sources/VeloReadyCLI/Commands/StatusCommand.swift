import VeloKit

/// `veloready status [--check] [--json]`.
struct StatusCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() throws(CLIError) -> ExitCode {
    try StatusReport(
      options: context.options, global: context.global, environment: context.environment,
      console: context.console
    ).run()
  }
}
