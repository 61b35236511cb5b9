import Foundation
import NetworkWire
import ScoreEngine
import TestSupport
import Testing

@testable import VeloReadyCLI

#if canImport(Glibc)
  import Glibc
#endif

/// A response over 64 MB is refused, by the helper and by the pipe that reads the helper.
@Suite struct SyncResponseLimitTests {
  struct FloodCase: Sendable, CustomTestStringConvertible {
    let name: String
    let announced: Bool
    var testDescription: String { name }
  }

  static let floods = [
    FloodCase(name: "a 512 MB body announced in Content-Length", announced: true),
    FloodCase(name: "a 512 MB body streamed without a length", announced: false),
  ]

  @Test("the helper refuses a body over 64 MB", arguments: floods)
  func theHelperRefusesABodyOver64MB(_ flood: FloodCase) async throws {
    let server = try LoopbackHTTPServer { _, _ in
      .flood(bytes: 512 << 20, announced: flood.announced)
    }
    defer { server.stop() }
    let client = IntervalsClient(
      baseURL: server.baseURL, athleteID: "0", apiKey: IntervalsAPIKey("l1m1t-t3st-k3y"),
      requestTimeout: .seconds(60))
    let day = try #require(LocalDate(iso: "2026-11-20"))
    await #expect(throws: IntervalsError.responseTooLarge(host: "127.0.0.1", limit: 64 << 20)) {
      try await client.wellness(day...day)
    }
  }

  @Test func syncSaysTheResponseIsTooLargeAndExits69() throws {
    let fixture = try SyncCommandTests.fixture { _, _ in .flood(bytes: 80 << 20, announced: false) }
    defer { fixture.cleanUp() }
    let result = fixture.run(["sync", "--days", "1"])
    #expect(result.status == 69)
    #expect(
      result.stderr.hasPrefix(
        "error: intervals.icu sync failed: the response from '127.0.0.1' is larger than 64 MB; "
          + "it was not read\nhint: "))
    #expect(result.stdout.isEmpty)
  }

  @Test func thePipeFromAHelperThatNeverStopsIsCutAtTheLimit() async throws {
    let directory = Paths.temporaryDirectory("flooding-helper")
    let helper = directory.appendingPathComponent("veloready-network").path
    let script = "#!/bin/sh\nprintf 'veloready-network/1\\nstatus 200\\n\\n'\nexec cat /dev/zero\n"
    try Data(script.utf8).write(to: URL(fileURLWithPath: helper))
    #expect(chmod(helper, 0o755) == 0)
    let transport = HelperProcessTransport(located: helper, bodyLimit: 1 << 20)
    let url = try #require(URL(string: "http://127.0.0.1:9/api"))
    // The helper never ends, so only the limit can stop the read: reaching the deadline instead
    // would be `.timedOut`.
    // A child that another test forks while the script is still open for writing keeps the file
    // busy for a moment (ETXTBSY), which the transport reports as a missing helper: try again.
    var outcome: Result<HTTPResponse, TransportError> = .failure(.helperMissing(path: helper))
    for attempt in 0..<20 {
      if attempt > 0 { try await Task.sleep(for: .milliseconds(50)) }
      do {
        outcome = .success(try await transport.send(HTTPRequest(url: url, timeout: .seconds(120))))
      } catch {
        outcome = .failure(error)
      }
      guard case .failure(.helperMissing) = outcome else { break }
    }
    #expect(throws: TransportError.responseTooLarge(limit: 1 << 20)) { try outcome.get() }
  }
}
