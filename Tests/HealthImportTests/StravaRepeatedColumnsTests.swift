import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// Strava's repeated columns (docs/formats.md §6.3): the 35-column header of real exports writes
/// `Elapsed Time`, `Distance`, `Max Heart Rate`, `Relative Effort` and `Commute` twice, and fills
/// the later `Max Heart Rate` only for activities from about 2024 on.
@Suite struct StravaRepeatedColumnsTests {
  func read() throws -> ImportReport {
    try StravaActivitiesParser.parse(
      try SyncFixture.bytes("strava/activities-repeated-columns.csv"))
  }

  @Test func aMaximumInTheFirstCopyOnlyIsRead() throws {
    // The 2019 run: the first `Max Heart Rate` holds 198, the later one is empty. Reading only
    // the later copy lost the maximum of every activity before 2024.
    let report = try read()
    let run = try #require(report.records.activities.first { $0.id == "2871113420" })
    #expect(run.maxHeartRate == 198)
    #expect(run.durationSeconds == 3390 && run.distanceMeters == 10021.7)
  }

  @Test func theFirstFilledCopyIsReadAndAgreeingCopiesSayNothing() throws {
    let report = try read()
    let byID = Dictionary(uniqueKeysWithValues: report.records.activities.map { ($0.id, $0) })
    // 2024: both copies filled and equal (`187`, `187.0`).
    #expect(byID["10512044391"]?.maxHeartRate == 187)
    // Both filled, different: the first (`200`), with a note.
    #expect(byID["10530091782"]?.maxHeartRate == 200)
    // The first copy empty, the later one filled: the later one. No moving time, so the
    // duration is the first `Elapsed Time`, 1805 s, though the second says 1800.0.
    let treadmill = try #require(byID["10540020011"])
    #expect(treadmill.maxHeartRate == 176 && treadmill.durationSeconds == 1805)
    #expect(report.records.activities.count == 4 && report.rejections.total == 0)
  }

  @Test func copiesThatDisagreeAreNamedInANote() throws {
    // `Distance` is in two units and `Relative Effort`, `Commute` are not read, so only the
    // two columns read from both copies are compared; `5804` and `5804.0` agree.
    #expect(
      try read().notes == [
        "the 2 copies of 'Elapsed Time' disagree on 1 row (first on line 5: '1805', '1800.0'); "
          + "the first filled copy is read",
        "the 2 copies of 'Max Heart Rate' disagree on 1 row (first on line 4: '200', '194.0'); "
          + "the first filled copy is read",
      ])
  }

  @Test func theLongerHeadersOfOtherFixturesHaveNoDisagreement() throws {
    for name in ["activities-en-103.csv", "activities-de-92.csv", "activities-bom-crlf.csv"] {
      let report = try StravaActivitiesParser.parse(try SyncFixture.bytes("strava/\(name)"))
      #expect(report.notes.isEmpty, "\(name)")
    }
  }
}
