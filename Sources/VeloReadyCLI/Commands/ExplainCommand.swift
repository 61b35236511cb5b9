import VeloKit

/// `veloready explain [sleep|recovery|strain|form|advice|plan] [--date D] [--json]`.
struct ExplainCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() throws(CLIError) -> ExitCode {
    try ExplainRun(
      options: context.options, global: context.global, environment: context.environment,
      console: context.console,
      topic: context.invocation.arguments.first.flatMap(ExplainTopic.init(rawValue:))
    ).run()
  }
}
