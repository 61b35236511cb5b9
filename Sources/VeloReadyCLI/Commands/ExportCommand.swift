import VeloKit

/// `veloready export [--from D] [--to D] --csv|--json`.
struct ExportCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() throws(CLIError) -> ExitCode {
    try RecordExport.run(ReportRun(context))
    return .ok
  }
}
