import Foundation
import HealthImport
import ScoreEngine
import TestSupport
import Testing

@testable import VeloReadyCLI

/// `IntervalsClient` over the real transport (the `veloready-network` helper running URLSession)
/// against a loopback HTTP server.
@Suite struct SyncIntervalsClientTests {
  static let key = "3x4mpl3-k3y-d0-n0t-l0g"
  let dates = LocalDate(iso: "2026-09-14").flatMap { start in
    LocalDate(iso: "2026-09-21").map { start...$0 }
  }

  func client(
    _ server: LoopbackHTTPServer, timeout: Duration = .seconds(5),
    recorder: DelayRecorder = DelayRecorder()
  ) -> IntervalsClient {
    IntervalsClient(
      baseURL: server.baseURL, athleteID: "i123456", apiKey: IntervalsAPIKey(Self.key),
      requestTimeout: timeout, sleep: recorder.sleep)
  }

  /// A server that answers wellness and activities from the recorded fixtures.
  static func fixtureServer(firstStatuses: [Int] = []) throws -> LoopbackHTTPServer {
    let wellness = try Paths.fixtureBytes("intervals/wellness.json")
    let activities = try Paths.fixtureBytes("intervals/activities.json")
    return try LoopbackHTTPServer { request, index in
      if index < firstStatuses.count {
        return .respond(status: firstStatuses[index], headers: ["Retry-After": "0"])
      }
      let body = request.target.contains("/wellness?") ? wellness : activities
      return .respond(status: 200, headers: ["Content-Type": "application/json"], body: body)
    }
  }

  @Test func fetchesAndMapsWellnessAndActivitiesWithBasicAuth() async throws {
    let server = try Self.fixtureServer()
    defer { server.stop() }
    let range = try #require(dates)
    let result = try await client(server).fetch(range)
    #expect(result.dates == range)
    #expect(result.wellness.records.restingHeartRate.count == 4)
    #expect(result.activities.records.activities.count == 4)
    #expect(result.activities.notes.count == 1)
    let combined = result.combined
    #expect(combined.records.count == result.wellness.records.count + 4)
    #expect(combined.seen == ["wellness": 4, "activities": 5])
    #expect(combined.notes == result.activities.notes)

    let requests = server.requests.sorted { $0.target < $1.target }
    #expect(
      requests.map(\.target) == [
        "/api/v1/athlete/i123456/activities?oldest=2026-09-14&newest=2026-09-21T23:59:59",
        "/api/v1/athlete/i123456/wellness?oldest=2026-09-14&newest=2026-09-21",
      ])
    let expected = "Basic " + Data("API_KEY:\(Self.key)".utf8).base64EncodedString()
    for request in requests {
      #expect(request.method == "GET")
      #expect(request.headers["authorization"] == expected)
      #expect(request.headers["accept"] == "application/json")
    }
  }

  @Test func aFetchIsAllOrNothing() async throws {
    let wellness = try Paths.fixtureBytes("intervals/wellness.json")
    let server = try LoopbackHTTPServer { request, _ in
      request.target.contains("/wellness?")
        ? .respond(status: 200, body: wellness) : .respond(status: 502)
    }
    defer { server.stop() }
    let range = try #require(dates)
    await #expect(throws: IntervalsError.serverError(status: 502)) {
      try await client(server).fetch(range)
    }
  }

  @Test(
    "error statuses become typed errors",
    arguments: [
      (401, IntervalsError.unauthorized), (403, .forbidden(athleteID: "i123456")),
      (404, .notFound(athleteID: "i123456")), (500, .serverError(status: 500)),
      (503, .serverError(status: 503)), (418, .unexpectedStatus(418)),
    ])
  func errorStatuses(status: Int, expected: IntervalsError) async throws {
    let server = try LoopbackHTTPServer { _, _ in
      .respond(status: status, body: Array("{\"error\":\"no\"}".utf8))
    }
    defer { server.stop() }
    let range = try #require(dates)
    await #expect(throws: expected) { try await client(server).wellness(range) }
    #expect(server.requests.count == 1)
  }

  @Test func retries429ThenSucceedsHonouringRetryAfter() async throws {
    let server = try Self.fixtureServer(firstStatuses: [429])
    defer { server.stop() }
    let recorder = DelayRecorder()
    let range = try #require(dates)
    let report = try await client(server, recorder: recorder).wellness(range)
    #expect(report.records.steps.count == 4)
    #expect(server.requests.count == 2)
    #expect(recorder.delays == [.zero])
  }

  @Test func gives429UpAfterTheBoundedNumberOfAttempts() async throws {
    let server = try LoopbackHTTPServer { _, _ in .respond(status: 429) }
    defer { server.stop() }
    let recorder = DelayRecorder()
    let range = try #require(dates)
    await #expect(throws: IntervalsError.rateLimited(attempts: 4, retryAfter: nil)) {
      try await client(server, recorder: recorder).activities(range)
    }
    #expect(server.requests.count == 4)
    #expect(recorder.delays == [.seconds(1), .seconds(2), .seconds(4)])
  }

  @Test func aRetryAfterBeyondTheCapStopsAtOnce() async throws {
    let server = try LoopbackHTTPServer { _, _ in
      .respond(status: 429, headers: ["Retry-After": "120"])
    }
    defer { server.stop() }
    let recorder = DelayRecorder()
    let range = try #require(dates)
    await #expect(throws: IntervalsError.rateLimited(attempts: 1, retryAfter: .seconds(120))) {
      try await client(server, recorder: recorder).wellness(range)
    }
    #expect(server.requests.count == 1 && recorder.delays.isEmpty)
  }

  @Test(
    "a 200 whose body is not a JSON array is malformed",
    arguments: ["[{\"id\":\"2026-09-20\",", "<html><body>Bad gateway</body></html>", "{}"])
  func malformed(body: String) async throws {
    let server = try LoopbackHTTPServer { _, _ in .respond(status: 200, body: Array(body.utf8)) }
    defer { server.stop() }
    let range = try #require(dates)
    await #expect {
      try await client(server).wellness(range)
    } throws: { error in
      guard case .malformedResponse(let resource, _) = error as? IntervalsError else {
        return false
      }
      return resource == "wellness"
    }
  }

  @Test(.timeLimit(.minutes(2))) func aServerThatNeverAnswersTimesOut() async throws {
    let server = try LoopbackHTTPServer { _, _ in .silence }
    defer { server.stop() }
    let range = try #require(dates)
    let started = ContinuousClock.now
    await #expect(throws: IntervalsError.timedOut(host: "127.0.0.1", after: .milliseconds(500))) {
      try await client(server, timeout: .milliseconds(500)).wellness(range)
    }
    // Returning at all proves that a silent server cannot hold a sync forever: it never answers.
    // No upper bound on the clock: on a loaded two-core machine the test itself may wait long for
    // a thread of the shared pool, which says nothing about the client.
    let elapsed = ContinuousClock.now - started
    #expect(elapsed >= .milliseconds(400), "took \(elapsed)")
  }

  @Test func aClosedPortIsUnreachable() async throws {
    let port = try LoopbackHTTPServer.closedPort()
    let url = try #require(URL(string: "http://127.0.0.1:\(port)"))
    let client = IntervalsClient(
      baseURL: url, athleteID: "0", apiKey: IntervalsAPIKey(Self.key), requestTimeout: .seconds(5))
    let range = try #require(dates)
    await #expect(
      throws: IntervalsError.unreachable(host: "127.0.0.1", reason: .connectionRefused)
    ) {
      try await client.wellness(range)
    }
  }

  @Test func redirectsAreNotFollowedSoTheKeyStaysHome() async throws {
    let elsewhere = try LoopbackHTTPServer { _, _ in .respond(status: 200, body: Array("[]".utf8)) }
    defer { elsewhere.stop() }
    let server = try LoopbackHTTPServer { _, _ in
      .respond(status: 302, headers: ["Location": "\(elsewhere.baseURL.absoluteString)/steal"])
    }
    defer { server.stop() }
    let range = try #require(dates)
    await #expect(throws: IntervalsError.unexpectedStatus(302)) {
      try await client(server).wellness(range)
    }
    #expect(elsewhere.requests.isEmpty)
  }
}
