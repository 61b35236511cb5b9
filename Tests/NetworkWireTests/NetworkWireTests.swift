import Foundation
import NetworkWire
import Testing

/// The pipe protocol between `veloready` and `veloready-network`.
@Suite struct NetworkWireTests {
  @Test func aRequestRoundTripsWithItsHeadersAndTimeout() throws {
    let url = try #require(
      URL(string: "https://intervals.icu/api/v1/athlete/0/wellness?oldest=2026-11-01"))
    let request = HTTPRequest(
      url: url, headers: ["Authorization": "Basic abc", "Accept": "application/json"],
      timeout: .milliseconds(15_000))
    let decoded = try #require(NetworkWire.decodeRequest(NetworkWire.encode(request)))
    #expect(decoded.url == url)
    #expect(decoded.headers == request.headers)
    #expect(decoded.timeout == .milliseconds(15_000))
  }

  @Test func aResponseRoundTripsWithABinaryBody() {
    let body: [UInt8] = [0x00, 0x0A, 0x0A, 0xFF, 0x7B]
    let response = HTTPResponse(status: 429, headers: ["Retry-After": "3"], body: body)
    let decoded = NetworkWire.decodeResult(NetworkWire.encode(.success(response)))
    #expect(
      decoded == .success(HTTPResponse(status: 429, headers: ["retry-after": "3"], body: body)))
  }

  @Test func theHeadAnnouncesTheBodyLengthAndABodyCutShortIsAnError() {
    let response = HTTPResponse(status: 200, headers: [:], body: Array("[1, 2]".utf8))
    let encoded = NetworkWire.encode(.success(response))
    #expect(
      String(decoding: encoded, as: UTF8.self).hasPrefix(
        "veloready-network/1\nstatus 200\nlength 6\n"))
    let head = NetworkWire.encodeHead(.success(response))
    #expect(NetworkWire.bodyLength(inHead: head) == 6)
    guard case .failure = NetworkWire.decodeResult(Array(encoded.dropLast())) else {
      Issue.record("a body one byte short was read as the response")
      return
    }
  }

  @Test(
    "transport errors round-trip",
    arguments: [
      ("timed out", TransportError.timedOut), ("host not found", .hostNotFound),
      ("connection refused", .connectionRefused), ("not connected", .notConnected),
      ("connection lost", .connectionLost), ("cancelled", .cancelled),
      ("a response over the limit", .responseTooLarge(limit: 64 << 20)),
      ("a helper that cannot start", .helperMissing(path: "/opt/veloready-network")),
      ("no helper at all", .helperMissing(path: nil)),
      ("other, with a newline in its detail", .other("TLS\nhandshake failed")),
    ])
  func transportErrorsRoundTrip(_ name: String, _ error: TransportError) {
    let decoded = NetworkWire.decodeResult(NetworkWire.encode(.failure(error)))
    if case .other = error {
      #expect(decoded == .failure(.other("TLS handshake failed")))
    } else {
      #expect(decoded == .failure(error))
    }
  }

  @Test(
    "garbage is not a request or a response",
    arguments: [("empty", ""), ("wrong version", "veloready-network/9\nhttps://x\n10\n\n")])
  func garbage(_ name: String, _ text: String) {
    #expect(NetworkWire.decodeRequest(Array(text.utf8)) == nil)
    guard case .failure = NetworkWire.decodeResult(Array(text.utf8)) else {
      Issue.record("decoded a response from '\(text)'")
      return
    }
  }

  @Test func theLimitIs64MebibytesOfBodyAndAQuarterMebibyteOfHead() {
    #expect(NetworkWire.responseLimit == 67_108_864)
    #expect(NetworkWire.headLimit == 262_144)
  }
}
