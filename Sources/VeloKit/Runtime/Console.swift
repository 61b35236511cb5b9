/// Where a run writes: standard output and standard error.
public protocol Console: AnyObject {
  /// Writes to standard output.
  func out(_ text: String)
  /// Writes to standard error.
  func err(_ text: String)
  /// Makes everything written so far visible (before slow work).
  func flush()
}

/// A console that keeps what was written, for tests and in-process golden runs.
public final class CapturingConsole: Console {
  /// Everything written to standard output.
  public private(set) var stdout = ""
  /// Everything written to standard error.
  public private(set) var stderr = ""

  /// An empty console.
  public init() {}

  /// Appends to `stdout`.
  public func out(_ text: String) { stdout += text }
  /// Appends to `stderr`.
  public func err(_ text: String) { stderr += text }
  /// Nothing to flush.
  public func flush() {}
}

extension Console {
  /// Prints `error: …` and, when there is one, `hint: …` to standard error.
  package func report(_ error: CLIError) {
    err("error: \(error.message)\n")
    if let hint = error.hint { err("hint: \(hint)\n") }
  }
}
