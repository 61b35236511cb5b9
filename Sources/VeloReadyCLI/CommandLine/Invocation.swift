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
