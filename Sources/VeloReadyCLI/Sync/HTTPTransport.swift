import Foundation

/// One HTTP GET to send: what `HTTPTransport` needs and nothing more.
///
/// The headers carry the `Authorization` credential, so every textual form of a request
/// (`description`, `debugDescription`, `dump`) lists header names only.
public struct HTTPRequest: Sendable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The absolute URL; it never carries credentials.
  public var url: URL
  /// Header fields by name.
  public var headers: [String: String]
  /// How long the request may wait for the server before it is abandoned.
  public var timeout: Duration

  /// Creates a GET request.
  public init(url: URL, headers: [String: String] = [:], timeout: Duration) {
    self.url = url
    self.headers = headers
    self.timeout = timeout
  }

  /// `GET <url>`.
  public var description: String { "GET \(url.absoluteString)" }

  /// `GET <url>` with the header names, never their values.
  public var debugDescription: String {
    "GET \(url.absoluteString) headers: [\(headers.keys.sorted().joined(separator: ", "))]"
  }

  /// The URL, header names and timeout; header values are left out.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "url": url.absoluteString, "headerNames": headers.keys.sorted(), "timeout": timeout,
      ])
  }
}

/// What the server answered.
public struct HTTPResponse: Sendable, Hashable {
  /// The status code, e.g. 200.
  public var status: Int
  /// Header fields with lower-cased names, e.g. `retry-after`.
  public var headers: [String: String]
  /// The body bytes.
  public var body: [UInt8]

  /// Creates a response; header names are lower-cased.
  public init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
    self.status = status
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
    self.body = body
  }
}

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

/// Sends HTTP requests: `HelperProcessTransport` in the tool, a stub or a loopback server in tests.
public protocol HTTPTransport: Sendable {
  /// Sends `request` and returns the response, whatever its status.
  ///
  /// - Throws: `TransportError` when no response arrived.
  func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}
