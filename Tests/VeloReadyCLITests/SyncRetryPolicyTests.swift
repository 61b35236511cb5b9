import Foundation
import NetworkWire
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Retry schedule, `Retry-After`, request URLs and transport-error mapping.
@Suite struct SyncRetryPolicyTests {
  @Test(
    "waits before each retry",
    arguments: [
      (1, nil as Int?, 1 as Int?), (2, nil, 2), (3, nil, 4), (4, nil, nil), (1, 3, 3), (2, 0, 0),
      (1, 10, 10), (1, 11, nil), (0, nil, nil),
    ])
  func delays(retry: Int, retryAfter: Int?, expected: Int?) {
    let delay = RetryPolicy.standard.delay(
      beforeRetry: retry, retryAfter: retryAfter.map { .seconds($0) })
    #expect(delay == expected.map { .seconds($0) })
  }

  @Test func backoffIsCappedByTheMaximumDelay() {
    let policy = RetryPolicy(
      maximumAttempts: 10, initialBackoff: .seconds(3), maximumDelay: .seconds(10))
    #expect(
      (1...9).map { policy.delay(beforeRetry: $0, retryAfter: nil) } == [
        .seconds(3), .seconds(6), .seconds(10), .seconds(10), .seconds(10), .seconds(10),
        .seconds(10), .seconds(10), .seconds(10),
      ])
    #expect(
      RetryPolicy(maximumAttempts: 0, initialBackoff: .zero, maximumDelay: .zero)
        .maximumAttempts == 1)
  }

  @Test(
    "Retry-After values",
    arguments: [
      ("2", 2000 as Int?), (" 120 ", 120_000), ("0", 0), ("Sun, 22 Nov 2026 07:00:30 GMT", 30_000),
      ("Sun, 22 Nov 2026 06:59:00 GMT", 0), ("soon", nil), ("", nil), ("-5", nil),
    ])
  func retryAfter(text: String, milliseconds: Int?) {
    let now = Date(timeIntervalSince1970: 1_795_330_800)  // 2026-11-22T07:00:00Z
    #expect(RetryPolicy.retryAfter(text, now: now) == milliseconds.map { .milliseconds($0) })
    #expect(RetryPolicy.retryAfter(nil, now: now) == nil)
  }

  @Test(
    "request URLs",
    arguments: [
      ("https://intervals.icu", "0", "https://intervals.icu/api/v1/athlete/0/wellness?oldest=a"),
      ("https://intervals.icu/", "i1", "https://intervals.icu/api/v1/athlete/i1/wellness?oldest=a"),
      (
        "http://127.0.0.1:8080/proxy/", "i 1/x",
        "http://127.0.0.1:8080/proxy/api/v1/athlete/i%201%2Fx/wellness?oldest=a"
      ),
      (
        "https://API_KEY:secret@intervals.icu", "0",
        "https://intervals.icu/api/v1/athlete/0/wellness?oldest=a"
      ),
    ])
  func urls(base: String, athlete: String, expected: String) throws {
    let client = IntervalsClient(
      baseURL: try #require(URL(string: base)), athleteID: athlete, apiKey: IntervalsAPIKey("k"),
      transport: ScriptedTransport([]))
    #expect(try client.url("wellness", query: [("oldest", "a")]).absoluteString == expected)
  }

  @Test(arguments: ["ftp://intervals.icu", "file:///tmp/x", "intervals.icu"])
  func unusableBaseURLsAreRefused(base: String) throws {
    let client = IntervalsClient(
      baseURL: try #require(URL(string: base)), athleteID: "0", apiKey: IntervalsAPIKey("k"),
      transport: ScriptedTransport([]))
    #expect(throws: IntervalsError.invalidBaseURL(base)) {
      try client.url("wellness", query: [])
    }
  }

  @Test(
    "URL errors map to transport errors",
    arguments: [
      (URLError.Code.timedOut, TransportError.timedOut), (.cannotFindHost, .hostNotFound),
      (.dnsLookupFailed, .hostNotFound), (.cannotConnectToHost, .connectionRefused),
      (.notConnectedToInternet, .notConnected), (.networkConnectionLost, .connectionLost),
      (.cancelled, .cancelled), (.secureConnectionFailed, .other("URL error -1200")),
    ])
  func urlErrors(code: URLError.Code, expected: TransportError) {
    #expect(TransportError(URLError(code)) == expected)
  }
}
