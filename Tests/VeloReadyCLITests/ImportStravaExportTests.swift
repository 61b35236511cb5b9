import Foundation
import TestSupport
import Testing
import VeloJSON

@testable import VeloReadyCLI

/// `veloready import` of a Strava bulk export, zipped or unzipped: rows joined with their files,
/// and every ride counted once however many ways it arrived.
@Suite struct ImportStravaExportTests {
  let runner = InProcessRunner()

  @Test func theZipAndItsFolderStoreTheSameActivities() throws {
    let directory = TemporaryDirectory("strava-export")
    let (zipped, unzipped) = (directory.path("zip"), directory.path("folder"))
    let zip = runner.run([
      "--data", zipped, "import", Paths.fixturePath("strava-export/export_123.zip"),
    ])
    let folder = runner.run([
      "--data", unzipped, "import", Paths.fixturePath("strava-export/export_123"),
    ])
    #expect(zip.status == 0 && folder.status == 0, "\(zip.stderr)\(folder.stderr)")
    #expect(zip.stdout.contains("(Strava bulk export)"))
    let stored = try StoreState(zipped).records.activities
    #expect(stored.count == 9)
    #expect(Set(stored) == Set(try StoreState(unzipped).records.activities))
    // Five rows joined: each the device's recording with Strava's id and name.
    let joined = stored.filter { $0.source.provider == .device && !$0.externalIDs.isEmpty }
    #expect(
      joined.map(\.externalIDs).sorted { $0[0] < $1[0] }.map { $0[0] } == [
        "strava:1001", "strava:1002", "strava:1003", "strava:1004", "strava:1005",
      ])
    let lunch = joined.first { $0.externalIDs == ["strava:1001"] }
    #expect(lunch?.id == "fit:3932942223-866218215:0" && lunch?.name == "Lunch ride")
    #expect(lunch?.rpe == 3 && lunch?.heartRate.count == 15)
    // Three rows stay Strava's summary alone; the file without a row is a device activity.
    #expect(
      stored.filter { $0.source.provider == .strava }.map(\.id).sorted() == [
        "1006", "1007", "1008",
      ])
    #expect(stored.contains { $0.id == "fit:3818583228-689172859:0" && $0.externalIDs.isEmpty })
  }

  @Test func aRideFromTheExportTheCSVAndIntervalsCountsOnce() throws {
    let directory = TemporaryDirectory("strava-export-once")
    let store = directory.path("store")
    // The Edge 820 ride (Strava 1001) as intervals.icu lists it, with its Strava id.
    let intervals = directory.path("activities.json")
    try Data(
      """
      [{"id":"i5550001","start_date":"2017-06-12T16:10:15Z","type":"Ride","name":"Lunch ride",
        "device_name":"Garmin Edge 820","strava_id":"1001","moving_time":65,"elapsed_time":65,
        "icu_training_load":2,"average_heartrate":116,"max_heartrate":121}]
      """.utf8
    ).write(to: URL(fileURLWithPath: intervals))
    for input in [
      Paths.fixturePath("strava-export/export_123.zip"),
      Paths.fixturePath("strava-export/export_123/activities.csv"),
      intervals,
    ] {
      let result = runner.run(["--data", store, "import", input])
      #expect(result.status == 0, "\(result.stderr)")
    }
    // Stored three times: the joined recording, the CSV row alone, the intervals.icu copy.
    let copies = try StoreState(store).records.activities.filter {
      $0.externalIDs.contains("strava:1001")
    }
    #expect(copies.count == 3)
    let today = runner.run(["--data", store, "today", "--date", "2017-06-12", "--json"])
    #expect(today.status == 0, "\(today.stderr)")
    let document = try JSONParser.parse(today.stdout)
    let activities = document["activities"]?["today"]?.arrayValue ?? []
    // The day holds two rides: 1001 once (three recordings merged) and the fenix's 1002
    // (a CSV row and its file, merged by the join and, stored twice by the CSV, by its id).
    #expect(activities.count == 2)
    let lunch = activities.first { $0["name"] == .string("Lunch ride") }
    let providers = (lunch?["sources"]?.arrayValue ?? []).compactMap { $0["provider"]?.stringValue }
    #expect(providers.sorted() == ["device", "intervals.icu", "strava"])
  }

  @Test func theExportIsOneInputInTheLog() throws {
    let directory = TemporaryDirectory("strava-export-log")
    let store = directory.path("store")
    _ = runner.run(["--data", store, "import", Paths.fixturePath("strava-export/export_123")])
    let again = runner.run([
      "--data", store, "import", Paths.fixturePath("strava-export/export_123"),
    ])
    #expect(again.stdout.hasPrefix("'export_123' was already imported on "))
    #expect(try StoreState(store).imports.map(\.format) == ["Strava bulk export"])
  }
}
