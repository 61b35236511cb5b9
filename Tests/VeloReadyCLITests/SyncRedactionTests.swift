import Foundation
import HealthImport
import NetworkWire
import ScoreEngine
import Testing

@testable import VeloReadyCLI

/// The API key never appears in any description, debug description or dump
/// (docs/architecture.md §7).
@Suite struct SyncRedactionTests {
  static let key = "sup3r-s3cret-k3y-xyz"
  static let encoded = Data("API_KEY:\(key)".utf8).base64EncodedString()

  /// Every textual form of `value`.
  static func texts(of value: Any) -> [String] {
    var dumped = ""
    dump(value, to: &dumped)
    return [String(describing: value), String(reflecting: value), dumped, "\(value)"]
  }

  static func assertNoKey(in value: Any, sourceLocation: SourceLocation = #_sourceLocation) {
    for text in texts(of: value) {
      #expect(!text.contains(key), "key leaked: \(text)", sourceLocation: sourceLocation)
      #expect(
        !text.contains(encoded), "encoded key leaked: \(text)", sourceLocation: sourceLocation)
      #expect(
        !text.contains("s3cret"), "part of the key leaked: \(text)", sourceLocation: sourceLocation)
    }
  }

  static let range = LocalDate(dayNumber: 20_710)...LocalDate(dayNumber: 20_717)

  static func client(_ transport: ScriptedTransport) throws -> IntervalsClient {
    IntervalsClient(
      baseURL: try #require(URL(string: "https://intervals.example")), athleteID: "i42",
      apiKey: IntervalsAPIKey(key),
      retryPolicy: RetryPolicy(
        maximumAttempts: 2, initialBackoff: .zero, maximumDelay: .zero),
      transport: transport, sleep: { _ in })
  }

  @Test func theKeyAndTheClientNeverPrintIt() throws {
    let apiKey = IntervalsAPIKey(Self.key)
    Self.assertNoKey(in: apiKey)
    #expect(apiKey.description == "<redacted>")
    #expect(apiKey.authorizationHeader == "Basic \(Self.encoded)")
    Self.assertNoKey(in: try Self.client(ScriptedTransport([])))
  }

  @Test func requestsCarryTheKeyOnlyInTheHeaderAndNeverPrintIt() async throws {
    let transport = ScriptedTransport([.success(HTTPResponse(status: 200, body: Array("[]".utf8)))])
    _ = try await Self.client(transport).wellness(Self.range)
    let request = try #require(transport.requests.first)
    #expect(request.headers["Authorization"] == "Basic \(Self.encoded)")
    #expect(!request.url.absoluteString.contains(Self.key))
    Self.assertNoKey(in: request)
  }

  @Test(
    "no error mentions the key",
    arguments: [
      Result<HTTPResponse, TransportError>.success(HTTPResponse(status: 401)),
      .success(HTTPResponse(status: 403)), .success(HTTPResponse(status: 404)),
      .success(HTTPResponse(status: 429, headers: ["Retry-After": "1"])),
      .success(HTTPResponse(status: 500)), .success(HTTPResponse(status: 302)),
      .success(HTTPResponse(status: 200, body: Array("{\"key\":\"nope\"}".utf8))),
      .success(HTTPResponse(status: 200, body: Array("not json".utf8))),
      .failure(.timedOut), .failure(.hostNotFound), .failure(.connectionRefused),
      .failure(.notConnected), .failure(.connectionLost), .failure(.other("URL error -1200")),
    ])
  func errors(reply: Result<HTTPResponse, TransportError>) async throws {
    let client = try Self.client(ScriptedTransport([reply]))
    do {
      _ = try await client.fetch(Self.range)
      Issue.record("expected an error")
    } catch {
      Self.assertNoKey(in: error)
      #expect(!error.description.isEmpty)
    }
  }
}
