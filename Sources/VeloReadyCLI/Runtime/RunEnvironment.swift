import Foundation

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
  /// The current instant.
  public var now: Date
  /// The machine's time zone.
  public var systemTimeZone: TimeZone
  /// A monotonic clock in seconds, for timing imports (tests pass a fixed one).
  public var monotonicSeconds: @Sendable () -> Double

  /// Creates an environment.
  public init(
    arguments: [String], variables: [String: String], stdoutIsTerminal: Bool = false,
    stderrIsTerminal: Bool = false, terminalWidth: Int? = nil, terminalRows: Int? = nil, now: Date,
    systemTimeZone: TimeZone,
    monotonicSeconds: @escaping @Sendable () -> Double = {
      Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
  ) {
    self.arguments = arguments
    self.variables = variables
    self.stdoutIsTerminal = stdoutIsTerminal
    self.stderrIsTerminal = stderrIsTerminal
    self.terminalWidth = terminalWidth
    self.terminalRows = terminalRows
    self.now = now
    self.systemTimeZone = systemTimeZone
    self.monotonicSeconds = monotonicSeconds
  }
}
