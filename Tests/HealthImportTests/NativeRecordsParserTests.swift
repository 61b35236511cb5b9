import Foundation
import ScoreEngine
import Testing
import VeloJSON

@testable import HealthImport

/// The native `veloready.records/v1` format (docs/formats.md §1).
@Suite struct NativeRecordsParserTests {
  func parse(_ text: String) throws(ImportError) -> ImportReport {
    try NativeRecordsParser.parse(Array(text.utf8))
  }

  @Test func readsEveryRecordKindOfTheFormatsExample() throws {
    let report = try parse(
      """
      {
        "format": "veloready.records/v1",
        "source": "my-logger",
        "sleep": [{ "start": "2025-11-09T22:41:00-08:00", "end": "2025-11-09T23:10:00-08:00", "stage": "core", "source": "Watch" }],
        "dailySleep": [{ "date": "2025-11-10", "seconds": 27000 }],
        "hrv": [{ "time": "2025-11-10T03:12:00-08:00", "ms": 48.2, "kind": "sdnn" }],
        "dailyHrv": [{ "date": "2025-11-10", "ms": 61.0, "kind": "rmssd" }],
        "restingHeartRate": [{ "date": "2025-11-10", "bpm": 52 }],
        "respiratoryRate": [{ "time": "2025-11-10T03:12:00-08:00", "brpm": 14.2 }],
        "dailyRespiratoryRate": [{ "date": "2025-11-10", "brpm": 14.0 }],
        "skinTemperature": [{ "date": "2025-11-10", "deviationC": 0.3 }],
        "steps": [{ "date": "2025-11-10", "count": 8421 }],
        "activeEnergy": [{ "date": "2025-11-10", "kcal": 640 }],
        "fitness": [{ "date": "2025-09-01", "ctl": 55.1, "atl": 60.2 }],
        "activities": [{
          "id": "ride-0412", "externalIds": ["strava:1234567"],
          "start": "2025-11-09T16:02:00-08:00", "durationSeconds": 5400,
          "sport": "cycling", "name": "Tempo intervals", "distanceMeters": 45000,
          "ascentMeters": 640,
          "averageHeartRate": 142, "maxHeartRate": 171,
          "averagePower": 210, "normalizedPower": 228, "ftp": 280,
          "trainingLoad": 96.0, "rpe": 6,
          "heartRate": [[0, 98], [5, 101], [10, 104]]
        }]
      }
      """)
    let records = report.records
    #expect(records.count == 12)
    #expect(report.rejections.total == 0)
    #expect(records.sleep.first?.source == Source(provider: .native, name: "Watch"))
    #expect(records.steps.first?.source == Source(provider: .native, name: "my-logger"))
    #expect(records.hrv.first?.kind == .sdnn)
    #expect(records.dailyHRV.first?.kind == .rmssd)
    let ride = try #require(records.activities.first)
    #expect(ride.externalIDs == ["strava:1234567"])
    #expect(ride.heartRate.count == 3)
    #expect(ride.normalizedPower == 228 && ride.ftp == 280 && ride.rpe == 6)
    #expect(ride.ascentMeters == 640)
    #expect(ride.start == Timestamp.parse("2025-11-10T00:02:00Z"))
  }

  @Test func badRecordsAreRejectedWithLocationsAndGoodOnesKept() throws {
    let report = try parse(
      """
      {"format": "veloready.records/v1",
       "hrv": [{"time": "2025-11-10T03:12:00", "ms": 48, "kind": "sdnn"},
               {"time": "2025-11-10T03:12:00Z", "ms": "48", "kind": "sdnn"},
               {"time": "2025-11-10T03:12:00Z", "ms": 412, "kind": "sdnn"},
               {"time": "2025-11-10T03:12:00Z", "ms": 48, "kind": "pnn50"},
               {"time": "2025-11-10T03:12:00Z", "ms": 48, "kind": "sdnn", "note": "ok"}],
       "activities": [{"id": "k", "start": "2025-11-10T03:12:00Z", "durationSeconds": 60, "sport": "kayaking"},
                      {"id": "r", "start": "2025-11-10T03:12:00Z", "durationSeconds": 60, "sport": "running",
                       "heartRate": [[0, 120], [5, 300], [10, 125]]}],
       "steps": {"date": "2025-11-10"},
       "mystery": []}
      """)
    #expect(report.records.hrv.count == 1)
    #expect(report.records.activities.count == 1)
    #expect(report.records.activities.first?.heartRate.count == 2)
    #expect(report.rejections.total == 6)
    #expect(
      report.rejections.examples.map(\.location) == [
        "activities[0]", "hrv[0]", "hrv[1]", "hrv[2]", "hrv[3]",
      ])
    #expect(report.rejections.examples[0].message.contains("unknown sport 'kayaking'"))
    #expect(report.rejections.examples[1].message.contains("offset"))
    #expect(report.rejections.examples[2].message == "'ms' is a string, expected a number")
    #expect(report.rejections.examples[3].message == "hrv.ms '412' outside 5–300")
    #expect(report.unknownKeys == ["hrv.note": 1, "mystery": 1])
    #expect(report.droppedSamples == ["activities.heartRate.bpm outside 25–250": 1])
  }

  @Test(
    "documents that cannot be read at all",
    arguments: [
      ("{\"format\": \"veloready.records/v1\", \"hrv\": [", "not valid JSON"),
      ("[1, 2]", "not an object"), ("{\"hrv\": []}", "no \"format\""),
      ("{\"format\": \"veloready.records/v9\"}", "not supported"),
    ])
  func unreadableDocuments(text: String, fragment: String) {
    do {
      _ = try parse(text)
      Issue.record("expected an error")
    } catch {
      switch error {
      case .malformed(let reason), .unrecognised(let reason), .unreadable(let reason):
        #expect(reason.contains(fragment))
      }
    }
  }

  @Test func sniffsFormatsByContent() {
    #expect(
      InputFormat.sniff(Array("{\n \"format\": \"veloready.records/v1\"}".utf8)) == .nativeRecords)
    #expect(
      InputFormat.sniff(Array("<?xml version=\"1.0\"?>\n<!DOCTYPE HealthData [".utf8))
        == .appleHealthXML)
    #expect(InputFormat.sniff([0x50, 0x4B, 0x03, 0x04, 0]) == .zip)
    #expect(
      InputFormat.sniff(Array("Activity ID,Activity Date,Activity Name\n1,2,3".utf8)) == .stravaCSV)
    #expect(InputFormat.sniff(Array("hello".utf8)) == nil)
  }
}
