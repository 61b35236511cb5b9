import Foundation
import HealthImport
import ScoreEngine
import TestSupport
import Testing
import VeloJSON

@testable import VeloReadyCLI

/// `veloready import` of WHOOP, Oura and Garmin Connect exports end to end: every shape of an
/// export stores the same records, and a night or a workout that also arrived another way is
/// one night, one activity (docs/formats.md §6.7).
@Suite struct ImportWearablesTests {
  let runner = InProcessRunner()

  @Test func theZipItsFolderAndItsFilesStoreTheSameRecords() throws {
    let directory = TemporaryDirectory("wearables-shapes")
    let (zipped, unzipped, files) = (
      directory.path("zip"), directory.path("folder"), directory.path("files")
    )
    let names = ["physiological_cycles.csv", "sleeps.csv", "workouts.csv", "journal_entries.csv"]
    let runs = [
      runner.run(["--data", zipped, "import", Paths.fixturePath("wearables/whoop-export.zip")]),
      runner.run(["--data", unzipped, "import", Paths.fixturePath("wearables/whoop")]),
      runner.run(
        ["--data", files, "import"] + names.map { Paths.fixturePath("wearables/whoop/\($0)") }),
    ]
    for run in runs { #expect(run.status == 0, "\(run.stderr)") }
    let stored = try StoreState(zipped).records
    #expect(stored.sleepSummaries.count == 10 && stored.activities.count == 4)
    #expect(try StoreState(unzipped).records == stored)
    #expect(try StoreState(files).records == stored)
    // The same export again changes nothing: the zip by its fingerprint, the folder by identity.
    let again = runner.run(["--data", zipped, "import", Paths.fixturePath("wearables/whoop")])
    #expect(again.stdout.contains("stored     0 new, 0 updated, 66 already stored"))
  }

  @Test func aNightAndAWorkoutRecordedTwiceAreOneNightAndOneActivity() throws {
    let directory = TemporaryDirectory("wearables-merge")
    let store = directory.path("store")
    // The watch slept the night of 3–4 September (UTC−04:00) with stages, 400 min asleep, and
    // recorded the 07:45 run a minute later than WHOOP did.
    let watch = """
      {"format": "veloready.records/v1", "source": "Apple Watch",
       "sleep": [
        {"start": "2025-09-03T22:40:00-04:00", "end": "2025-09-04T03:00:00-04:00", "stage": "core"},
        {"start": "2025-09-04T03:00:00-04:00", "end": "2025-09-04T04:00:00-04:00", "stage": "deep"},
        {"start": "2025-09-04T04:00:00-04:00", "end": "2025-09-04T05:20:00-04:00", "stage": "rem"}],
       "activities": [
        {"id": "w-run", "start": "2025-09-04T11:46:00Z", "durationSeconds": 2700,
         "sport": "running", "averageHeartRate": 151}]}
      """
    let file = directory.path("watch.json")
    try Data(watch.utf8).write(to: URL(fileURLWithPath: file))
    #expect(runner.run(["--data", store, "import", file]).status == 0)
    #expect(
      runner.run(["--data", store, "import", Paths.fixturePath("wearables/whoop-export.zip")])
        .status == 0)
    let activities = runner.run([
      "--data", store, "--tz", "America/New_York", "activities", "--date", "2025-09-04",
      "--days", "1", "--json",
    ])
    let document = try JSONParser.parse(activities.stdout)
    let runs = document["activities"]?.arrayValue ?? []
    #expect(runs.count == 1)
    #expect(runs.first?["sources"]?.arrayValue?.count == 2)
    // WHOOP's night has 455 min asleep with stages against the watch's 400: one night, WHOOP's.
    let today = runner.run([
      "--data", store, "--tz", "America/New_York", "today", "--date", "2025-09-04", "--json",
    ])
    let night = try JSONParser.parse(today.stdout)["sleep"]
    #expect(night?["source"] == .string("WHOOP"))
    #expect(night?["asleepMinutes"] == .number(455))
    #expect(night?["wakeEvents"] == .null)
  }

  @Test func aStoreWithWearablesShowsTheirScoresBesideVeloreadys() throws {
    let directory = TemporaryDirectory("wearables-references")
    let store = directory.path("store")
    #expect(
      runner.run(["--data", store, "import", Paths.fixturePath("wearables/oura")]).status == 0)
    let history = runner.run([
      "--data", store, "history", "--from", "2025-09-01", "--to", "2025-09-04", "--json",
    ])
    let days = try JSONParser.parse(history.stdout)["days"]?.arrayValue ?? []
    let first = try #require(days.first)
    let references = first["references"]?.arrayValue ?? []
    // 1 September: readiness 81 and sleep score 78, from the trends CSV and the older JSON once.
    #expect(references.count == 2)
    #expect(references.first?["name"] == .string("readiness"))
    #expect(references.first?["value"] == .number(81))
    #expect(references.last?["value"] == .number(78))
  }
}
