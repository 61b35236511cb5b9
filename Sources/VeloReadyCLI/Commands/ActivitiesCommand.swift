import VeloJSON
import VeloKit

/// `veloready activities [--days N] [--date D] [--sport S] [--json]`.
struct ActivitiesCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() throws(CLIError) -> ExitCode {
    let run = try ReportRun(context)
    let listing = try ActivityListing.compute(
      run, try run.range(defaultDays: 30), sport: run.options.sport)
    if run.options.json {
      run.console.json(ActivitiesDocument.build(listing, run.setup))
    } else {
      run.print(ActivitiesText.render(listing, run))
    }
    return .ok
  }
}
