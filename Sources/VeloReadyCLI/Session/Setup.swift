import Foundation
import ScoreEngine
import VeloKit
import VeloStore

/// What every command resolves first: the store, the config and the athlete's time zone
/// (docs/architecture.md §4 step 1 — resolved, or failed clearly, before anything renders).
struct Setup {
  let location: StoreLocation
  /// The store, `nil` when its directory does not exist.
  let store: Store?
  let config: Config
  /// The athlete's zone: TZif rules from the zoneinfo directory when it has the zone, else
  /// Foundation's.
  let clock: ZoneClock
  /// The zone's name as the user gave it (Foundation reports `UTC` as `GMT`).
  let timeZoneName: String
  /// Warnings for stderr (e.g. a config file readable by others).
  let warnings: [String]
  /// Notes for stderr (e.g. a version-1 store was migrated).
  let notes: [String]
  /// Says on a terminal that another veloready holds the store's write lock.
  let waiting: (Int32?) -> Void

  /// Whether intervals.icu sync is set up (an API key in the config or the environment): a
  /// rider who stopped syncing is not told that the last syncs failed (docs/algorithm.md §11).
  var syncConfigured = false

  /// The zone as a Foundation `TimeZone`, for the importers (made on demand for a TZif clock).
  var timeZone: TimeZone { clock.timeZone }
  /// Whether the zone is the configured one (not a one-off `--tz`).
  var zoneIsConfigured: Bool { config.timeZone == nil || config.timeZone == timeZoneName }
  var profile: AthleteProfile { config.profile(clock: clock) }

  /// The store, its settings and zone for a command; `repairingConfig` names the key a `config
  /// set` or `unset` replaces, whose bad value in `config.json` is then no error.
  static func resolve(
    _ global: GlobalOptions, _ environment: RunEnvironment, console: any Console,
    repairingConfig: String? = nil
  ) throws(CLIError) -> Setup {
    let location = StoreLocation.resolve(
      dataOption: global.dataDirectory, environment: environment.variables)
    let waiting = waitingMessage(environment, console)
    let store = try CLIError.fromStore(
      try Store.open(at: location.path, create: false, waiting: waiting))
    var config = Config()
    var warnings: [String] = []
    if let store {
      if let rollback = store.wentBack {
        warnings.append(CLIError.wentBack(rollback, database: store.database.path))
      }
      config = try ConfigFile.load(store.configPath, repairing: repairingConfig)
      if let mode = AtomicFile.mode(of: store.configPath), mode & 0o077 != 0 {
        warnings.append(
          "'\(store.configPath)' is readable by other users (mode \(String(mode, radix: 8))); "
            + "run: chmod 600 '\(store.configPath)'")
      }
    }
    let (clock, name) = try zone(global.timeZone, config: config, environment: environment)
    var notes = store?.notes ?? []
    if let store, store.database.isReadOnly {
      notes.append(
        "the store '\(store.root)' is read-only here: it is read as it is, and nothing is saved "
          + "to it (a command that must write says why it cannot)")
    }
    var setup = Setup(
      location: location, store: store, config: config, clock: clock, timeZoneName: name,
      warnings: warnings, notes: notes, waiting: waiting)
    // The rule of `IntervalsSync.apiKey`, which this folder cannot use.
    setup.syncConfigured =
      config.intervals.apiKey != nil
      || !(environment.variables["VELOREADY_INTERVALS_API_KEY"] ?? "").isEmpty
    return setup
  }

  /// The store to write to: the open one, or a new one created at the store's location.
  func writableStore() throws(CLIError) -> Store {
    if let store { return store }
    guard
      let store = try CLIError.fromStore(
        try Store.open(at: location.path, create: true, waiting: waiting))
    else {
      throw .unreadable("cannot create the store at '\(location.path)'")
    }
    return store
  }

  /// "waiting for another veloready (pid N) to finish…" on stderr, when it is a terminal.
  static func waitingMessage(_ environment: RunEnvironment, _ console: any Console)
    -> (Int32?) -> Void
  {
    { pid in
      guard environment.stderrIsTerminal else { return }
      console.err(
        "waiting for another veloready\(pid.map { " (pid \($0))" } ?? "") to finish…\n")
    }
  }

  /// `--tz`, else config `timeZone`, else the machine's zone; with the name to show.
  static func zone(_ option: String?, config: Config, environment: RunEnvironment)
    throws(CLIError) -> (ZoneClock, String)
  {
    let directory = ZoneDirectory(variables: environment.variables)
    func clock(named name: String) -> ZoneClock? {
      directory.clock(named: name) ?? TimeZone(identifier: name).map(ZoneClock.init(timeZone:))
    }
    // `utc` is how people type UTC; IANA names keep their case (`europe/berlin` gets a
    // suggestion, since a case-insensitive file system would find it and Linux would not).
    let option = option.map { ["UTC", "GMT"].contains($0.uppercased()) ? $0.uppercased() : $0 }
    if let option {
      guard let zone = clock(named: option) else {
        let suggestion = Suggestion.nearest(to: option, in: TimeZone.knownTimeZoneIdentifiers)
        throw .usage(
          "Unknown time zone '\(option)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""),
          hint: "use an IANA name such as 'Europe/Berlin' or 'America/New_York'")
      }
      return (zone, option)
    }
    if let name = config.timeZone, let zone = clock(named: name) { return (zone, name) }
    let system = environment.systemClock
    return (system, system.identifier)
  }

  /// Prints the setup's notes and warnings to stderr.
  func printWarnings(_ console: any Console) {
    for note in notes { console.err("note: \(note)\n") }
    for warning in warnings { console.warn(warning) }
  }
}
