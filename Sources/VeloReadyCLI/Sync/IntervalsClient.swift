import Foundation
import HealthImport
import NetworkWire
import ScoreEngine

/// A client of the intervals.icu API for one athlete: wellness and activities for a date range.
///
/// It authenticates with HTTP Basic (user `API_KEY`, the key as password), bounds every request
/// by `requestTimeout`, retries 429 by `retryPolicy`, and turns every failure into an
/// `IntervalsError`. It writes nothing: the caller merges the returned reports into its store only
/// when the whole fetch succeeded.
///
/// ```swift
/// let client = IntervalsClient(
///   baseURL: configuredURL, athleteID: "0", apiKey: IntervalsAPIKey(key))
/// let result = try await client.fetch(start...today)
/// store.merge(result.combined)
/// ```
public struct IntervalsClient: Sendable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The default per-request timeout, 15 seconds: generous for two small JSON responses, and short
  /// enough that `veloready today` falls back to its cache quickly when the network is down.
  public static let defaultRequestTimeout: Duration = .seconds(15)

  /// The server, e.g. `https://intervals.icu` (a loopback server in tests).
  public let baseURL: URL
  /// The athlete id, e.g. `i123456`, or `0` for the key's own athlete.
  public let athleteID: String
  /// The bound on one request, from sending it to the last byte of the response; a 429 retry is
  /// a new request with its own bound.
  public let requestTimeout: Duration
  /// How 429 is retried.
  public let retryPolicy: RetryPolicy
  let apiKey: IntervalsAPIKey
  let transport: any HTTPTransport
  let sleep: @Sendable (Duration) async throws -> Void
  let now: @Sendable () -> Date

  /// Creates a client.
  ///
  /// - Parameters:
  ///   - transport: `HelperProcessTransport()` (URLSession in the helper process) when `nil`.
  ///   - sleep: waits between retries; tests inject one that records instead of waiting.
  ///   - now: the clock for `Retry-After` dates.
  public init(
    baseURL: URL, athleteID: String, apiKey: IntervalsAPIKey,
    requestTimeout: Duration = IntervalsClient.defaultRequestTimeout,
    retryPolicy: RetryPolicy = .standard, transport: (any HTTPTransport)? = nil,
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.baseURL = baseURL
    self.athleteID = athleteID
    self.apiKey = apiKey
    self.requestTimeout = requestTimeout
    self.retryPolicy = retryPolicy
    self.transport = transport ?? HelperProcessTransport()
    self.sleep = sleep
    self.now = now
  }

  /// The wellness records of the local dates `dates` (both ends included).
  public func wellness(_ dates: ClosedRange<LocalDate>) async throws(IntervalsError)
    -> ImportReport
  {
    let body = try await get(
      "wellness", query: [("oldest", "\(dates.lowerBound)"), ("newest", "\(dates.upperBound)")])
    do {
      return try IntervalsWellnessParser.parse(body)
    } catch {
      throw .malformedResponse(resource: "wellness", reason: error)
    }
  }

  /// The activities that start on the local dates `dates` (both ends included).
  ///
  /// `newest` is sent as the last second of the last day, because the API reads it as a date and
  /// time; a bare date would be midnight and could leave out that day's rides.
  public func activities(_ dates: ClosedRange<LocalDate>) async throws(IntervalsError)
    -> ImportReport
  {
    let body = try await get(
      "activities",
      query: [("oldest", "\(dates.lowerBound)"), ("newest", "\(dates.upperBound)T23:59:59")])
    do {
      return try IntervalsActivitiesParser.parse(body)
    } catch {
      throw .malformedResponse(resource: "activities", reason: error)
    }
  }

  /// `IntervalsClient(<base URL>, athlete '<id>')`, without the key.
  public var description: String {
    "IntervalsClient(\(baseURL.absoluteString), athlete '\(athleteID)')"
  }

  /// The same as `description`.
  public var debugDescription: String { description }

  /// The base URL, athlete id, timeout and retry policy; never the key.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "baseURL": baseURL.absoluteString, "athleteID": athleteID,
        "requestTimeout": requestTimeout, "retryPolicy": retryPolicy,
      ])
  }
}
