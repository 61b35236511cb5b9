import Foundation
import VeloKit

/// `veloready sync [--days N]`: fetch from intervals.icu into the store and say what changed.
struct SyncCommand {
  let days: Int?
  let global: GlobalOptions
  let environment: RunEnvironment
  let console: any Console

  init(_ context: CommandContext) {
    days = context.options.days
    global = context.global
    environment = context.environment
    console = context.console
  }

  func run() throws(CLIError) -> ExitCode {
    let setup = try Setup.resolve(global, environment, console: console)
    setup.printWarnings(console)
    guard let apiKey = IntervalsSync.apiKey(setup, environment) else {
      throw .usage(
        "intervals.icu is not configured",
        hint: "set VELOREADY_INTERVALS_API_KEY, or run 'veloready config set intervals.apiKey KEY'")
    }
    let store = try setup.writableStore()
    let sync = IntervalsSync(
      setup: setup, store: store, apiKey: apiKey, now: environment.now, console: console)
    let outcome: IntervalsSync.Outcome
    do {
      outcome = try sync.run(days: days)
    } catch {
      throw CLIError(code: error.code, message: error.message, hint: error.hint)
    }
    var lines = [
      "synced intervals.icu from \(outcome.dates.lowerBound) to \(outcome.dates.upperBound)"
    ]
    let result = outcome.result
    lines.append(ImportSummary.row("wellness", "\(result.wellness.totalSeen) days"))
    lines.append(ImportSummary.row("activities", "\(result.activities.totalSeen) read"))
    // The days asked for above; the days the records received fall on here.
    lines += ImportSummary.coversLine(result.combined.records, setup.clock)
    lines += ImportSummary.outcomeLines(result.combined, outcome.stats)
    // A rejection quotes the server's values.
    ImportSummary.write(lines, console)
    return .ok
  }
}
