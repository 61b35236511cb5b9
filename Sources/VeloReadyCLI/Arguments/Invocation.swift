import ScoreEngine

/// When to colour the output.
public enum ColorChoice: String, CaseIterable, Sendable {
  /// Colour on a terminal unless `NO_COLOR` or `TERM=dumb` says otherwise.
  case auto
  /// Always colour, even into a pipe.
  case always
  /// Never colour.
  case never
}

/// Options that every command accepts, before or after the command name.
public struct GlobalOptions: Equatable, Sendable {
  /// `--data DIR`: the store location.
  public var dataDirectory: String?
  /// `--color WHEN`.
  public var color: ColorChoice = .auto
  /// `--ascii`: pure-ASCII drawing.
  public var ascii = false
  /// `--tz ZONE`: the athlete's time zone for this run.
  public var timeZone: String?

  /// Defaults: no overrides.
  public init() {}
}

/// Options of `veloready today`.
public struct TodayOptions: Equatable, Sendable {
  /// `--date`: the score date (default today in the athlete's zone).
  public var date: LocalDate?
  /// `--json`: print the `veloready.today/v1` document.
  public var json = false
  /// `--offline`: do not contact remote sources.
  public var offline = false
  /// `--cached`: print the cached scores only.
  public var cached = false
  /// `--refresh`: ignore the cache.
  public var refresh = false
  /// `--check`: exit 20/30 when a warning/critical alert is active.
  public var check = false

  /// Defaults.
  public init() {}
}

/// What `veloready alerts` was asked to do.
public enum AlertsAction: Equatable, Sendable {
  /// List the day's alerts.
  case list
  /// Dismiss one alert.
  case dismiss(String)
  /// Forget the dismissals of one alert, or of all.
  case reset(String?)
}

/// Options of `veloready alerts`.
public struct AlertsOptions: Equatable, Sendable {
  /// `--date`.
  public var date: LocalDate?
  /// `--json`.
  public var json = false
  /// `--check`.
  public var check = false
  /// `--until`: the last day a dismissal holds.
  public var until: LocalDate?

  /// Defaults.
  public init() {}
}

/// What `veloready config` was asked to do.
public enum ConfigAction: Equatable, Sendable {
  /// Print every key.
  case list
  /// Print one key.
  case get(String)
  /// Set one key.
  case set(String, String)
  /// Return one key to its default.
  case unset(String)
}

/// A parsed command line.
public enum Command: Equatable, Sendable {
  /// The dashboard.
  case today(TodayOptions)
  /// Import files.
  case importFiles([String])
  /// Fetch from intervals.icu; `days` overrides how far back.
  case sync(days: Int?)
  /// Settings.
  case config(ConfigAction)
  /// Alerts and their dismissals.
  case alerts(AlertsAction, AlertsOptions)
  /// Help for a command (`nil`: the overview).
  case help(String?)
  /// The version.
  case version
}

/// A command with the global options that came with it.
public struct Invocation: Equatable, Sendable {
  /// The global options.
  public var global: GlobalOptions
  /// The command.
  public var command: Command
}

/// A command line that cannot be run; printed as `error: …` with an optional `hint: …`.
public struct UsageError: Error, Equatable, Sendable {
  /// The one-line message, in swift-argument-parser's wording.
  public var message: String
  /// The command whose help the hint points at, if any.
  public var command: String?

  /// Creates a usage error.
  public init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }
}
