import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// What the Apple Health importer tells the athlete beyond counts: old exports, the clinical
/// document, wrong clocks, unused heart rate and sleep that is only time in bed.
@Suite struct AppleHealthMessagesTests {
  func load(_ body: String) throws -> AppleHealthImport {
    let text = "<HealthData locale=\"en_GB\">\n\(body)\n</HealthData>\n"
    return try AppleHealthArchive.importXML(
      InMemoryBytes(Array(text.utf8)), timeZone: AppleHealthFixture.timeZone("Europe/Paris"))
  }

  @Test func anIOS8ExportIsReadWithItsSourceAttributeAndCompactDates() throws {
    let result = try AppleHealthFixture.importXML("ios8/export.xml", zone: "America/Los_Angeles")
    let records = result.report.records
    #expect(result.report.rejections.total == 0)
    #expect(result.exportDate == SyncFixture.instant("2014-10-12T17:15:00Z"))
    // 812 + 1204 steps on 4 January 2014, Los Angeles time.
    #expect(
      records.steps == [
        DailyValue(
          date: LocalDate.ymd("2014-01-04"), value: 2016, source: .appleHealth("Anna’s iPhone"))
      ])
    #expect(records.restingHeartRate.map(\.value) == [52])
    let ride = try #require(records.activities.first)
    #expect(ride.source == .appleHealth("Polar Beat"))
    #expect(ride.start == SyncFixture.instant("2014-01-06T01:30:00Z"))
    #expect(ride.durationSeconds == 2700 && ride.distanceMeters == 18200)
    #expect(ride.energyKilocalories == 402)
    #expect(
      ride.heartRate == [
        HeartRateSample(offset: 10, bpm: 128), HeartRateSample(offset: 610, bpm: 142),
      ])
  }

  @Test(
    "compact iOS 8 dates",
    arguments: [
      ("20140104084300-0800", "2014-01-04T16:43:00Z" as String?),
      ("20140104084300+0530", "2014-01-04T03:13:00Z"), ("20140104084300Z", "2014-01-04T08:43:00Z"),
      ("20141304084300-0800", nil), ("2014010408430-0800", nil), ("20140104084300", nil),
      ("2014-01-04 08:43:00 -0800", "2014-01-04T16:43:00Z"),
    ])
  func compactDates(text: String, expected: String?) {
    var text = text
    let seconds = text.withUTF8 { AppleHealthDate.epochSeconds(UnsafeRawBufferPointer($0)) }
    #expect(seconds == expected.map { SyncFixture.instant($0).timeIntervalSince1970 })
  }

  @Test(
    "damage that stops the import names its line",
    arguments: [
      (
        "<HealthData locale=\"en\">\n<Record type=\"T\" sourceName=\"W\">\n<Record/>\n</HealthData>",
        "a <Record> inside another on line 3: the file is damaged"
      ),
      ("<HealthData locale=\"en\">\n\n</Record>\n</HealthData>", "unexpected </Record> on line 3"),
    ])
  func damageNamesItsLine(text: String, reason: String) {
    #expect {
      try AppleHealthArchive.importXML(InMemoryBytes(Array(text.utf8)), timeZone: .gmt)
    } throws: { error in
      guard case ImportError.malformed(let message) = error else { return false }
      return message.hasPrefix(reason)
    }
  }

  @Test func theClinicalDocumentNamesItselfAndPointsToTheExport() throws {
    let bytes = try AppleHealthFixture.bytes("not-an-export/export_cda.xml")
    #expect(
      throws: ImportError.unrecognised(
        reason:
          "this is the clinical document of an Apple Health export (export_cda.xml, root "
          + "<ClinicalDocument>), not the export itself: import export.xml from the same folder, "
          + "or the whole apple_health_export folder")
    ) {
      try AppleHealthArchive.importXML(InMemoryBytes(bytes), timeZone: .gmt)
    }
  }

  @Test func recordsDatedAfterTheExportAreKeptWithAWarning() throws {
    let result = try AppleHealthFixture.importXML("future-dates/export.xml")
    let records = result.report.records
    #expect(records.steps.map(\.value) == [812, 640])
    #expect(records.restingHeartRate.map(\.value) == [51])
    #expect(records.activities.count == 1)
    #expect(
      result.report.notes == [
        "3 records start after the export was made ('2026-09-21T06:12:40+02:00'), the latest "
          + "at '2027-01-04T08:43:00+01:00': a phone or watch clock was probably wrong; they "
          + "are kept as dated"
      ])
  }

  @Test func anExportWithoutLaterRecordsHasNoClockWarning() throws {
    let result = try AppleHealthFixture.importXML("basic/export.xml")
    #expect(result.exportDate != nil)
    #expect(!result.report.notes.contains { $0.contains("after the export was made") })
  }

  @Test func heartRateOutsideEveryWorkoutIsCountedAsNotNeeded() throws {
    func heartRate(_ time: String, _ bpm: Int) -> String {
      "<Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"W\" unit=\"count/min\" "
        + "startDate=\"2026-09-20 \(time) +0200\" endDate=\"2026-09-20 \(time) +0200\" "
        + "value=\"\(bpm)\"/>"
    }
    let workout =
      "<Workout workoutActivityType=\"HKWorkoutActivityTypeCycling\" duration=\"30\" "
      + "durationUnit=\"min\" sourceName=\"W\" startDate=\"2026-09-20 10:00:00 +0200\" "
      + "endDate=\"2026-09-20 10:30:00 +0200\"/>"
    // Two samples inside the ride, one in the morning, one duplicate, one of 300 bpm inside.
    let result = try load(
      [
        heartRate("07:00:00", 60), heartRate("10:05:00", 120), heartRate("10:05:00", 120),
        heartRate("10:10:00", 300), heartRate("10:20:00", 130), workout,
      ].joined(separator: "\n"))
    let counts = try #require(result.types[AppleHealthImport.heartRateType])
    #expect(counts.seen == 5 && counts.kept == 2 && counts.duplicates == 1)
    #expect(result.report.droppedSamples.values.reduce(0, +) == 1)
    #expect(result.heartRateOutsideWorkouts == 1)
    #expect(try AppleHealthFixture.importXML("basic/export.xml").heartRateOutsideWorkouts == 2)
  }

  @Test func sleepThatIsAllInBedSaysWhyThereIsNoNight() throws {
    let result = try AppleHealthFixture.importXML("iphone-only/export.xml")
    #expect(result.report.records.sleep.map(\.stage) == [.inBed, .inBed])
    #expect(
      result.report.notes == [
        "sleep: all 2 sleep records are 'InBed', none asleep, and a night without an asleep "
          + "segment is no sleep: sleep stages need an Apple Watch or a sleep app that writes "
          + "to Health (an iPhone alone records time in bed)"
      ])
  }

  @Test(
    "which sleep gets the in-bed note",
    arguments: [
      ("InBed", "the only sleep record is 'InBed'" as String?),
      ("InBed Awake", "all 2 sleep records are 'InBed' or 'Awake'"),
      ("InBed AsleepCore", nil), ("InBed Asleep", nil), ("Awake", nil), ("", nil),
    ])
  func inBedNote(values: String, expected: String?) throws {
    let records = values.split(separator: " ").enumerated().map { index, value in
      "<Record type=\"HKCategoryTypeIdentifierSleepAnalysis\" sourceName=\"P\" "
        + "startDate=\"2026-09-20 0\(index):00:00 +0200\" "
        + "endDate=\"2026-09-20 0\(index):30:00 +0200\" value=\"HKCategoryValueSleepAnalysis\(value)\"/>"
    }
    let notes = try load(records.joined(separator: "\n")).report.notes.filter {
      $0.hasPrefix("sleep:")
    }
    #expect(notes.map { $0.contains(expected ?? "") } == (expected == nil ? [] : [true]))
  }
}
