import Foundation
import Testing

@testable import HealthImport

/// intervals.icu `wellness.json` and `activities.json` saved from the API, recognised by content.
@Suite struct IntervalsFileTests {
  static let sortedWellness = """
    [{"atl":68.4,"ctl":70.2,"hrv":66.0,"id":"2026-09-19","restingHR":47,"sleepSecs":28440}]
    """

  @Test(
    "files are told apart by their keys",
    arguments: [
      ("intervals/wellness.json", InputFormat.intervalsWellness as InputFormat?),
      ("intervals/wellness-traps.json", .intervalsWellness),
      ("intervals/activities.json", .intervalsActivities),
      ("intervals/activities-traps.json", .intervalsActivities),
      ("intervals/not-an-array.json", .nativeRecords),
    ])
  func fixtures(path: String, format: InputFormat?) throws {
    #expect(InputFormat.sniff(Array(try SyncFixture.bytes(path).prefix(4096))) == format)
  }

  @Test(
    "first bytes",
    arguments: [
      ("wellness with sorted keys", sortedWellness, InputFormat.intervalsWellness as InputFormat?),
      (
        "an activity cut off after its first keys",
        #"[{"id":"i98765432","icu_athlete_id":"i123456","start_date_local":"2026-09-"#,
        .intervalsActivities
      ),
      ("spaces before the colon", "[ {\"id\" : \"i1\", \"moving_time\" : 60", .intervalsActivities),
      ("an empty array", "[]", nil), ("an array of numbers", "[1, 2, 3]", nil),
      ("other objects", #"[{"name":"x","value":1}]"#, nil),
      ("keys of both kinds", #"[{"restingHR":47,"moving_time":60}]"#, nil),
    ])
  func prefixes(name: String, text: String, format: InputFormat?) {
    #expect(InputFormat.sniff(Array(text.utf8)) == format)
  }

  @Test(
    "what is refused gets a reason of its own",
    arguments: [
      ("[]", "an empty JSON array '[]': there is nothing to import" as String?),
      ("\u{FEFF} [ \r\n ] ", "an empty JSON array '[]'"),
      (#"[{"name":"x"}]"#, "a JSON array, but not of intervals.icu wellness days or activities"),
      ("<?xml version=\"1.0\"?>\n<ClinicalDocument xmlns=\"urn:hl7-org:v3\">", "export_cda.xml"),
      ("hello", nil), ("", "the file is empty (0 bytes)"),
      ("\0\0\0\0", "only zero bytes"),
    ])
  func refusals(text: String, expected: String?) {
    let reason = InputFormat.refusal(Array(text.utf8))
    if let expected {
      #expect(reason?.contains(expected) == true, "\(reason ?? "nil")")
    } else {
      #expect(reason == nil)
    }
  }

  @Test func bothFixturesImportThroughTheExistingParsers() throws {
    let wellness = try IntervalsWellnessParser.parse(
      try SyncFixture.bytes("intervals/wellness.json"))
    #expect(wellness.records.restingHeartRate.count == 4)
    let activities = try IntervalsActivitiesParser.parse(
      try SyncFixture.bytes("intervals/activities.json"))
    #expect(activities.records.activities.count == 4)
  }
}
