import ScoreEngine
import VeloKit
import VeloStore

/// `veloready tag add NAME [--date D] [--value N]`, `tag remove NAME [--date D]`,
/// `tag list [--days N] [--date D]`.
struct TagCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() throws(CLIError) -> ExitCode {
    // The name first: a typo is reported as such whatever the state of the store.
    let name = try context.invocation.arguments.first.map(TagName.checked)
    let run = try ReportRun(context)
    let date = run.options.date ?? run.today
    switch context.invocation.action {
    case "add":
      let store = try run.setup.writableStore()
      let tag = DayTag(date: date, name: name ?? "", value: run.options.value, origin: "rider")
      try store.write { () throws(CLIError) in
        _ = try CLIError.fromStore(try store.database.saveTag(tag))
      }
      run.console.say("tagged \(Shown.longDate(date)) '\(tag.name)'\(Self.rating(tag.value))\n")
    case "remove":
      let name = name ?? ""
      let removed = try run.setup.store.map { store throws(CLIError) -> Bool in
        try store.write { () throws(CLIError) -> Bool in
          try CLIError.fromStore(try store.database.removeTag(name, on: date))
        }
      }
      guard removed == true else {
        let those = try CLIError.fromStore(try run.setup.store?.database.tags(date...date)) ?? []
        throw CLIError(
          code: .failure, message: "no tag '\(name)' on \(date)",
          hint: Suggestion.nearest(to: name, in: those.map(\.name)).map { "did you mean '\($0)'?" }
            ?? (those.isEmpty
              ? "'veloready tag list' shows the tags of each day"
              : "that day has " + those.map { "'\($0.name)'" }.joined(separator: ", ")))
      }
      run.console.say("removed '\(name)' from \(Shown.longDate(date))\n")
    default:
      let range = try run.range(defaultDays: 30)
      let tags = try CLIError.fromStore(try run.setup.store?.database.tags(range.dates)) ?? []
      run.print(TagListText.render(tags, range, run))
    }
    return .ok
  }

  /// " (4 of 5)" for a rating, nothing without one.
  static func rating(_ value: Double?) -> String {
    value.map { " (\(Shown.number($0, 0)) of 5)" } ?? ""
  }
}
