import Foundation
import TestSupport
import Testing
import VeloJSON

@testable import VeloReadyCLI

/// `export --json` writes records that `import` reads back as they were, and `export --csv`
/// writes the rows of `history` (docs/formats.md §1 and §7).
@Suite struct ExportRoundTripTests {
  let runner = InProcessRunner()

  @Test func exportedRecordsImportIntoAnEqualStore() throws {
    let directory = Paths.temporaryDirectory("export")
    defer { try? FileManager.default.removeItem(at: directory) }
    let original = directory.appendingPathComponent("original").path
    let copy = directory.appendingPathComponent("copy").path
    let file = directory.appendingPathComponent("backup.json")
    try ImportedStore.copy(to: original)
    // A ride with its climbing, which the backup must keep.
    let climb = directory.appendingPathComponent("climb.json")
    try Data(
      (#"{"format": "veloready.records/v1", "source": "Edge", "activities": [{"id": "c-1", "#
        + #""start": "2026-11-18T08:00:00Z", "durationSeconds": 7200, "sport": "cycling", "#
        + #""distanceMeters": 60000, "ascentMeters": 1234.5}]}"#).utf8
    ).write(to: climb)
    try #require(runner.run(["--data", original, "import", climb.path]).status == 0)
    let exported = runner.run(["--data", original, "export", "--json"])
    try #require(exported.status == 0, "\(exported.stderr)")
    try Data(exported.stdout.utf8).write(to: file)
    try #require(runner.run(["--data", copy, "import", file.path]).status == 0)
    #expect(sameRecords(try StoreState(original).records, try StoreState(copy).records))
    #expect(try StoreState(copy).records.activities.contains { $0.ascentMeters == 1234.5 })
    let history = ["history", "--json", "--from", "2026-09-01", "--to", "2026-11-20"]
    #expect(
      runner.run(["--data", original] + history).stdout
        == runner.run(["--data", copy] + history).stdout)
  }

  @Test func aRangeExportsOnlyItsDays() throws {
    let directory = Paths.temporaryDirectory("export-range")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = directory.appendingPathComponent("store").path
    try ImportedStore.copy(to: store)
    let exported = runner.run([
      "--data", store, "export", "--json", "--from", "2026-11-19", "--to", "2026-11-20",
    ])
    try #require(exported.status == 0)
    let document = try JSONParser.parse(exported.stdout)
    #expect(document["format"]?.stringValue == "veloready.records/v1")
    let days = (document["restingHeartRate"]?.arrayValue ?? []).compactMap {
      $0["date"]?.stringValue
    }
    #expect(days == ["2026-11-19", "2026-11-20"])
    let starts = (document["activities"]?.arrayValue ?? []).compactMap {
      $0["start"]?.stringValue
    }
    #expect(
      starts.count == 2
        && starts.allSatisfy { $0.hasPrefix("2026-11-19") || $0.hasPrefix("2026-11-20") })
  }

  @Test func theCSVHoldsTheHistoryRows() throws {
    let directory = Paths.temporaryDirectory("export-csv")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = directory.appendingPathComponent("store").path
    try ImportedStore.copy(to: store)
    let range = ["--from", "2026-11-01", "--to", "2026-11-20"]
    let exported = runner.run(["--data", store, "export", "--csv"] + range)
    let history = runner.run(["--data", store, "history", "--csv"] + range)
    try #require(exported.status == 0)
    #expect(exported.stdout == history.stdout)
    let lines = exported.stdout.split(separator: "\n")
    #expect(lines.first == Substring((HistoryDocument.keys + ["tags"]).joined(separator: ",")))
    #expect(lines.count == 21)
    // 18 November has no night: its sleep fields are empty, not zero.
    let gap = try #require(lines.first { $0.hasPrefix("2026-11-18,") })
    #expect(gap.hasPrefix("2026-11-18,,"))
    #expect(gap.hasSuffix(",missing-sleep,"))
  }

  /// Eleven years of records: the CSV streams in parts of ten years, with one header and no
  /// seam (the rows about the first part's end are `history`'s rows for those days).
  @Test func theCSVOfMoreThanTenYearsStreams() throws {
    let directory = Paths.temporaryDirectory("export-long")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = directory.appendingPathComponent("store").path
    let early = directory.appendingPathComponent("early.json")
    try Data(
      #"{"format": "veloready.records/v1", "restingHeartRate": [{"date": "2015-01-01", "bpm": 51}]}"#
        .utf8
    ).write(to: early)
    for file in [early.path, Paths.fixturePath("records/athlete.json")] {
      try #require(runner.run(["--data", store, "import", file]).status == 0)
    }
    let exported = runner.run(["--data", store, "export", "--csv"])
    try #require(exported.status == 0, "\(exported.stderr)")
    let lines = exported.stdout.split(separator: "\n")
    let header = Substring((HistoryDocument.keys + ["tags"]).joined(separator: ","))
    #expect(lines.first == header && lines.filter { $0 == header }.count == 1)
    #expect(lines.dropFirst().first?.hasPrefix("2015-01-01,") == true)
    let days = lines.dropFirst().map { $0.prefix(10) }
    #expect(days.count > 4_300 && Set(days).count == days.count)
    // The first part holds 3,660 days: 2015-01-01 … 2025-01-07; the second starts on the 8th.
    let seam = ["--from", "2025-01-06", "--to", "2025-01-09"]
    let history = runner.run(["--data", store, "history", "--csv"] + seam)
    let rows = history.stdout.split(separator: "\n").dropFirst()
    #expect(rows.count == 4 && rows.allSatisfy { lines.contains($0) })
  }

  @Test func exportNeedsAFormat() {
    let result = runner.run(["export"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("error: export needs a format\nhint: add --csv"))
  }
}
