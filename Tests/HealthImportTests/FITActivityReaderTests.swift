import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// FIT sessions → activities, on files built by `FITWriter` (times are seconds after
/// `FITWriter.morning`, 2026-09-20T06:00:00Z).
@Suite struct FITActivityReaderTests {
  let t0 = FITWriter.morning

  func activities(_ bytes: [UInt8]) throws -> ImportReport {
    try FITReading.activities(bytes)
  }

  /// One minute at 200 W, heart rate 120…129 repeating, timer 0–60 s.
  func steadyMinute(bigEndian: Bool = false) -> FITWriter {
    var writer = FITWriter.activity(bigEndian: bigEndian)
    writer.fileID()
    writer.timer(t0, start: true)
    for second in UInt64(0)..<60 {
      writer.record(t0 + second, heartRate: 120 + second % 10, power: 200)
    }
    writer.timer(t0 + 60, start: false)
    writer.session(
      start: t0, elapsed: 60, timer: 60, distance: 1500, kilocalories: 50, averageHeartRate: 125,
      maxHeartRate: 129, averagePower: 200)
    return writer
  }

  @Test func aSessionBecomesOneActivityWithItsSummaryAndItsStream() throws {
    let report = try activities(steadyMinute().file())
    #expect(report.seen == ["activities": 1])
    #expect(report.notes.isEmpty && report.rejections.total == 0)
    let ride = try #require(report.records.activities.first)
    #expect(ride.id == "fit:3900000001-1158818400:0")
    #expect(ride.start == SyncFixture.instant("2026-09-20T06:00:00Z"))
    #expect(ride.durationSeconds == 60 && ride.sport == .cycling)
    #expect(ride.distanceMeters == 1500 && ride.energyKilocalories == 50)
    #expect(ride.averageHeartRate == 125 && ride.maxHeartRate == 129)
    // The session gives no normalized power: 60 s at a constant 200 W give NP 200.
    #expect(ride.averagePower == 200 && ride.normalizedPower == 200)
    #expect(ride.source == Source(provider: .device, name: "Garmin Edge 530"))
    #expect(ride.heartRate.map(\.offset) == (0..<60).map(Double.init))
    #expect(
      ride.heartRate.prefix(11).map(\.bpm) == [
        120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 120,
      ])
  }

  @Test func bigEndianFilesGiveTheSameActivity() throws {
    let little = try activities(steadyMinute().file()).records.activities
    let big = try activities(steadyMinute(bigEndian: true).file()).records.activities
    #expect(little == big && little.count == 1)
  }

  @Test func timerPausesAreLeftOutOfTheStreamAndOfNormalizedPower() throws {
    var writer = FITWriter.activity()
    writer.fileID()
    writer.timer(t0, start: true)
    for second in UInt64(0)..<30 { writer.record(t0 + second, heartRate: 120, power: 100) }
    writer.timer(t0 + 30, start: false)
    // Recorded while paused: none of these may count.
    for second in UInt64(31)..<90 { writer.record(t0 + second, heartRate: 100, power: 0) }
    writer.timer(t0 + 90, start: true)
    for second in UInt64(90)..<120 { writer.record(t0 + second, heartRate: 150, power: 200) }
    writer.timer(t0 + 120, start: false)
    writer.session(start: t0, elapsed: 120, timer: 60)
    let ride = try #require(try activities(writer.file()).records.activities.first)
    #expect(ride.durationSeconds == 60)
    // Moving seconds 0–29 at 100 W and 30–59 at 200 W (the pause is cut out). The 31 rolling
    // 30-second means are 100 + 10k/3 W for k = 0…30; NP = (Σ (100 + 10k/3)⁴ / 31)^¼
    // = (19 457 777 654.32 / 31)^¼ = 627 670 246.91^¼ = 158.2825 W. Average (30·100 + 30·200)/60.
    #expect(ride.averagePower == 150)
    #expect(abs((ride.normalizedPower ?? 0) - 158.2825) < 1e-4)
    #expect(ride.heartRate.count == 60)
    #expect(ride.heartRate.map(\.offset) == (0..<60).map(Double.init))
    #expect(Set(ride.heartRate.map(\.bpm)) == [120, 150])
    // From the session: none given, so the stream's: (30·120 + 30·150)/60 = 135, max 150.
    #expect(ride.averageHeartRate == 135 && ride.maxHeartRate == 150)
  }

  @Test func withoutTimerEventsAGapOfMoreThanThirtySecondsIsAPause() throws {
    var writer = FITWriter.activity()
    writer.fileID()
    for second in UInt64(0)...30 { writer.record(t0 + second, heartRate: 120, power: 100) }
    // 70 s without a record: a pause. A gap of exactly 30 s would still be riding.
    for second in UInt64(100)...130 { writer.record(t0 + second, heartRate: 150, power: 200) }
    writer.session(start: t0, elapsed: 130, timer: nil)
    let ride = try #require(try activities(writer.file()).records.activities.first)
    // Moving intervals 0–30 s and 100–130 s: 60 s, the same series as with timer events.
    #expect(ride.durationSeconds == 60)
    #expect(abs((ride.normalizedPower ?? 0) - 158.2825) < 1e-4)
    #expect(ride.heartRate.first?.offset == 0 && ride.heartRate.last?.offset == 60)
    #expect(MovingTime(sampleTimes: [0, 30, 60]).total == 60)
    #expect(MovingTime(sampleTimes: [0, 31, 61]).total == 30)
  }

  @Test func aMultisportFileGivesOneActivityPerLegAndSkipsTransitions() throws {
    var writer = FITWriter.activity()
    writer.fileID()
    let legs: [(sport: UInt64, start: UInt64, seconds: Double)] = [
      (5, 0, 600), (3, 600, 60), (2, 660, 1200), (3, 1860, 40), (1, 1900, 600),
    ]
    for leg in legs {
      writer.session(
        start: t0 + leg.start, elapsed: leg.seconds, timer: leg.seconds, sport: leg.sport)
    }
    let report = try activities(writer.file())
    #expect(report.seen == ["activities": 3])
    #expect(report.records.activities.map(\.sport) == [.swimming, .cycling, .running])
    #expect(
      report.records.activities.map(\.id) == [
        "fit:3900000001-1158818400:0", "fit:3900000001-1158818400:2",
        "fit:3900000001-1158818400:4",
      ])
    #expect(report.records.activities.map(\.durationSeconds) == [600, 1200, 600])
  }

  struct TypeCase: CustomTestStringConvertible, Sendable {
    let type: UInt64
    let description: String
    var testDescription: String { description }
  }

  @Test(arguments: [
    TypeCase(type: 32, description: "not an activity: a FIT monitoring file"),
    TypeCase(type: 2, description: "not an activity: a FIT settings file"),
    TypeCase(type: 5, description: "not an activity: a FIT workout file"),
    TypeCase(type: 6, description: "not an activity: a FIT course file"),
    TypeCase(type: 58, description: "not an activity: a FIT type 58 file"),
  ])
  func filesOfAnotherTypeAreNotActivitiesAndNotDamage(_ example: TypeCase) throws {
    var writer = FITWriter.activity()
    writer.fileID(type: example.type)
    writer.session(start: t0, elapsed: 60, timer: 60)
    guard case .notAnActivity(let kind) = try FITActivityReader.read(writer.file()) else {
      Issue.record("expected not an activity")
      return
    }
    #expect(kind == .fit(FITFileType(rawValue: UInt8(example.type))))
    #expect(kind.description == example.description)
  }

  @Test func chainedActivityFilesGiveTheActivitiesOfEach() throws {
    let morning = steadyMinute()
    var evening = FITWriter.activity()
    evening.fileID(created: t0 + 36_000)
    evening.session(start: t0 + 36_000, elapsed: 1800, timer: 1800, sport: 1)
    var settings = FITWriter.activity()
    settings.fileID(type: 2)
    let report = try activities(morning.file() + evening.file() + settings.file())
    #expect(report.records.activities.map(\.sport) == [.cycling, .running])
    #expect(report.records.activities.map(\.id).last == "fit:3900000001-1158854400:0")
    #expect(
      report.notes == [
        "the third FIT file in the chain is a FIT settings file, not an activity; skipped"
      ])
  }

  @Test func aFileWithoutSessionIsRebuiltFromItsRecordsWithANote() throws {
    var writer = FITWriter.activity()
    writer.fileID()
    for second in UInt64(0)..<40 { writer.record(t0 + second, heartRate: 130, power: 180) }
    let report = try activities(writer.file())
    #expect(
      report.notes == [
        "the FIT file has no session or lap; its activity is rebuilt from its 40 records"
      ])
    let ride = try #require(report.records.activities.first)
    // Records 0…39 s: one moving interval of 39 s; the sport is unknown without a session.
    #expect(ride.durationSeconds == 39 && ride.sport == .other)
    #expect(ride.averageHeartRate == 130 && ride.averagePower == 180 && ride.normalizedPower == 180)
  }

  @Test func aFileWithoutSessionIsRebuiltFromItsLapsWithANote() throws {
    var writer = FITWriter.activity()
    writer.define(
      local: 4, global: 19,
      [
        FITWriter.Field(number: 253, size: 4, baseType: FITWriter.uint32),
        FITWriter.Field(number: 2, size: 4, baseType: FITWriter.uint32),
        FITWriter.Field(number: 8, size: 4, baseType: FITWriter.uint32),
        FITWriter.Field(number: 9, size: 4, baseType: FITWriter.uint32),
        FITWriter.Field(number: 15, size: 1, baseType: FITWriter.uint8),
        FITWriter.Field(number: 16, size: 1, baseType: FITWriter.uint8),
        FITWriter.Field(number: 25, size: 1, baseType: FITWriter.enumeration),
      ])
    writer.fileID()
    // Two laps: 600 s at 140 bpm average, 300 s at 170 bpm; 5 and 2.5 km.
    writer.write(local: 4, [.integer(t0 + 600), .integer(t0), 600_000, 500_000, 140, 160, 2])
    writer.write(local: 4, [.integer(t0 + 900), .integer(t0 + 600), 300_000, 250_000, 170, 185, 2])
    let report = try activities(writer.file())
    #expect(
      report.notes == ["the FIT file has no session; its activity is rebuilt from its 2 laps"])
    let ride = try #require(report.records.activities.first)
    // Timer 600 + 300 s; distance 5000 + 2500 m; heart rate (140·600 + 170·300)/900 = 150.
    #expect(ride.durationSeconds == 900 && ride.distanceMeters == 7500)
    #expect(ride.averageHeartRate == 150 && ride.maxHeartRate == 185 && ride.sport == .cycling)
  }

  @Test func aBadSessionIsRejectedAndABadHeartRateSampleDropped() throws {
    var writer = FITWriter.activity()
    writer.fileID()
    writer.record(t0, heartRate: 20)
    writer.record(t0 + 1, heartRate: 130)
    writer.session(start: t0, elapsed: 60, timer: 60)
    writer.session(start: t0 + 100, elapsed: 0.5, timer: 0.5, averageHeartRate: 130)
    let report = try activities(writer.file())
    #expect(report.records.activities.count == 1)
    #expect(report.records.activities[0].heartRate.map(\.bpm) == [130])
    #expect(report.droppedSamples == ["activities.heartRate.bpm outside 25–250": 1])
    #expect(report.rejections.total == 1)
    #expect(report.rejections.examples.map(\.location) == ["session 2"])
  }

  @Test func recordsWithCompressedTimestampsFeedTheStream() throws {
    var writer = FITWriter.activity()
    writer.define(
      local: 0, global: 20,
      [
        FITWriter.Field(number: 3, size: 1, baseType: FITWriter.uint8),
        FITWriter.Field(number: 7, size: 2, baseType: FITWriter.uint16),
      ])
    writer.define(
      local: 1, global: 0,
      [
        FITWriter.Field(number: 0, size: 1, baseType: FITWriter.enumeration),
        FITWriter.Field(number: 4, size: 4, baseType: FITWriter.uint32),
      ])
    // 1 158 818 400 = 36 213 075 × 32: its low five bits are 0, so offset k means t0 + k.
    writer.write(local: 1, [4, .integer(t0)])
    writer.timer(t0, start: true)
    for second in UInt8(1)...40 {
      writer.writeCompressed(
        local: 0, timeOffset: second % 32, [.integer(UInt64(second) + 100), 250])
    }
    writer.timer(t0 + 40, start: false)
    writer.session(start: t0, elapsed: 40, timer: 40)
    let ride = try #require(try activities(writer.file()).records.activities.first)
    #expect(ride.heartRate.map(\.offset) == (1...40).map(Double.init))
    #expect(ride.heartRate.map(\.bpm) == (101...140).map(Double.init))
    // Seconds 0…39 of the timer: second 0 has no reading yet, so 39 s at 250 W.
    #expect(ride.averagePower == 250 && ride.normalizedPower == 250)
  }
}
