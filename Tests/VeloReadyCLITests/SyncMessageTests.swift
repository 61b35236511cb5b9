import Foundation
import HealthImport
import NetworkWire
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

/// What a failed sync says: plain sentences, never a Swift enum dump, and the right exit code.
@Suite struct SyncMessageTests {
  struct MessageCase: Sendable, CustomTestStringConvertible {
    let name: String
    let error: IntervalsError
    let message: String
    let code: ExitCode
    var testDescription: String { name }
  }

  static let cases = [
    MessageCase(
      name: "a malformed body says why in words",
      error: .malformedResponse(
        resource: "wellness", reason: .malformed(reason: "line 1, column 2: unexpected end")),
      message: "intervals.icu sync failed: the intervals.icu wellness response is not usable: "
        + "line 1, column 2: unexpected end", code: .unavailable),
    MessageCase(
      name: "a body that is not an array",
      error: .malformedResponse(
        resource: "activities", reason: .unrecognised(reason: "it is a JSON object")),
      message: "intervals.icu sync failed: the intervals.icu activities response is not usable: "
        + "it is a JSON object", code: .unavailable),
    MessageCase(
      name: "a timeout in whole seconds",
      error: .timedOut(host: "intervals.icu", after: .seconds(15)),
      message: "intervals.icu sync failed: 'intervals.icu' did not answer within 15 seconds",
      code: .unavailable),
    MessageCase(
      name: "a timeout in tenths",
      error: .timedOut(host: "intervals.icu", after: .milliseconds(1500)),
      message: "intervals.icu sync failed: 'intervals.icu' did not answer within 1.5 seconds",
      code: .unavailable),
    MessageCase(
      name: "a Retry-After too long to wait",
      error: .rateLimited(attempts: 1, retryAfter: .seconds(120)),
      message: "intervals.icu sync failed: intervals.icu is rate limiting (429 Too Many Requests "
        + "after 1 attempt, asked to wait 120 seconds)", code: .unavailable),
    MessageCase(
      name: "an unreachable host with the transport's detail",
      error: .unreachable(host: "intervals.icu", reason: .other("URL error -1200")),
      message: "intervals.icu sync failed: cannot reach 'intervals.icu': URL error -1200",
      code: .unavailable),
    MessageCase(
      name: "a response over the limit",
      error: .responseTooLarge(host: "intervals.icu", limit: 64 << 20),
      message: "intervals.icu sync failed: the response from 'intervals.icu' is larger than "
        + "64 MB; it was not read", code: .unavailable),
    MessageCase(
      name: "no helper next to veloready is an installation problem",
      error: .helperMissing(path: nil),
      message: "veloready-network is missing next to veloready; reinstall both binaries side by "
        + "side", code: .failure),
    MessageCase(
      name: "a helper path that cannot be started", error: .helperMissing(path: "/opt/vr/helper"),
      message: "intervals.icu sync failed: the network helper '/opt/vr/helper' cannot be started",
      code: .failure),
  ]

  @Test("sync failures read as sentences", arguments: cases)
  func syncFailuresReadAsSentences(_ example: MessageCase) {
    let failure = SyncFailure(error: example.error)
    #expect(failure.message == example.message)
    #expect(failure.code == example.code)
    for dump in ["(reason:", "Optional(", "malformed(", "unrecognised(", "seconds:"] {
      #expect(!failure.message.contains(dump) && !(failure.hint ?? "").contains(dump))
    }
  }

  @Test func aMissingHelperIsTheTransportsErrorBeforeAnythingIsSent() async throws {
    let url = try #require(URL(string: "http://127.0.0.1:9/api"))
    let request = HTTPRequest(url: url, timeout: .seconds(1))
    await #expect(throws: TransportError.helperMissing(path: nil)) {
      try await HelperProcessTransport(located: nil).send(request)
    }
    let absent = Paths.temporaryDirectory("no-helper").appendingPathComponent("nothing").path
    await #expect(throws: TransportError.helperMissing(path: absent)) {
      try await HelperProcessTransport(located: absent).send(request)
    }
  }

  @Test func aMissingHelperFailsTheSyncWithExit1() throws {
    let directory = Paths.temporaryDirectory("e2e-no-helper")
    let store = directory.appendingPathComponent("store").path
    let absent = directory.appendingPathComponent("veloready-network").path
    let environment = [
      "LANG": "C.UTF-8", "HOME": directory.path, "VELOREADY_INTERVALS_API_KEY": "t3st-k3y-0nly",
      "VELOREADY_NETWORK_HELPER": absent,
    ]
    let configured = try ChildProcess.run(
      EndToEndTests.binary.path, ["--data", store, "config", "set", "timeZone", "UTC"],
      environment: environment)
    #expect(configured.status == 0)
    let result = try ChildProcess.run(
      EndToEndTests.binary.path, ["--data", store, "sync"], environment: environment)
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "error: intervals.icu sync failed: the network helper '\(absent)' cannot be started\n"))
  }

  @Test func aBinaryInstalledWithoutItsHelperSaysToReinstallBoth() throws {
    let directory = Paths.temporaryDirectory("e2e-alone")
    let alone = directory.appendingPathComponent("veloready").path
    try FileManager.default.copyItem(atPath: EndToEndTests.binary.path, toPath: alone)
    let store = directory.appendingPathComponent("store").path
    let environment = [
      "LANG": "C.UTF-8", "HOME": directory.path, "VELOREADY_INTERVALS_API_KEY": "t3st-k3y-0nly",
    ]
    let configured = try ChildProcess.run(
      alone, ["--data", store, "config", "set", "timeZone", "UTC"], environment: environment)
    #expect(configured.status == 0)
    let result = try ChildProcess.run(alone, ["--data", store, "sync"], environment: environment)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "error: veloready-network is missing next to veloready; reinstall both binaries side "
        + "by side\n")
    #expect(result.stdout.isEmpty)
  }
}
