/// Exit codes of DESIGN.md §7.
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
}

/// An error the CLI reports as `error: …` (and `hint: …`) with an exit code.
struct CLIError: Error, Equatable {
  let code: ExitCode
  let message: String
  var hint: String?

  static func badData(_ message: String, hint: String? = nil) -> CLIError {
    CLIError(code: .dataError, message: message, hint: hint)
  }

  static func missing(_ message: String, hint: String? = nil) -> CLIError {
    CLIError(code: .noInput, message: message, hint: hint)
  }

  static func unreadable(_ message: String, hint: String? = nil) -> CLIError {
    CLIError(code: .noInput, message: message, hint: hint)
  }

  static func usage(_ message: String, hint: String? = nil) -> CLIError {
    CLIError(code: .usage, message: message, hint: hint)
  }
}
