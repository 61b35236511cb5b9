import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// The real FIT files of `Fixtures/fit/` (see its README): each one decodes or is refused with a
/// precise reason, and the decoded activities agree with the SDK's record dumps (`*-records.csv`).
@Suite struct FITSampleFileTests {
  /// What one sample file must give.
  struct Sample: CustomTestStringConvertible, Sendable {
    let file: String
    /// `nil` for an activity file; else the kind it is.
    var kind: DeviceFileKind?
    var sport: Sport?
    var duration: Double?
    var averageHeartRate: Double?
    var maxHeartRate: Double?
    var averagePower: Double?
    var normalizedPower: Double?
    var samples: Int?
    var source: String?
    var notes: [String] = []
    var testDescription: String { file }
  }

  static let samples: [Sample] = [
    Sample(file: "MonitoringFile.fit", kind: .fit(FITFileType(rawValue: 32))),
    Sample(file: "Settings.fit", kind: .fit(FITFileType(rawValue: 2))),
    // A short run whose file is followed by 83 bytes with '.GIT' where a chained header's '.FIT'
    // belongs: the run is kept, the rest reported.
    Sample(
      file: "activity-settings-corruptheader.fit", sport: .running, duration: 13.749, samples: 0,
      source: "Dynastream",
      notes: [
        "bytes 771–853 are not read: no FIT header at byte 771: bytes 779–782 are '.GIT', not "
          + "'.FIT'"
      ]),
    // The same run cut 3 bytes before its end: the last record is lost, the session survives.
    Sample(
      file: "activity-unexpected-eof.fit", sport: .running, duration: 13.749, samples: 0,
      source: "Dynastream",
      notes: [
        "the FIT file ends at byte 768, 3 bytes short of the size its header gives: the message "
          + "at byte 751 is cut off after 17 bytes and is not read; every message before it is kept"
      ]),
    Sample(
      file: "compressed-speed-distance.fit", sport: .running, duration: 3772.75,
      averageHeartRate: 170, maxHeartRate: 190, samples: 754, source: "Garmin Forerunner 70",
      notes: [
        "the FIT file counts its times from when the device was switched on; they are placed by "
          + "its activity message's local time, read as UTC"
      ]),
    // A Stryd run with power but no session NP: NP comes from the 3424 one-second records.
    Sample(
      file: "developer-types-sample.fit", sport: .running, duration: 3424, maxHeartRate: 146,
      averagePower: 218, samples: 3424, source: "Stryd"),
    Sample(
      file: "garmin-edge-820-bike.fit", sport: .cycling, duration: 64.524, averageHeartRate: 116,
      maxHeartRate: 121, samples: 15, source: "Garmin Edge 820"),
    Sample(
      file: "garmin-fenix-5-bike.fit", sport: .cycling, duration: 60.363, averageHeartRate: 101,
      maxHeartRate: 114, samples: 19, source: "Garmin fenix 5"),
    Sample(
      file: "garmin-fenix-5-run.fit", sport: .running, duration: 56.887, averageHeartRate: 90,
      maxHeartRate: 112, samples: 21, source: "Garmin fenix 5"),
    Sample(
      file: "sample-activity-indoor-trainer.fit", sport: .cycling, duration: 2261.85,
      averageHeartRate: 148, maxHeartRate: 176, averagePower: 201, normalizedPower: 228,
      samples: 2263, source: "Garmin Edge 800"),
    Sample(
      file: "sample-activity.fit", sport: .cycling, duration: 10699.36, averageHeartRate: 166,
      maxHeartRate: 191, samples: 3070, source: "Garmin Edge 500"),
  ]

  @Test(arguments: samples)
  func everySampleDecodesOrIsRefusedWithAReason(_ sample: Sample) throws {
    let outcome = try FITActivityReader.read(try SyncFixture.bytes("fit/\(sample.file)"))
    switch outcome {
    case .notAnActivity(let kind):
      #expect(kind == sample.kind)
    case .activities(let report):
      #expect(sample.kind == nil)
      #expect(report.notes == sample.notes)
      #expect(report.rejections.total == 0 && report.droppedSamples.isEmpty)
      let activity = try #require(report.records.activities.first)
      #expect(report.records.activities.count == 1)
      #expect(activity.sport == sample.sport)
      #expect(activity.durationSeconds == sample.duration)
      if let average = sample.averageHeartRate { #expect(activity.averageHeartRate == average) }
      #expect(activity.maxHeartRate == sample.maxHeartRate)
      #expect(activity.averagePower == sample.averagePower)
      if let normalized = sample.normalizedPower { #expect(activity.normalizedPower == normalized) }
      #expect(activity.heartRate.count == sample.samples)
      #expect(activity.source == Source(provider: .device, name: sample.source ?? ""))
    }
  }

  /// The `heart_rate` column of a records dump and each row's time in seconds.
  func dump(_ name: String) throws -> [(seconds: Int, bpm: Double)] {
    let text = String(decoding: try SyncFixture.bytes("fit/\(name)"), as: UTF8.self)
    return text.split(whereSeparator: \.isNewline).dropFirst().map { line in
      let cells = line.split(separator: ",", omittingEmptySubsequences: false)
      let time = String(cells[0])
      // `Mon Jun 12 09:10:15 PDT 2017` (one day per file), or raw FIT seconds.
      let seconds: Int
      if let raw = Int(time) {
        seconds = raw
      } else {
        let clock = time.split(separator: " ")[3].split(separator: ":").compactMap { Int($0) }
        seconds = clock[0] * 3600 + clock[1] * 60 + clock[2]
      }
      return (seconds, Double(cells[1]) ?? -1)
    }
  }

  struct DumpCase: CustomTestStringConvertible, Sendable {
    let fit: String
    let csv: String
    /// When the timer started (the session's start), on the dump's clock: seconds of the day in
    /// the dump's local time, or FIT seconds.
    let timerStart: Int
    /// Timer pauses (stop, restart), on the same clock.
    let pauses: [(Int, Int)]
    var testDescription: String { fit }
  }

  @Test(arguments: [
    // 09:10:15 PDT = 16:10:15Z, the session's start time.
    DumpCase(
      fit: "garmin-edge-820-bike.fit", csv: "garmin-edge-820-bike-records.csv",
      timerStart: 9 * 3600 + 10 * 60 + 15, pauses: []),
    // 09:09:22 PDT = 16:09:22Z.
    DumpCase(
      fit: "garmin-fenix-5-bike.fit", csv: "garmin-fenix-5-bike-records.csv",
      timerStart: 9 * 3600 + 9 * 60 + 22, pauses: []),
    // The session starts at 17 217 864; the timer stops at 17 218 545 and restarts at
    // 17 218 655 (event messages): a 110 s pause with no records.
    DumpCase(
      fit: "compressed-speed-distance.fit", csv: "compressed-speed-distance-records.csv",
      timerStart: 17_217_864, pauses: [(17_218_545, 17_218_655)]),
  ])
  func theHeartRateStreamIsTheSDKRecordDumpOnMovingTime(_ example: DumpCase) throws {
    let report = try FITReading.sample(example.fit)
    let activity = try #require(report.records.activities.first)
    let rows = try dump(example.csv)
    func offset(_ seconds: Int) -> Double {
      let paused = example.pauses.filter { $0.1 <= seconds }.reduce(0) { $0 + $1.1 - $1.0 }
      return Double(seconds - example.timerStart - paused)
    }
    #expect(activity.heartRate.map(\.bpm) == rows.map(\.bpm))
    #expect(activity.heartRate.map(\.offset) == rows.map { offset($0.seconds) })
    // The dumps hold the smart-recorded points (every 1–5 s); the device's own average and
    // maximum come from every second, so they are the session's, near the dump's.
    let mean = rows.map(\.bpm).reduce(0, +) / Double(rows.count)
    let maximum = rows.map(\.bpm).max() ?? 0
    #expect(abs((activity.averageHeartRate ?? 0) - mean) <= 2.5)
    #expect((activity.maxHeartRate ?? 0) >= maximum && (activity.maxHeartRate ?? 0) - maximum <= 1)
    // Moving time: the last row lies within one recording interval (5 s at most in these files)
    // of the end of the timer time, e.g. 3770 s against 3772.75 s for the compressed file.
    #expect(abs(offset(rows[rows.count - 1].seconds) - activity.durationSeconds) <= 5)
  }

  @Test func normalizedPowerFromTheRecordsMatchesTheDevicesOwn() throws {
    // The indoor-trainer file gives its own NP (228 W) and average (201 W); recomputed from its
    // 2263 one-second records over the timer's single interval, NP is 227.51 W and the average
    // 198.44 W: the formula agrees with the head unit to half a watt.
    let files = try FITReading.collected(
      try SyncFixture.bytes("fit/sample-activity-indoor-trainer.fit"))
    let file = try #require(files.first)
    let session = try #require(file.sessions.first)
    let start = Double(try #require(session.startTime))
    let moving = MovingTime(
      timerEvents: file.timerEvents.map { (Double($0.timestamp), $0.running) }, from: start,
      to: start + (session.elapsedSeconds ?? 0))
    let powered = file.records.filter { $0.power != FITRecord.noPower }
    let series = NormalizedPower.resample(
      times: powered.map { Double($0.timestamp) }, watts: powered.map { Double($0.power) },
      over: moving)
    let normalized = try #require(NormalizedPower.normalized(series))
    #expect(abs(normalized - 227.51) < 0.01 && abs(normalized - 228) < 0.5)
    #expect(abs((NormalizedPower.average(series) ?? 0) - 198.44) < 0.01)
    #expect(session.normalizedPower == 228 && session.averagePower == 201)
  }

  @Test func theDeveloperFieldFileGetsItsNormalizedPowerFromItsRecords() throws {
    let report = try FITReading.sample("developer-types-sample.fit")
    let run = try #require(report.records.activities.first)
    // 3424 records one second apart, timer 0–3423 s: a 3423-second series whose mean is
    // 218.73 W (the session says 218) and whose NP, by the formula over the same series
    // computed independently, is 220.10 W.
    #expect(abs((run.normalizedPower ?? 0) - 220.10) < 0.01)
    #expect(run.averagePower == 218)
  }
}
