/// An error the CLI reports as `error: …` (and `hint: …`) with an exit code.
package struct CLIError: Error, Equatable {
  /// The exit code of the run.
  package let code: ExitCode
  /// What went wrong, after `error: `.
  package let message: String
  /// What to do about it, after `hint: `.
  package var hint: String?

  /// Bad input data (exit 65).
  package static func badData(_ message: String, hint: String? = nil) -> CLIError {
    CLIError(code: .dataError, message: message, hint: hint)
  }

  /// An input that does not exist (exit 66).
  package static func missing(_ message: String, hint: String? = nil) -> CLIError {
    CLIError(code: .noInput, message: message, hint: hint)
  }

  /// An input that cannot be read or written (exit 66).
  package static func unreadable(_ message: String, hint: String? = nil) -> CLIError {
    CLIError(code: .noInput, message: message, hint: hint)
  }

  /// A command line that cannot be run (exit 64).
  package static func usage(_ message: String, hint: String? = nil) -> CLIError {
    CLIError(code: .usage, message: message, hint: hint)
  }

  /// An error with its exit code, message and hint.
  package init(
    code: ExitCode, message: String, hint: String? = nil
  ) {
    self.code = code
    self.message = message
    self.hint = hint
  }
}
