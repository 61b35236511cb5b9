import Foundation
import Testing
import VeloJSON

@testable import HealthImport

/// Localised numbers and dates of Strava's `activities.csv`.
@Suite struct StravaValuesTests {
  @Test(
    "numbers",
    arguments: [
      ("41382.2", StravaLanguage.english, 41382.2 as Double?), ("5804", .english, 5804),
      ("-3.5", .english, -3.5), ("1,045.0", .english, nil), ("10,20", .english, nil),
      ("nan", .english, nil), ("inf", .english, nil), ("1e3", .english, nil), (".5", .english, nil),
      ("1.2.3", .english, nil), ("10,20", .german, 10.2), ("41382,2", .german, 41382.2),
      ("1.045,0", .german, 1045), ("5804.0", .german, 5804), ("1,2,3", .german, nil),
      ("1.04,5", .german, nil), ("12,5.0", .german, nil), ("abc", .german, nil),
    ])
  func numbers(text: String, language: StravaLanguage, expected: Double?) {
    #expect(StravaValues.number(text, language) == expected)
  }

  @Test(
    "dates, read as UTC",
    arguments: [
      ("Sep 20, 2026, 5:38:11 AM", StravaLanguage.english, "2026-09-20T05:38:11Z" as String?),
      ("Sep 20, 2026, 5:38:11 PM", .english, "2026-09-20T17:38:11Z"),
      ("Sep 20, 2026, 12:05:00 PM", .english, "2026-09-20T12:05:00Z"),
      ("Sep 20, 2026, 12:05:00 AM", .english, "2026-09-20T00:05:00Z"),
      ("May 9, 2023, 10:09:29 AM", .english, "2023-05-09T10:09:29Z"),
      ("Sept 1, 2026, 7:00:00 AM", .english, "2026-09-01T07:00:00Z"),
      ("Sep 20, 2026, 5:38:11\u{202F}AM", .english, "2026-09-20T05:38:11Z"),
      ("Sep 20, 2026, 17:38:11", .english, "2026-09-20T17:38:11Z"),
      ("Feb 29, 2024, 1:00:00 AM", .english, "2024-02-29T01:00:00Z"),
      ("Feb 29, 2026, 1:00:00 AM", .english, nil), ("Sep 20, 2026, 13:38:11 PM", .english, nil),
      ("Sep 20, 2026, 5:38 AM", .english, nil), ("Foo 20, 2026, 5:38:11 AM", .english, nil),
      ("2026-09-20T05:38:11Z", .english, nil), ("20.09.2026, 14:12:12", .english, nil),
      ("20.09.2026, 14:12:12", .german, "2026-09-20T14:12:12Z"),
      ("1.9.2026, 05:38:11", .german, "2026-09-01T05:38:11Z"),
      ("20.09.2026 14:12:12", .german, "2026-09-20T14:12:12Z"),
      ("31.09.2026, 14:12:12", .german, nil), ("20.09.26, 14:12:12", .german, nil),
      ("20.09.2026, 24:00:00", .german, nil), ("Sep 20, 2026, 5:38:11 AM", .german, nil),
      ("2014-09-12 16:54:28", .legacy, "2014-09-12T16:54:28Z"),
      ("2014-09-12 6:54:28", .legacy, "2014-09-12T06:54:28Z"),
      ("2014-09-31 16:54:28", .legacy, nil),
      ("2014-09-12T16:54:28Z", .legacy, nil), ("2014-09-12", .legacy, nil),
      ("Sep 12, 2014, 4:54:28 PM", .legacy, nil),
    ])
  func dates(text: String, language: StravaLanguage, expected: String?) {
    #expect(StravaValues.instant(text, language) == expected.flatMap(Timestamp.parse))
  }

  @Test(
    "activity types",
    arguments: [
      ("Ride", "cycling"), ("Virtual Ride", "cycling"), ("VirtualRide", "cycling"),
      ("Gravel Ride", "cycling"), ("Mountain Bike Ride", "cycling"), ("E-Bike Ride", "cycling"),
      ("Radfahrt", "cycling"), ("Virtuelle Radfahrt", "cycling"), ("Lauf", "running"),
      ("Trail Run", "running"), ("Weight Training", "strength"), ("Wandern", "hiking"),
      ("Spaziergang", "walking"), ("Kitesurf", "other"),
    ])
  func activityTypes(name: String, sport: String) {
    #expect(StravaActivityType.sport(for: name).rawValue == sport)
  }

  @Test(
    "trimming drops spaces, tabs and no-break spaces at both ends only",
    arguments: [
      ("nothing to trim", "Moving Time", "Moving Time"),
      ("spaces and a tab", " \tMoving Time  ", "Moving Time"),
      ("no-break spaces", "\u{00A0}41,2\u{202F}", "41,2"), ("only spaces", " \t\u{00A0} ", ""),
      ("empty", "", ""), ("inner spaces kept", "  a  b  ", "a  b"),
    ])
  func trimming(_ name: String, _ text: String, _ expected: String) {
    #expect(StravaValues.trimmed(text) == expected, "\(name)")
  }
}
