import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// FIT files whose clock goes wrong (docs/formats.md §6.5): times counted from power-on, and a
/// clock that jumps in the middle of the records when GPS sets it.
@Suite struct FITClockTests {
  let t0 = FITWriter.morning

  func activities(_ bytes: [UInt8], name: String? = nil, timeZone: TimeZone? = nil) throws
    -> ImportReport
  {
    try FITReading.activities(bytes, name: name, timeZone: timeZone)
  }

  /// A 600 s run whose clock jumps `jump` seconds forward after its 300th record, as a
  /// Forerunner 225's did when a GPS fix set it 20 days ahead: the records, the final timer stop
  /// and the session's end are on the new clock, the session's start on the old one.
  func jumpingRun(jump: UInt64) -> [UInt8] {
    var writer = FITWriter.activity()
    writer.fileID()
    writer.timer(t0, start: true)
    for second in UInt64(0)..<600 {
      writer.record(t0 + second + (second >= 300 ? jump : 0), heartRate: 150)
    }
    writer.timer(t0 + 600 + jump, start: false)
    writer.write(
      local: 3,
      [
        .integer(t0 + 600 + jump), .integer(t0), 1, 0xFF, 600_000, 600_000, 0xFFFF_FFFF, 0xFFFF,
        0xFF, 0xFF, 0xFFFF, 0xFFFF,
      ])
    return writer.file()
  }

  @Test func aClockJumpIsFoundAndTheRecordsAfterItMovedBack() throws {
    let twentyDays: UInt64 = 20 * 86_400
    let report = try activities(jumpingRun(jump: twentyDays))
    let run = try #require(report.records.activities.first)
    // Dated by the session's start, timed by the timer, and the stream ends near 600 s instead
    // of 1 728 600 s: the jump (the records' span less the elapsed time, 1 727 999 s) comes out.
    #expect(run.start == SyncFixture.instant("2026-09-20T06:00:00Z"))
    #expect(run.durationSeconds == 600 && run.heartRate.count == 600)
    #expect(run.heartRate.last?.offset == 600)
    #expect(run.heartRate.map(\.offset).prefix(301).last == 301)
    #expect(
      report.notes == [
        "the FIT file has a clock that jumps 20.0 days forward after record 300 (a new time "
          + "fix); the 300 records after it are moved back onto the clock before it"
      ])
  }

  @Test func aPauseIsNotAJump() throws {
    // The same run with a 40-minute pause in its elapsed time: the records span what the
    // session says, so nothing moves.
    var writer = FITWriter.activity()
    writer.fileID()
    writer.timer(t0, start: true)
    for second in UInt64(0)..<300 { writer.record(t0 + second, heartRate: 150) }
    writer.timer(t0 + 300, start: false)
    writer.timer(t0 + 2700, start: true)
    for second in UInt64(2700)..<3000 { writer.record(t0 + second, heartRate: 150) }
    writer.timer(t0 + 3000, start: false)
    writer.session(start: t0, elapsed: 3000, timer: 600, sport: 1)
    let report = try activities(writer.file())
    #expect(report.notes.isEmpty)
    #expect(report.records.activities.first?.heartRate.last?.offset == 599)
  }

  /// A 600 s ride whose clock counts from power-on (it starts at 1 000 s), with the given
  /// `activity` message and `file_id.time_created`.
  func relativeRide(activity: (time: UInt64, local: UInt64)?, created: UInt64 = 1_000) -> [UInt8] {
    var writer = FITWriter.activity()
    writer.defineHeartRateMessages()
    writer.fileID(created: created)
    writer.timer(1_000, start: true)
    for second in UInt64(0)..<600 { writer.record(1_000 + second, heartRate: 140) }
    writer.timer(1_600, start: false)
    writer.session(start: 1_000, elapsed: 600, timer: 600)
    if let activity { writer.activityMessage(activity.time, local: activity.local) }
    return writer.file()
  }

  @Test func relativeTimesArePlacedByTheActivityMessagesLocalTime() throws {
    // A Forerunner 70's pattern: every time relative, the activity message's local_timestamp
    // absolute. Its end (1 600 s) was 08:10 local time on 20 September 2026.
    let local = t0 + 2 * 3600 + 600
    let bytes = relativeRide(activity: (1_600, local))
    let utc = try activities(bytes)
    #expect(utc.records.activities.first?.start == SyncFixture.instant("2026-09-20T08:00:00Z"))
    #expect(
      utc.notes == [
        "the FIT file counts its times from when the device was switched on; they are placed by "
          + "its activity message's local time, read as UTC"
      ])
    // In Berlin (UTC+2 in September) that local time was 06:10 UTC.
    let berlin = try activities(bytes, timeZone: TimeZone(identifier: "Europe/Berlin"))
    #expect(berlin.records.activities.first?.start == SyncFixture.instant("2026-09-20T06:00:00Z"))
    #expect(berlin.notes.first?.hasSuffix("local time, in Europe/Berlin") == true)
  }

  @Test func relativeTimesArePlacedByTheTimeCreatedWithoutAnActivityMessage() throws {
    let report = try activities(relativeRide(activity: nil, created: t0))
    #expect(report.records.activities.first?.start == SyncFixture.instant("2026-09-20T06:00:00Z"))
    #expect(report.notes.first?.hasSuffix("placed by its file_id's time created") == true)
  }

  @Test func relativeTimesWithNothingToPlaceThemRejectTheFile() throws {
    let report = try activities(relativeRide(activity: nil))
    #expect(report.records.activities.isEmpty)
    #expect(report.rejections.counts == ["times relative to power-on": 1])
    #expect(
      report.rejections.examples.first?.message
        == "the file's times count from when the device was switched on (the first is 1000 s "
        + "after it), and neither its activity message nor its file_id says when that was")
  }

  @Test func theFIT70SampleIsARunIn2012NotIn1990() throws {
    let report = try FITReading.sample("compressed-speed-distance.fit")
    // start_time 17 217 864 s after power-on; the activity message ends at 17 221 751 s, local
    // 698 070 063 (2012-02-13 12:21:03 local): the start is 11:16:16 local, read as UTC.
    #expect(report.records.activities.first?.start == SyncFixture.instant("2012-02-13T11:16:16Z"))
  }

  @Test func aChainNamesItsPartsByTheirPlaceInTheFile() throws {
    var empty = FITWriter.activity()
    empty.fileID()
    var ride = FITWriter.activity()
    ride.fileID()
    ride.session(start: t0, elapsed: 60, timer: 60)
    let report = try activities(ride.file() + empty.file(), name: "x.fit")
    #expect(report.notes == ["the second FIT file in 'x.fit' holds no session, lap or record"])
  }

  @Test func anAbsurdSessionValueIsDroppedAndTheActivityKept() throws {
    var writer = FITWriter.activity()
    writer.fileID()
    writer.record(t0, heartRate: 140)
    writer.session(start: t0, elapsed: 600, timer: 600, kilocalories: 60_000, averageHeartRate: 140)
    let report = try activities(writer.file())
    #expect(report.records.activities.first?.energyKilocalories == nil)
    #expect(report.records.activities.first?.averageHeartRate == 140)
    #expect(report.droppedFields.drops[.energy]?.count == 1 && report.rejections.total == 0)
  }
}
