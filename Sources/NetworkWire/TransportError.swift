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
  /// Anything else (TLS failure, a malformed response); the detail never holds credentials.
  case other(String)
}
