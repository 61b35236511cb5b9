/// Sends HTTP requests: `HelperProcessTransport` in the tool, a stub or a loopback server in tests.
public protocol HTTPTransport: Sendable {
  /// Sends `request` and returns the response, whatever its status.
  ///
  /// - Throws: `TransportError` when no response arrived.
  func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}
