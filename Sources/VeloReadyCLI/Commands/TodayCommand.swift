import VeloKit

/// `veloready today`.
struct TodayCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() throws(CLIError) -> ExitCode {
    try TodayDashboard(
      options: context.options, global: context.global, environment: context.environment,
      console: context.console
    ).run()
  }
}
