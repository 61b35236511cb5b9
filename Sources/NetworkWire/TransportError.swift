/// Why no HTTP response arrived at all.
public enum TransportError: Error, Hashable, Sendable {
  /// The server did not answer within the request's timeout.
  case timedOut
  /// The host name did not resolve (DNS failure, a typo in the base URL).
  case hostNotFound
  /// The host refused the connection (nothing listening on that port).
  case connectionRefused
  /// The machine has no network.
  case notConnected
  /// The connection dropped before a complete response.
  case connectionLost
  /// The task was cancelled.
  case cancelled
  /// The body ran past `limit` bytes (`NetworkWire.responseLimit`); reading stopped there.
  case responseTooLarge(limit: Int)
  /// The `veloready-network` helper could not be started: an installation problem, not a
  /// network one. `path` is where it was looked for, `nil` when no executable was found at all.
  case helperMissing(path: String?)
  /// Anything else (TLS failure, a malformed response); the detail never holds credentials.
  case other(String)
}
