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

  /// `Unknown <kind> '<name>'.`, with `Did you mean '…'?` when a candidate is a likely typo.
  static func unknown(
    _ kind: String, _ name: String, among candidates: [String], command: String?
  ) -> UsageError {
    let suggestion = Suggestion.nearest(to: name, in: candidates)
    return UsageError(
      "Unknown \(kind) '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""),
      command: command)
  }
}
