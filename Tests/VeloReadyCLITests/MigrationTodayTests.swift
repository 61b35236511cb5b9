import Foundation
import TestSupport
import Testing
import VeloJSON

@testable import VeloReadyCLI

/// A version-1 store migrated to the database scores every date exactly as a store that the
/// current program builds from the same sources: `today --json` byte for byte.
///
/// The second store is made as Fixtures/store-v1/README.md says the first one was (the same
/// settings, imports and dismissal; the intervals.icu files that the sync fetched are imported).
/// Version 1's own output is no longer the reference: it computed VR-1, and what the migration
/// must keep is the records, not an algorithm's numbers.
@Suite struct MigrationTodayTests {
  /// Dates that reach the rest of the store: the Strava and intervals.icu days of September
  /// (09-13 before any record), a day in a month without data, the first and a later day of the
  /// native records, and the day of the sync.
  static let storeDates = [
    "2026-09-13", "2026-09-14", "2026-09-16", "2026-09-18", "2026-09-20", "2026-09-21",
    "2026-10-15", "2026-11-16", "2026-11-21", "2026-11-23",
  ]

  /// Every `--date` of the golden cases.
  static var goldenDates: Set<String> {
    var dates: Set<String> = []
    for name in GoldenTests.caseNames {
      let url = GoldenTests.casesDirectory.appendingPathComponent("\(name)/arguments")
      let words = ((try? String(contentsOf: url, encoding: .utf8)) ?? "")
        .split(separator: "\n").map(String.init)
      for (word, next) in zip(words, words.dropFirst()) where word == "--date" {
        dates.insert(next)
      }
    }
    return dates
  }

  @Test func todayAfterTheMigrationIsTodayOfTheSameSourcesImportedAnew() async throws {
    let dates = Self.goldenDates.union(Self.storeDates).sorted()
    #expect(dates.count > Self.storeDates.count)
    var runner = InProcessRunner()
    runner.now = try #require(Timestamp.parse("2026-11-23T10:00:00Z"))
    let frozen = runner
    let failures = try await offThePool { () throws -> [String] in
      let migrated = ScratchStore("migrate-today-v1")
      let rebuilt = ScratchStore("migrate-today-anew")
      defer {
        migrated.remove()
        rebuilt.remove()
      }
      try migrated.copyFixture("store-v1")
      let steps: [[String]] = [
        ["config", "set", "timeZone", "Europe/Berlin"],
        ["config", "set", "intervals.baseURL", "http://127.0.0.1:18731"],
        ["config", "set", "intervals.apiKey", "fixture-key-not-a-secret"],
        [
          "import", Paths.fixture("records/new-user.json").path,
          Paths.fixture("strava/activities-en-103.csv").path,
          Paths.fixture("intervals/wellness.json").path,
          Paths.fixture("intervals/activities.json").path,
        ],
        ["alerts", "dismiss", "calibrating", "--date", "2026-11-20", "--until", "2026-11-22"],
      ]
      var failures: [String] = []
      for step in steps {
        let result = frozen.run(["--data", rebuilt.directory] + step)
        if result.status != 0 { failures.append("\(step): \(result.stderr)") }
      }
      for (index, date) in dates.enumerated() {
        let arguments = ["today", "--json", "--offline", "--date", date]
        let fromVersion1 = frozen.run(["--data", migrated.directory] + arguments)
        if index == 0, !fromVersion1.stderr.contains("note: migrated the store") {
          failures.append("the first run did not migrate: \(fromVersion1.stderr)")
        }
        let anew = frozen.run(["--data", rebuilt.directory] + arguments)
        if fromVersion1.status != 0 || anew.status != 0 {
          failures.append("\(date): \(fromVersion1.stderr) \(anew.stderr)")
        } else if fromVersion1.stdout != anew.stdout {
          let diff = LineDiff.unified(
            expected: anew.stdout, actual: fromVersion1.stdout,
            expectedLabel: "imported anew", actualLabel: "migrated from version 1")
          failures.append("today --json of \(date) differs after the migration:\n\(diff)")
        }
      }
      return failures
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}
