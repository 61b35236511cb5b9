import Foundation
import VeloKit
import VeloReadyCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The process's real standard output and error, and its environment; used only by `main.swift`.
///
/// Every write to standard output is checked (docs/architecture.md §10): the first failure is
/// kept, later output is dropped, and the run ends with `error: cannot write to standard output:
/// REASON` and exit 74 instead of a success, so a backup written to a full disk does not pass for
/// a complete one. A reader that closed the pipe (`| head`) is not an error: the run ends as
/// quietly as `SIGPIPE` would end it, whether the signal is delivered or ignored.
public final class StandardStreams: Console {
  private var pending: [UInt8] = []
  /// The `errno` of the first failed write to standard output.
  private var failure: Int32?

  /// Wraps the process's streams.
  public init() {}

  /// Writes to standard output (buffered until `flush`).
  public func out(_ text: String) {
    guard failure == nil else { return }
    pending.append(contentsOf: text.utf8)
    if pending.count > 65_536 { flush() }
  }

  /// Writes to standard error, after flushing standard output so the two stay in order. A
  /// failure here has nowhere to be told.
  public func err(_ text: String) {
    flush()
    _ = Self.writeAll(Array(text.utf8), to: STDERR_FILENO)
  }

  /// Writes out what is pending on standard output.
  public func flush() {
    guard !pending.isEmpty else { return }
    if failure == nil, let error = Self.writeAll(pending, to: STDOUT_FILENO) {
      failure = error
      // A closed pipe: the reader has what it wanted, and nothing more is worth computing.
      if error == EPIPE { Foundation.exit(ExitCode.ok.rawValue) }
    }
    pending.removeAll(keepingCapacity: true)
  }

  /// Flushes and exits with `code`, or with 74 when standard output could not be written and
  /// the command would otherwise have succeeded.
  public func exit(_ code: ExitCode) -> Never {
    flush()
    guard let failure, [.ok, .checkWarning, .checkCritical].contains(code) else {
      Foundation.exit(code.rawValue)
    }
    err("error: cannot write to standard output: \(String(cString: strerror(failure)))\n")
    Foundation.exit(ExitCode.ioError.rawValue)
  }

  /// Writes all of `bytes`; the `errno` of a failure, else `nil`.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return nil
  }
}

extension RunEnvironment {
  /// The environment of this process.
  public static func current() -> RunEnvironment {
    let size = terminalSize()
    let variables = environmentVariables()
    // The zone file rather than `TimeZone.current`: a named Foundation zone loads ICU. Read only
    // if the run needs the machine's zone (the autoclosure is evaluated on first use).
    var environment = RunEnvironment(
      arguments: Array(CommandLine.arguments.dropFirst()), variables: variables,
      stdoutIsTerminal: isatty(STDOUT_FILENO) == 1, stderrIsTerminal: isatty(STDERR_FILENO) == 1,
      terminalWidth: size.columns, terminalRows: size.rows, now: Date(),
      systemClock: ZoneDirectory(variables: variables).systemClock(variables: variables))
    environment.currentTerminalSize = terminalSize
    return environment
  }

  /// The size of the terminal on standard output, when it is one.
  @Sendable static func terminalSize() -> (columns: Int?, rows: Int?) {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 else { return (nil, nil) }
    return (size.ws_col > 0 ? Int(size.ws_col) : nil, size.ws_row > 0 ? Int(size.ws_row) : nil)
  }
}

/// The process environment read straight from `environ` (much cheaper at start-up than
/// `ProcessInfo.environment`, which matters for `today --cached`). Names and values are split at
/// the first `=` byte with `strchr` and decoded from UTF-8 directly: a `Character` search on
/// each entry cost more than the rest of reading the environment.
func environmentVariables() -> [String: String] {
  var count = 0
  while environ[count] != nil { count += 1 }
  // Sized once: growing the dictionary entry by entry rehashed it six times.
  var variables = [String: String](minimumCapacity: count)
  var cursor = environ
  while let entry = cursor.pointee {
    cursor += 1
    guard let equals = strchr(entry, Int32(UInt8(ascii: "="))) else { continue }
    let name = UnsafeRawBufferPointer(start: entry, count: entry.distance(to: equals))
    variables[String(decoding: name, as: UTF8.self)] = String(cString: equals + 1)
  }
  return variables
}
