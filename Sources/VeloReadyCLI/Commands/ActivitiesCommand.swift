import ScoreEngine
import VeloJSON
import VeloKit

/// `veloready activities [--days N] [--date D] [--sport S] [--json]`, and the corrections:
/// `activities ignore ID [--hr | --power | --all]`, `set-load ID N`, `set-sport ID SPORT`,
/// `reset ID`.
struct ActivitiesCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() throws(CLIError) -> ExitCode {
    let run = try ReportRun(context)
    guard let action = context.invocation.action else {
      let listing = try ActivityListing.compute(
        run, try run.range(defaultDays: 30), sport: run.options.sport)
      if run.options.json {
        run.console.json(ActivitiesDocument.build(listing, run.setup))
      } else {
        var lines = ActivitiesText.render(listing, run)
        if listing.entries.isEmpty, listing.origin != .demo {
          let sport = run.options.sport.map { " --sport \($0.rawValue)" } ?? ""
          lines.append("")
          lines += try DataPointer.lines(run.setup, missing: listing.range.dates, run.style) {
            "veloready activities \(DataPointer.window($0))\(sport)"
          }
        }
        run.print(lines)
      }
      return .ok
    }
    let arguments = context.invocation.arguments
    let id = arguments.first ?? ""
    let request = try Self.request(action, arguments.dropFirst().first, run.options)
    let correcting = ActivityCorrecting(setup: run.setup, now: run.now)
    run.console.out(Shown.input(try correcting.apply(request, to: id)) + "\n")
    return .ok
  }

  /// The correction an action and its value ask for.
  static func request(_ action: String, _ value: String?, _ options: OptionValues)
    throws(CLIError) -> ActivityCorrecting.Request
  {
    switch action {
    case "ignore":
      let chosen = [options.ignoreHeartRate, options.ignorePower, options.ignoreAll]
      guard chosen.filter({ $0 }).count <= 1 else {
        throw .usage("use one of '--hr', '--power' and '--all' at a time")
      }
      if options.ignoreHeartRate { return .change(.ignoreHeartRate) }
      if options.ignorePower { return .change(.ignorePower) }
      return .change(.ignoreAll)
    case "set-load":
      let text = value ?? ""
      let range = RecordValidator.Range.trainingLoad
      guard let load = Double(text), load.isFinite, range.contains(load) else {
        throw .usage(
          "'\(text)' is not a load",
          hint: "use a number from 0 to \(Shown.number(range.upperBound, 0)), TSS-equivalent")
      }
      return .change(.load(load))
    case "set-sport":
      let text = value ?? ""
      guard let sport = Sport(rawValue: text) else {
        let names = Sport.allCases.map(\.rawValue)
        throw .usage(
          "'\(text)' is not a sport",
          hint: Suggestion.nearest(to: text, in: names).map { "did you mean '\($0)'?" }
            ?? "use " + names.joined(separator: ", "))
      }
      return .change(.sport(sport))
    default:
      return .reset
    }
  }
}
