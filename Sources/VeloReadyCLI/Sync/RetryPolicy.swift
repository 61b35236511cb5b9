import Foundation

/// How `IntervalsClient` retries a `429 Too Many Requests`.
///
/// Only 429 is retried: it says "come back shortly", and intervals.icu limits requests per second.
/// A 5xx, a timeout or a refused connection fails at once, because `veloready today` would rather
/// show cached scores now than wait on a broken server. The wait before retry `n` (1-based) is
/// the server's `Retry-After` when it sends one, else `initialBackoff × 2ⁿ⁻¹`; it never exceeds
/// `maximumDelay`, and a `Retry-After` above it ends the retries at once (waiting less than the
/// server asked only earns another 429). No jitter: one athlete's tool is not a thundering herd,
/// and a deterministic schedule is testable.
public struct RetryPolicy: Sendable, Hashable {
  /// Attempts in all, the first included; at least 1.
  public var maximumAttempts: Int
  /// The wait before the first retry without `Retry-After`.
  public var initialBackoff: Duration
  /// The longest single wait.
  public var maximumDelay: Duration

  /// 4 attempts, waits of 1, 2 and 4 s (or `Retry-After` up to 10 s): at most 30 s of waiting.
  public static let standard = RetryPolicy(
    maximumAttempts: 4, initialBackoff: .seconds(1), maximumDelay: .seconds(10))

  /// Creates a policy; `maximumAttempts` below 1 counts as 1.
  public init(maximumAttempts: Int, initialBackoff: Duration, maximumDelay: Duration) {
    self.maximumAttempts = max(1, maximumAttempts)
    self.initialBackoff = initialBackoff
    self.maximumDelay = maximumDelay
  }

  /// The wait before retry `retry` (1 for the first retry), or `nil` to stop retrying.
  public func delay(beforeRetry retry: Int, retryAfter: Duration?) -> Duration? {
    guard retry >= 1, retry < maximumAttempts else { return nil }
    if let retryAfter {
      return retryAfter <= maximumDelay ? max(retryAfter, .zero) : nil
    }
    var backoff = initialBackoff
    for _ in 1..<retry where backoff < maximumDelay { backoff *= 2 }
    return min(backoff, maximumDelay)
  }

  /// The wait a `Retry-After` value asks for: delta-seconds (`120`) or an HTTP date
  /// (`Wed, 21 Oct 2026 07:28:00 GMT`) measured from `now`; `nil` when absent or unreadable.
  public static func retryAfter(_ value: String?, now: Date) -> Duration? {
    guard let text = value?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
    if text.allSatisfy({ $0.isASCII && $0.isNumber }) {
      return Int(text).map { .seconds($0) }
    }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    guard let date = formatter.date(from: text) else { return nil }
    return .milliseconds(max(0, Int((date.timeIntervalSince(now) * 1000).rounded(.up))))
  }
}
