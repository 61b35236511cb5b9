import Foundation
import HealthImport
import NetworkWire
import ScoreEngine
import TestSupport
import Testing

@testable import VeloReadyCLI

/// One record dated where the store cannot hold it costs that record, never the import: before,
/// it passed the parser and failed the store's `CHECK`, so the whole file was lost (exit 1).
@Suite struct ImportDateRangeCommandTests {
  let runner = InProcessRunner()

  func withStore(_ body: (_ store: String, _ directory: URL) throws -> Void) throws {
    let directory = Paths.temporaryDirectory("dates")
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory.appendingPathComponent("store").path, directory)
  }

  @Test func anAppleHealthRecordInTheYear10000CostsOnlyItself() throws {
    try withStore { store, directory in
      let file = directory.appendingPathComponent("export.xml").path
      let record = { (date: String, value: Int) in
        "<Record type=\"HKQuantityTypeIdentifierRestingHeartRate\" sourceName=\"Watch\" "
          + "unit=\"count/min\" startDate=\"\(date)\" endDate=\"\(date)\" value=\"\(value)\"/>"
      }
      try NativeFile.write(
        "<HealthData locale=\"en_GB\">\n \(record("2026-09-20 08:00:00 +0200", 48))\n "
          + "\(record("9999-12-31 23:59:59 -1400", 50))\n</HealthData>\n", to: file)
      let result = runner.run(["--data", store, "import", file])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains("stored     1 new"))
      #expect(result.stdout.contains("line 3: startDate '9999-12-31 23:59:59 -1400'"))
      let history = runner.run([
        "--data", store, "history", "--date", "2026-09-20", "--days", "1", "--json",
      ])
      #expect(history.stdout.contains("48"), "\(history.stderr)")
    }
  }

  @Test func aNativeTimestampPastTheLastDayIsRejectedAndTheRestStored() throws {
    try withStore { store, directory in
      let file = directory.appendingPathComponent("records.json").path
      try NativeFile.write(
        #"{"format":"veloready.records/v1","source":"watch","hrv":["#
          + #"{"time":"9999-12-31T23:59:59-14:00","ms":50,"kind":"rmssd"},"#
          + #"{"time":"2026-09-20T04:00:00+02:00","ms":61,"kind":"rmssd"}],"#
          + #""steps":[{"date":"0000-01-01","count":10}]}"#, to: file)
      let result = runner.run(["--data", store, "import", file])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains("stored     2 new"), "\(result.stdout)")
      #expect(
        result.stdout.contains(
          "hrv.time '10000-01-01T13:59:59Z' outside 0000-01-01–9999-12-31"), "\(result.stdout)")
    }
  }

  @Test func aSyncResponseCarryingDaysItWasNotAskedForKeepsOnlyTheAskedDays() async throws {
    let wellness =
      #"[{"id":"2026-09-20","restingHR":48},{"id":"2300-01-01","restingHR":49},"#
      + #"{"id":"9999-12-31","restingHR":50}]"#
    let transport = PathTransport { path in path.hasSuffix("/wellness") ? wellness : "[]" }
    let client = IntervalsClient(
      baseURL: try #require(URL(string: "https://intervals.example")), athleteID: "i42",
      apiKey: IntervalsAPIKey("k"),
      retryPolicy: RetryPolicy(maximumAttempts: 1, initialBackoff: .zero, maximumDelay: .zero),
      transport: transport, sleep: { _ in })
    let asked = try #require(LocalDate(iso: "2026-09-14"))...#require(LocalDate(iso: "2026-09-21"))
    let result = try await client.fetch(asked)
    let combined = result.combined
    #expect(combined.records.restingHeartRate.map(\.value) == [48])
    #expect(combined.rejections.total == 2)
  }
}

/// Answers each request with the body its path gets, whatever the order of the requests.
struct PathTransport: HTTPTransport {
  let body: @Sendable (String) -> String

  func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
    HTTPResponse(status: 200, body: Array(body(request.url.path).utf8))
  }
}
