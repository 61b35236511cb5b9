/// Where a run writes: standard output and standard error.
public protocol Console: AnyObject {
  /// Writes to standard output.
  func out(_ text: String)
  /// Writes data to standard output — JSON, CSV, an export — exactly as given: an ASCII run
  /// (`--ascii`, a non-UTF-8 locale) folds only what is drawn for people, never the rider's
  /// data (docs/architecture.md §9).
  func data(_ text: String)
  /// Whether what `out` and `err` write is folded to ASCII.
  var foldsToASCII: Bool { get }
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
  /// Writes data as `out` does: a console that folds nothing has nothing to keep out of it.
  public func data(_ text: String) { out(text) }
  /// A console folds nothing unless it says so.
  public var foldsToASCII: Bool { false }

  /// Prints `error: …` and, when there is one, `hint: …` to standard error, escaped: a message
  /// quotes input (a file name, an argument, a value), never a drawing.
  package func report(_ error: CLIError) {
    say("error: \(error.message)\n", to: .standardError)
    if let hint = error.hint { say("hint: \(hint)\n", to: .standardError) }
  }

  /// Writes `text`, words with no drawing of veloready's own (a summary, a status, a warning),
  /// with every control character in it escaped but its line breaks (`ShownText.escapingLines`):
  /// the names and values from inputs it quotes cannot command the terminal.
  package func say(_ text: String, to stream: ConsoleStream = .standardOutput) {
    let shown = ShownText.escapingLines(text)
    switch stream {
    case .standardOutput: out(shown)
    case .standardError: err(shown)
    }
  }
}

/// Where `Console.say` writes.
package enum ConsoleStream: Sendable {
  /// Standard output.
  case standardOutput
  /// Standard error.
  case standardError
}
