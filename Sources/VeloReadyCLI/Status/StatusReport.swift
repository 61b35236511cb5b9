import VeloJSON
import VeloKit
import VeloStore

/// `veloready status [--check] [--json]`: where the store is and what it holds; with `--check`,
/// whether its database is sound (docs/architecture.md §6).
///
/// Exit status: 0 when there is a store (and it passed the check), or when there is none at the
/// default location (nothing went wrong: nothing was imported yet); 66 when `--data` names a
/// store that does not exist or `--check` finds no store to check — a cron job that checks a
/// store must hear that it is gone —; 65 when the check finds damage.
struct StatusReport {
  let options: OptionValues
  let global: GlobalOptions
  let environment: RunEnvironment
  let console: any Console

  func run() throws(CLIError) -> ExitCode {
    let location = StoreLocation.resolve(
      dataOption: global.dataDirectory, environment: environment.variables)
    guard AtomicFile.isDirectory(location.path) else { return try noStore(location) }
    var problems: [String]?
    if options.check {
      problems = try StoreCheck.run(directory: location.path)
      if let found = problems, !found.isEmpty {
        if options.json {
          console.json(StatusDocument.damaged(store: location.path, problems: found))
        } else {
          console.say(StatusText.checkLines(found).joined(separator: "\n") + "\n")
        }
        throw StoreCheck.damaged(
          location.path + "/" + StoreDatabase.fileName, problems: found.count)
      }
    }
    let setup = try Setup.resolve(global, environment, console: console)
    setup.printWarnings(console)
    guard let store = setup.store else { return try noStore(location) }
    if options.check, problems == nil {
      // There was no database to check before opening the store made or migrated one.
      problems = try StoreCheck.run(directory: location.path) ?? []
    }
    let status = try StoreStatus.gather(store, clock: setup.clock, problems: problems)
    if options.json {
      console.json(StatusDocument.build(status))
    } else {
      console.say(StatusText.render(status).joined(separator: "\n") + "\n")
    }
    return .ok
  }

  private func noStore(_ location: StoreLocation) throws(CLIError) -> ExitCode {
    if location.explicit || options.check {
      throw .missing(
        "no veloready store at '\(location.path)'",
        hint:
          "import data first: veloready\(location.explicit ? " --data '\(location.path)'" : "") "
          + "import FILE")
    }
    if options.json {
      console.json(StatusDocument.noStore(location.path))
    } else {
      console.say(StatusText.noStore(location.path).joined(separator: "\n") + "\n")
    }
    return .ok
  }
}
