import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// FIT `hr` messages (docs/formats.md §6.5): the heart rate an HRM-Swim, HRM-Tri or HRM-Pro strap
/// stores while the watch cannot receive it (under water), written into the file after the
/// activity as an anchor and messages of eight 12-bit `event_timestamp` steps.
@Suite struct FITHeartRateMessagesTests {
  let t0 = FITWriter.morning

  func activities(_ bytes: [UInt8]) throws -> ImportReport {
    try FITReading.activities(bytes)
  }

  /// A 600 s pool swim (sport 5, lap swimming 17) whose records carry no heart rate, except
  /// 100 + s % 50 for the seconds `recordHeartRate` lists; the strap's messages give 60 + s % 40
  /// for every second from 0 to 599, its clock reading `strapStart` ticks at t0.
  func poolSwim(strapStart: UInt32, recordHeartRate: Range<UInt64> = 0..<0) -> [UInt8] {
    var writer = FITWriter.activity()
    writer.defineHeartRateMessages()
    writer.fileID()
    writer.timer(t0, start: true)
    for second in stride(from: UInt64(0), to: 600, by: 10) {
      writer.record(
        t0 + second, heartRate: recordHeartRate.contains(second) ? 100 + second % 50 : 0xFF)
    }
    writer.timer(t0 + 600, start: false)
    writer.heartRateAnchor(t0, ticks: strapStart, bpm: 60)
    for first in stride(from: 1, to: 600, by: 8) where first + 7 < 600 {
      let seconds = (first..<first + 8).map { UInt32($0) }
      writer.heartRates(
        ticks: seconds.map { strapStart &+ $0 * 1024 }, bpm: seconds.map { UInt8(60 + $0 % 40) })
    }
    writer.session(start: t0, elapsed: 600, timer: 600, sport: 5, subSport: 17)
    return writer.file()
  }

  @Test func aPoolSwimGetsItsStreamFromTheStrapsMessages() throws {
    let swim = try #require(
      try activities(poolSwim(strapStart: 5_000 * 1024)).records.activities.first)
    #expect(swim.sport == .swimming)
    // The anchor at 0 s and 74 messages of eight: seconds 0 to 592, one sample each.
    #expect(swim.heartRate.count == 593)
    #expect(swim.heartRate.map(\.offset) == (0...592).map(Double.init))
    #expect(swim.heartRate.map(\.bpm) == (0...592).map { Double(60 + $0 % 40) })
    // No session heart rate: the stream's mean and maximum.
    #expect(swim.maxHeartRate == 99)
  }

  @Test func theStrapsClockWrapsAfterTwoToTheTwentyTwoSeconds() throws {
    // The strap's 32-bit clock in 1/1024 s starts 3 s before it wraps: the accumulated 12-bit
    // steps carry across the wrap, and the times after it still follow the anchor.
    let swim = try #require(
      try activities(poolSwim(strapStart: UInt32.max - 3 * 1024 + 1)).records.activities.first)
    #expect(swim.heartRate.map(\.offset) == (0...592).map(Double.init))
  }

  @Test func recordsKeepTheirHeartRateAndTheStrapFillsTheRest() throws {
    // The watch received the strap for the first 300 s (a record every 10 s), then lost it:
    // the records' values stand at their seconds, the strap's fill every other second.
    let swim = try #require(
      try activities(poolSwim(strapStart: 7_777, recordHeartRate: 0..<300)).records.activities.first
    )
    #expect(swim.heartRate.count == 593)
    let bySecond = Dictionary(uniqueKeysWithValues: swim.heartRate.map { (Int($0.offset), $0.bpm) })
    #expect(bySecond[10] == 110 && bySecond[290] == 140)
    #expect(bySecond[11] == 71 && bySecond[310] == 90)
  }

  @Test func twelveBitStepsArePackedLeastSignificantBitFirst() {
    // 0xABC, 0x123: bytes 0xBC, 0x3A, 0x12.
    let bytes: [UInt8] = [0xBC, 0x3A, 0x12]
    let steps = bytes.withUnsafeBytes { buffer in
      buffer.baseAddress.map { FITHeartRateMessages.steps($0, size: 3) } ?? []
    }
    #expect(steps == [0xABC, 0x123])
  }
}

/// A real pool swim (`Fixtures/fit/event_timestamp.fit`, a Forerunner 735XT with a strap that
/// stored its heart rate under water: no record with a heart rate, and 1415 `hr` messages in four
/// further files of the chain, each with its own anchor), against the heart rates Garmin's own FIT SDK for Python decodes from it
/// (`event_timestamp-hr.csv`, see `Fixtures/fit/README.md`).
@Suite struct FITHeartRateSampleFileTests {
  @Test func theStrapsHeartRatesAreTheSDKsToTheMicrosecond() throws {
    let files = try FITReading.collected(try SyncFixture.bytes("fit/event_timestamp.fit"))
    #expect(files.count == 5 && files.dropFirst().allSatisfy(\.holdsOnlyHeartRates))
    let events = files.flatMap(\.heartRates)
    let text = String(decoding: try SyncFixture.bytes("fit/event_timestamp-hr.csv"), as: UTF8.self)
    let rows = text.split(whereSeparator: \.isNewline).dropFirst().map { line in
      let cells = line.split(separator: ",")
      return (seconds: Double(cells[0]) ?? -1, bpm: UInt8(cells[1]) ?? 0)
    }
    #expect(events.count == 11_292 && rows.count == 11_292)
    let worst = zip(events, rows).map { abs($0.time - 866_295_115 - $1.seconds) }.max() ?? 1
    #expect(worst < 1e-6)
    #expect(events.map(\.bpm) == rows.map(\.bpm))
  }

  @Test func theSwimGetsAStreamWhereItsRecordsHaveNone() throws {
    let report = try FITReading.sample("event_timestamp.fit")
    let swim = try #require(report.records.activities.first)
    #expect(report.records.activities.count == 1 && report.notes.isEmpty)
    #expect(swim.sport == .swimming && swim.durationSeconds == 4371.56)
    // The session's own averages stay; the stream is new.
    #expect(swim.averageHeartRate == 142 && swim.maxHeartRate == 161)
    // Garmin's SDK, merging the same heart rates into the 4376 records, gives them a mean of
    // 138.29 bpm and a maximum of 161; the stream, one sample per second of moving time, agrees.
    #expect(swim.heartRate.count > 4000)
    let mean = swim.heartRate.reduce(0) { $0 + $1.bpm } / Double(swim.heartRate.count)
    #expect(abs(mean - 138.29) < 1, "\(mean)")
    #expect(swim.heartRate.map(\.bpm).max() == 161)
  }
}
