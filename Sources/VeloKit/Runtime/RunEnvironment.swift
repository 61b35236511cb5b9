import Foundation
import ScoreEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything a run reads from the outside world, resolved by `main.swift` (or a test).
public struct RunEnvironment: Sendable {
  /// Arguments after the program name.
  public var arguments: [String]
  /// Environment variables.
  public var variables: [String: String]
  /// Whether standard output is a terminal.
  public var stdoutIsTerminal: Bool
  /// Whether standard error is a terminal.
  public var stderrIsTerminal: Bool
  /// The terminal's width in columns, when known.
  public var terminalWidth: Int?
  /// The terminal's height in rows, when known.
  public var terminalRows: Int?
  /// Asks the terminal its size (columns, rows) again, for a run that redraws after a wait: the
  /// screen may have been resized since the start. `nil`: the size at the start stands.
  public var currentTerminalSize: (@Sendable () -> (columns: Int?, rows: Int?))?
  /// The current instant.
  public var now: Date
  /// The machine's time zone, resolved on first use: a run with `--tz` or a configured zone never
  /// reads `/etc/localtime` (which cost `today --cached` about 5 % of its instructions).
  public var systemClock: ZoneClock { systemClockSource.value }
  private let systemClockSource: LazyValue<ZoneClock>
  /// A monotonic clock in seconds, for timing imports (tests pass a fixed one).
  public var monotonicSeconds: @Sendable () -> Double
  /// From what size an Apple Health export is parsed on several threads, and in pieces of what
  /// size; `nil`: the import's own choice (100 MB, 1 MB). Tests make both small, so that a
  /// small export really is cut and read on several threads.
  public var exportPieces: (minimumBytes: Int64, pieceBytes: Int)?

  /// How many threads work split across cores may use (`ParallelMap`); `nil`: one per core.
  /// Tests set 1 to compare a run on one thread with one on every core.
  public var workers: Int? = nil

  /// The machine's time zone as a Foundation `TimeZone` (made on demand for a TZif clock).
  public var systemTimeZone: TimeZone { systemClock.timeZone }

  /// Creates an environment whose machine zone is a Foundation `TimeZone`.
  public init(
    arguments: [String], variables: [String: String], stdoutIsTerminal: Bool = false,
    stderrIsTerminal: Bool = false, terminalWidth: Int? = nil, terminalRows: Int? = nil, now: Date,
    systemTimeZone: TimeZone,
    monotonicSeconds: @escaping @Sendable () -> Double = RunEnvironment.uptimeSeconds
  ) {
    self.init(
      arguments: arguments, variables: variables, stdoutIsTerminal: stdoutIsTerminal,
      stderrIsTerminal: stderrIsTerminal, terminalWidth: terminalWidth,
      terminalRows: terminalRows, now: now,
      systemClock: ZoneClock(timeZone: systemTimeZone), monotonicSeconds: monotonicSeconds)
  }

  /// Creates an environment.
  public init(
    arguments: [String], variables: [String: String], stdoutIsTerminal: Bool = false,
    stderrIsTerminal: Bool = false, terminalWidth: Int? = nil, terminalRows: Int? = nil, now: Date,
    systemClock: @escaping @autoclosure @Sendable () -> ZoneClock,
    monotonicSeconds: @escaping @Sendable () -> Double = RunEnvironment.uptimeSeconds
  ) {
    self.arguments = arguments
    self.variables = variables
    self.stdoutIsTerminal = stdoutIsTerminal
    self.stderrIsTerminal = stderrIsTerminal
    self.terminalWidth = terminalWidth
    self.terminalRows = terminalRows
    self.now = now
    self.systemClockSource = LazyValue(systemClock)
    self.monotonicSeconds = monotonicSeconds
  }

  /// Seconds of a monotonic clock (`CLOCK_MONOTONIC`), for timing.
  public static func uptimeSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
