import Foundation
import ScoreEngine
import TestSupport
import Testing

@testable import VeloJSON
@testable import VeloKit
@testable import VeloReadyCLI
@testable import VeloStore

/// What a command costs is bounded by the data, not by the date asked or by keys veloready does
/// not read: `today --date 9999-12-31` once took minutes of CPU (a decay step for every day after
/// the data, again for each day of an alert streak), and an 8 MB unknown value in `config.json`
/// was written out again on every run to fingerprint the settings.
@Suite(.serialized) struct BoundedCostTests {
  let runner = InProcessRunner()

  /// The fastest of three runs, in seconds: the least disturbed by other work on the machine.
  func fastest(_ arguments: [String]) -> (seconds: Double, result: RunResult) {
    var best = Double.infinity
    var last = RunResult(stdout: "", stderr: "", status: -1)
    for _ in 0..<3 {
      let start = ContinuousClock.now
      last = runner.run(arguments)
      let elapsed = ContinuousClock.now - start
      best = min(
        best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    return (best, last)
  }

  @Test func aDateCenturiesAfterTheDataCostsAboutAsMuchAsAnOrdinaryDay() throws {
    let directory = TemporaryDirectory("bounded-date")
    let store = directory.path("store")
    try ImportedStore.copy("demo/athlete.json", to: store)
    // --refresh: scored afresh each time, never served from the cache.
    let ordinary = fastest(["--data", store, "today", "--date", "2026-11-20", "--refresh"])
    let far = fastest(["--data", store, "today", "--date", "9999-12-31", "--refresh"])
    #expect(ordinary.result.status == 0 && far.result.status == 0, "\(far.result.stderr)")
    #expect(far.result.stdout.contains("Data is out of date"))
    #expect(
      far.seconds < ordinary.seconds * 4 + 0.25,
      "9999-12-31: \(far.seconds) s, 2026-11-20: \(ordinary.seconds) s")
  }

  @Test func unknownKeysAreNoPartOfTheSettingsFingerprint() {
    var config = Config()
    config.ftp = 250
    func fingerprint(_ config: Config) -> String {
      Setup(
        location: StoreLocation(path: "/nonexistent", explicit: true), store: nil, config: config,
        clock: ZoneClock(timeZone: .gmt), timeZoneName: "UTC", warnings: [], notes: [],
        waiting: { _ in }
      ).settingsFingerprint
    }
    let plain = fingerprint(config)
    config.unknown["notes"] = .string(String(repeating: "x", count: 1 << 20))
    #expect(fingerprint(config) == plain)
    config.ftp = 251
    #expect(fingerprint(config) != plain)
  }
}
