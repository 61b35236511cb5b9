import Foundation
import ScoreEngine
import TestSupport
import Testing

@testable import HealthImport

/// The WHOOP data export (docs/formats.md §6.7), read from the fixture export in
/// `Fixtures/wearables/whoop/`: ten cycles of a rider in New York (UTC−04:00) who flies to
/// London (UTC+01:00) on the sixth night.
@Suite struct WHOOPExportTests {
  let whoop = Source(provider: .whoop, name: "WHOOP")

  func file(_ name: String) throws -> WearableFileImport {
    let bytes = try SyncFixture.bytes("wearables/whoop/\(name)")
    let kind = try #require(WearableFileKind.sniff(Array(bytes.prefix(4096))))
    return try kind.parse(bytes, name: name)
  }

  @Test func eachFileIsRecognisedByItsHeader() throws {
    let kinds: [(String, WearableFileKind)] = [
      ("physiological_cycles.csv", .whoopCycles), ("sleeps.csv", .whoopSleeps),
      ("workouts.csv", .whoopWorkouts), ("journal_entries.csv", .whoopJournal),
    ]
    for (name, kind) in kinds {
      let bytes = try SyncFixture.bytes("wearables/whoop/\(name)")
      #expect(WearableFileKind.sniff(Array(bytes.prefix(4096))) == kind)
      #expect(InputFormat.sniff(Array(bytes.prefix(4096))) == .wearableFile)
    }
  }

  @Test func aCycleTimezoneIsReadAsAnOffset() {
    #expect(WHOOPRow.offset("UTC+03:00") == 10_800)
    #expect(WHOOPRow.offset("UTC-04:00") == -14_400)
    #expect(WHOOPRow.offset("UTC+05:30") == 19_800 && WHOOPRow.offset("UTC+0530") == 19_800)
    #expect(WHOOPRow.offset("UTCZ") == 0 && WHOOPRow.offset("UTC") == 0)
    #expect(WHOOPRow.offset("GMT-5") == nil && WHOOPRow.offset("UTC+15:00") == nil)
    #expect(WHOOPRow.offset("UTC+3:00") == nil && WHOOPRow.offset("America/New_York") == nil)
  }

  @Test func cyclesGiveNightsValuesAndScoresEachInItsOwnOffset() throws {
    let cycles = try file("physiological_cycles.csv")
    let records = cycles.report.records
    #expect(cycles.summary.rows == 10)
    #expect(
      cycles.summary.dateRange == SyncFixture.day("2025-09-01")...SyncFixture.day("2025-09-10"))
    // Night 6 was not scored; night 9's row is rejected for its 'GMT+1' timezone.
    #expect(cycles.summary.skipped == ["sleep not scored by WHOOP": 1])
    #expect(records.sleepSummaries.count == 8)
    let first = try #require(records.sleepSummaries.last)
    // 2025-08-31 22:41:10 at UTC−04:00.
    #expect(first.start == SyncFixture.instant("2025-09-01T02:41:10Z"))
    #expect(first.end == SyncFixture.instant("2025-09-01T10:35:52Z"))
    #expect(first.asleepSeconds == 431 * 60 && first.coreSeconds == 232 * 60)
    #expect(first.deepSeconds == 98 * 60 && first.remSeconds == 101 * 60)
    #expect(first.awakeSeconds == 43 * 60 && first.source == whoop)
    // In London the same wall-clock reading is five hours earlier in UTC.
    let london = try #require(
      records.sleepSummaries.first { $0.end == SyncFixture.instant("2025-09-07T06:12:05Z") })
    #expect(london.start == SyncFixture.instant("2025-09-06T21:58:40Z"))
    let rhr = Dictionary(uniqueKeysWithValues: records.restingHeartRate.map { ($0.date, $0.value) })
    #expect(rhr.count == 8 && rhr[SyncFixture.day("2025-09-07")] == 58)
    #expect(records.dailyHRV.allSatisfy { $0.kind == .rmssd })
    // 412 ms is outside 5–300: that value alone is rejected, its night and resting HR kept.
    #expect(records.dailyHRV.count == 7)
    #expect(!records.dailyHRV.contains { $0.date == SyncFixture.day("2025-09-08") })
    #expect(rhr[SyncFixture.day("2025-09-08")] == 56)
    #expect(cycles.report.rejections.total == 2)
    #expect(
      cycles.report.rejections.examples.map(\.location) == ["line 3", "line 4"])
    #expect(
      cycles.report.rejections.examples.first?.message
        == "'Cycle timezone' 'GMT+1' is not UTC±hh:mm")
  }

  @Test func skinTemperatureBecomesADeviationFromTheNightsBefore() throws {
    let records = try file("physiological_cycles.csv").report
    let deviations = records.records.skinTemperature.map { ($0.date.description, $0.value) }
    // 7 Sep: 34.05 − median(33.48, 33.55, 33.61, 33.66, 33.72) = 34.05 − 33.61.
    // 8 Sep: 33.70 − median of those and 34.05 = 33.70 − (33.61 + 33.66)/2.
    // 10 Sep: 33.64 − median(…, 33.70) = 33.64 − 33.66.
    #expect(deviations.map(\.0) == ["2025-09-07", "2025-09-08", "2025-09-10"])
    let expected = [0.44, 0.065, -0.02]
    for (value, want) in zip(deviations.map(\.1), expected) {
      #expect(abs(value - want) < 1e-9)
    }
    #expect(
      records.notes.contains { $0.hasPrefix("5 skin-temperature night(s) have no deviation") })
  }

  @Test func cyclesKeepWHOOPsScoresForComparisonOnly() throws {
    let scores = try file("physiological_cycles.csv").report.referenceScores
    let recovery = scores.filter { $0.metric == .recovery }
    #expect(recovery.count == 8)
    #expect(recovery.first { $0.date == SyncFixture.day("2025-09-07") }?.value == 38)
    #expect(scores.filter { $0.metric == .sleep }.count == 8)
    // The unscored night's cycle still has a strain; the open cycle has none yet.
    let strain = scores.filter { $0.metric == .strain }
    #expect(strain.count == 8 && strain.contains { $0.date == SyncFixture.day("2025-09-06") })
    #expect(scores.allSatisfy { $0.source == whoop })
  }

  @Test func sleepsHoldNightsAndNaps() throws {
    let sleeps = try file("sleeps.csv")
    #expect(sleeps.summary.rows == 11)
    #expect(sleeps.report.records.sleepSummaries.count == 10)
    let nap = try #require(
      sleeps.report.records.sleepSummaries.first { $0.asleepSeconds == 36 * 60 })
    #expect(nap.start == SyncFixture.instant("2025-09-08T13:10:00Z"))
    // Only a night that is not a nap gives the day's breathing rate and sleep performance.
    #expect(sleeps.report.records.dailyRespiratoryRate.count == 9)
    #expect(sleeps.report.referenceScores.count == 9)
    #expect(sleeps.report.rejections.total == 0)
  }

  @Test func theWholeExportReadsEachNightOnce() throws {
    let names = ["physiological_cycles.csv", "sleeps.csv", "workouts.csv", "journal_entries.csv"]
    let folder = Paths.fixture("wearables/whoop")
    let export = try WearableExport.read(
      names: names,
      prefix: { name throws(ImportError) in
        Array((try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()).prefix(4096)
          .map { $0 }
      },
      contents: { name throws(ImportError) in
        Array((try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data())
      })
    let records = export.report.records
    #expect(export.services == [.whoop] && export.files.count == 4)
    // Nine nights and a nap: the eight nights of the cycles file are those of sleeps.csv.
    #expect(records.sleepSummaries.count == 10)
    #expect(
      export.report.notes.contains("8 night(s) written in two files of the export, read once"))
    #expect(records.dailyRespiratoryRate.count == 9)
    #expect(export.report.referenceScores.filter { $0.metric == .sleep }.count == 9)
    // Rejections name their file.
    #expect(
      export.report.rejections.examples.first?.location == "'physiological_cycles.csv' line 3")
  }

  @Test func workoutsAreActivitiesWithoutStreams() throws {
    let workouts = try file("workouts.csv")
    let activities = workouts.report.records.activities
    #expect(activities.count == 4)
    let ride = try #require(
      activities.first {
        $0.name == "Cycling" && $0.distanceMeters != nil && $0.maxHeartRate != nil
      })
    // 17:31:02 at UTC−04:00 to 19:02:47: 91 min 45 s.
    #expect(ride.start == SyncFixture.instant("2025-09-02T21:31:02Z"))
    #expect(ride.durationSeconds == 5505 && ride.sport == .cycling)
    #expect(ride.distanceMeters == 45210.55 && ride.energyKilocalories == 812)
    #expect(ride.ascentMeters == 412.3)
    #expect(ride.averageHeartRate == 138 && ride.maxHeartRate == 171 && ride.heartRate.isEmpty)
    #expect(ride.id == "whoop-2025-09-02T21:31:02Z" && ride.trainingLoad == nil)
    #expect(activities.first { $0.name == "Functional Fitness" }?.sport == .strength)
    // A maximum of 320 bpm is dropped, the ride kept; an end at 25:00 rejects its row.
    #expect(workouts.report.droppedFields.drops[.maxHeartRate]?.count == 1)
    #expect(workouts.report.rejections.total == 1)
    #expect(workouts.report.rejections.examples.first?.location == "line 2")
  }

  @Test func journalAnswersAreTyped() throws {
    let journal = try file("journal_entries.csv")
    let entries = journal.report.journalEntries
    #expect(entries.count == 7 && journal.report.rejections.total == 1)
    #expect(entries.first?.question == "Have any alcoholic drinks?")
    #expect(entries.first?.answeredYes == false && entries.first?.cycleEnd == nil)
    let wine = try #require(
      entries.first { $0.notes != nil && $0.answeredYes && $0.question.hasPrefix("Have any alc") })
    #expect(wine.notes == "wine, two glasses")
    #expect(wine.cycleDay == SyncFixture.day("2025-09-07"))
    #expect(wine.cycleStart == SyncFixture.instant("2025-09-07T22:20:31Z"))
    // "Have any caffeine? " is trimmed.
    #expect(entries.contains { $0.question == "Have any caffeine?" })
  }

  @Test func aFileWithoutTheColumnsItNeedsIsRefused() {
    let bytes = Array("Cycle start time,Cycle timezone,Nap\n".utf8)
    #expect(throws: ImportError.self) { try WHOOPSleeps.parse(bytes, name: "sleeps.csv") }
  }
}
