import VeloKit

/// Options that every command accepts, before or after the command name.
public struct GlobalOptions: Equatable, Sendable {
  /// `--data DIR`: the store location.
  public var dataDirectory: String?
  /// `--color WHEN`.
  public var color: ColorChoice = .auto
  /// `--ascii`: pure-ASCII drawing.
  public var ascii = false
  /// `--tz ZONE`: the athlete's time zone for this run.
  public var timeZone: String?

  /// Defaults: no overrides.
  public init() {}
}
