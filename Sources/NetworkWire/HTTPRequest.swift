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
