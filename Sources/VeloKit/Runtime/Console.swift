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

  /// Prints `error: …` and, when there is one, `hint: …` to standard error, each with its
  /// controls escaped: a message quotes input (an argument, a file name, a file's bytes) and is
  /// one line of plain text, never drawn.
  package func report(_ error: CLIError) {
    err("error: \(ShownText.escaping(error.message))\n")
    if let hint = error.hint { err("hint: \(ShownText.escaping(hint))\n") }
  }

  /// Prints `warning: …` to standard error, escaped as `report(_:)` escapes an error.
  package func warn(_ message: String) {
    err("warning: \(ShownText.escaping(message))\n")
  }

  /// Writes `text` to standard output: lines of words with no drawing of veloready's own (a
  /// reply to `tag`, `alerts dismiss`, `status`), with every control character in it escaped but
  /// its line breaks (`ShownText.escapingLines`), so the input it quotes cannot draw.
  package func say(_ text: String) {
    out(ShownText.escapingLines(text))
  }
}
