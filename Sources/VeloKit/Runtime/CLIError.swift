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
