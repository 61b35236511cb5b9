import HealthImport
import NetworkWire

/// Why a request to intervals.icu failed; the store should be left as it was.
///
/// Descriptions are plain facts for logs and tests; the CLI words them for the athlete. None of
/// them, nor any associated value, contains the API key.
public enum IntervalsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// 401: the API key is wrong or was revoked.
  case unauthorized
  /// 403: the key is valid but may not read this athlete.
  case forbidden(athleteID: String)
  /// 404: no such athlete (a wrong athlete id), or the path does not exist.
  case notFound(athleteID: String)
  /// 429 on every attempt, or a `Retry-After` longer than the retry policy waits.
  case rateLimited(attempts: Int, retryAfter: Duration?)
  /// A 5xx status.
  case serverError(status: Int)
  /// Any other status that is not 2xx (e.g. a refused redirect).
  case unexpectedStatus(Int)
  /// The server could not be reached.
  case unreachable(host: String, reason: TransportError)
  /// No answer within the request timeout.
  case timedOut(host: String, after: Duration)
  /// The body ran past `limit` bytes; reading stopped there.
  case responseTooLarge(host: String, limit: Int)
  /// The `veloready-network` helper could not be started (`nil`: none next to `veloready`).
  case helperMissing(path: String?)
  /// The body is not the JSON array the API documents.
  case malformedResponse(resource: String, reason: ImportError)
  /// The configured base URL cannot form a request URL.
  case invalidBaseURL(String)
  /// The surrounding task was cancelled.
  case cancelled

  /// A one-line statement of the failure.
  public var description: String {
    switch self {
    case .unauthorized:
      return "intervals.icu rejected the API key (401 Unauthorized)"
    case .forbidden(let athleteID):
      return "intervals.icu refused access to athlete '\(athleteID)' (403 Forbidden)"
    case .notFound(let athleteID):
      return "intervals.icu has no athlete '\(athleteID)' (404 Not Found)"
    case .rateLimited(let attempts, let retryAfter):
      let wait = retryAfter.map { ", asked to wait \(Self.seconds($0))" } ?? ""
      return "intervals.icu is rate limiting (429 Too Many Requests after \(attempts) "
        + "attempt\(attempts == 1 ? "" : "s")\(wait))"
    case .serverError(let status):
      return "intervals.icu failed with a server error (HTTP \(status))"
    case .unexpectedStatus(let status):
      return "intervals.icu answered with unexpected HTTP status \(status)"
    case .unreachable(let host, let reason):
      return "cannot reach '\(host)': \(Self.describe(reason))"
    case .timedOut(let host, let after):
      return "'\(host)' did not answer within \(Self.seconds(after))"
    case .responseTooLarge(let host, let limit):
      return "the response from '\(host)' is larger than \(Self.size(limit)); it was not read"
    case .helperMissing(nil):
      return "veloready-network is missing next to veloready; reinstall both binaries side by side"
    case .helperMissing(let path?):
      return "the network helper '\(path)' cannot be started"
    case .malformedResponse(let resource, let reason):
      return "the intervals.icu \(resource) response is not usable: \(reason.reason)"
    case .invalidBaseURL(let text):
      return "'\(text)' is not a usable intervals.icu base URL (expected http or https)"
    case .cancelled:
      return "the intervals.icu request was cancelled"
    }
  }

  private static func describe(_ reason: TransportError) -> String {
    switch reason {
    case .timedOut: return "timed out"
    case .hostNotFound: return "host not found (DNS lookup failed)"
    case .connectionRefused: return "connection refused"
    case .notConnected: return "no network connection"
    case .connectionLost: return "the connection was lost"
    case .cancelled: return "cancelled"
    case .responseTooLarge(let limit): return "the response is larger than \(Self.size(limit))"
    case .helperMissing: return "the network helper cannot be started"
    case .other(let detail): return detail
    }
  }

  /// `64 MB` for whole mebibytes, else `1000 bytes`.
  static func size(_ bytes: Int) -> String {
    bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
  }

  /// `15 seconds`, `1 second`, `0.5 seconds`: a duration as a reader writes it.
  static func seconds(_ duration: Duration) -> String {
    let (whole, attoseconds) = duration.components
    let tenths = (whole * 10 + attoseconds / 100_000_000_000_000_000)
    let text = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(abs(tenths % 10))"
    return text + (tenths == 10 ? " second" : " seconds")
  }
}
