import Foundation
import TestSupport
import Testing

@testable import VeloReadyCLI

/// Most device files carry no name for their activity: the listing and `explain strain` name it
/// by its sport once ("running"), not as "running · running".
@Suite struct UnnamedActivityTests {
  @Test func anActivityWithoutANameIsShownByItsSportOnce() throws {
    let directory = Paths.temporaryDirectory("unnamed-activity")
    defer { try? FileManager.default.removeItem(at: directory) }
    let records = directory.appendingPathComponent("records.json")
    try Data(
      #"""
      {"format": "veloready.records/v1", "activities": [
        {"id": "run-1", "start": "2026-11-20T06:00:00Z", "durationSeconds": 2700, "sport": "running", "rpe": 7},
        {"id": "ride-1", "start": "2026-11-20T16:00:00Z", "durationSeconds": 3600, "sport": "cycling", "name": "Tempo ride", "rpe": 5}
      ]}
      """#.utf8
    ).write(to: records)
    let runner = InProcessRunner()
    let store = directory.path + "/store"
    #expect(runner.run(["--data", store, "import", records.path]).status == 0)

    let listing = runner.run(["--data", store, "activities", "--date", "2026-11-20", "--ascii"])
    #expect(listing.status == 0, "\(listing.stderr)")
    let headings = listing.stdout.split(separator: "\n").filter {
      $0.contains("Fri 20 Nov") && !$0.contains("Activities")
    }
    #expect(headings.count == 2)
    #expect(
      headings.contains { $0.hasSuffix(" - running - 45m") && !$0.contains("running - running") })
    #expect(headings.contains { $0.hasSuffix(" - Tempo ride - cycling - 1h 00m") })

    let explain = runner.run(["--data", store, "explain", "strain", "--date", "2026-11-20"])
    #expect(explain.status == 0, "\(explain.stderr)")
    #expect(explain.stdout.contains("running, 45m"))
    #expect(!explain.stdout.contains("running, running"))
    #expect(explain.stdout.contains("Tempo ride, cycling, 1h 00m"))
  }
}
