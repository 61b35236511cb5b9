/// A command line that cannot be run; printed as `error: …` with an optional `hint: …`.
public struct UsageError: Error, Equatable, Sendable {
  /// The one-line message, in swift-argument-parser's wording.
  public var message: String
  /// The command whose help the hint points at, if any.
  public var command: String?

  /// Creates a usage error.
  public init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }
}
