/// Exit codes of docs/architecture.md §10.
public enum ExitCode: Int32, Sendable {
  /// Success.
  case ok = 0
  /// An internal failure (a bug).
  case failure = 1
  /// `--check`: the highest active alert is a warning.
  case checkWarning = 20
  /// `--check`: the highest active alert is critical.
  case checkCritical = 30
  /// A usage error.
  case usage = 64
  /// Bad input data.
  case dataError = 65
  /// Input or store missing or unreadable.
  case noInput = 66
  /// A remote source failed and no cached data could be shown.
  case unavailable = 69
  /// Standard output could not be written (a full disk, a closed descriptor): what the command
  /// printed is incomplete (`EX_IOERR`).
  case ioError = 74
}
