import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// Ranges and slices built from input values: a reversed or absurd value is rejected with its
/// location, never a trap that loses the whole import.
@Suite struct RangeGuardTests {
  /// The smallest export that crashed the import: a workout that ends an hour before it starts.
  static let reversedWorkout = """
    <HealthData locale="en_US">
     <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Watch" unit="count/min" \
    startDate="2026-09-21 17:10:00 +0200" endDate="2026-09-21 17:10:00 +0200" value="120"/>
     <Workout workoutActivityType="HKWorkoutActivityTypeCycling" duration="60" durationUnit="min" \
    sourceName="Watch" startDate="2026-09-21 18:00:00 +0200" endDate="2026-09-21 17:00:00 +0200"/>
    </HealthData>
    """

  @Test func aWorkoutThatEndsBeforeItStartsIsRejectedWithItsLine() throws {
    let result = try AppleHealthArchive.importXML(
      InMemoryBytes(Array(Self.reversedWorkout.utf8)), timeZone: .gmt)
    #expect(result.report.records.activities.isEmpty)
    #expect(result.report.rejections.counts == ["Workout: ends before it starts": 1])
    #expect(
      result.report.rejections.examples == [
        RejectedRecord(
          location: "line 3",
          message: "the workout ends at '2026-09-21 17:00:00 +0200', before it starts at "
            + "'2026-09-21 18:00:00 +0200'")
      ])
    #expect(result.types["Workout"]?.rejected == 1)
  }

  @Test func theRecordsAroundAReversedWorkoutAreKept() throws {
    let steps =
      "<Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Phone\" unit=\"count\" "
      + "startDate=\"2026-09-21 09:00:00 +0200\" endDate=\"2026-09-21 09:10:00 +0200\" value=\"640\"/>"
    let ride =
      "<Workout workoutActivityType=\"HKWorkoutActivityTypeCycling\" duration=\"30\" "
      + "durationUnit=\"min\" sourceName=\"Watch\" startDate=\"2026-09-21 19:00:00 +0200\" "
      + "endDate=\"2026-09-21 19:30:00 +0200\"/>"
    let text = Self.reversedWorkout.replacingOccurrences(
      of: "</HealthData>", with: " \(steps)\n \(ride)\n</HealthData>")
    let result = try AppleHealthArchive.importXML(
      InMemoryBytes(Array(text.utf8)), timeZone: .gmt)
    #expect(result.report.records.steps.map(\.value) == [640])
    #expect(result.report.records.activities.map(\.durationSeconds) == [1800])
    #expect(result.report.rejections.total == 1)
  }

  @Test(arguments: [[1], [7], [64], [4096], [3, 50, 17]])
  func linesAreCountedTheSameWhateverTheChunks(sizes: [Int]) throws {
    let result = try AppleHealthFixture.importInChunks(
      Array(Self.reversedWorkout.utf8), sizes: sizes)
    #expect(result.report.rejections.examples.map(\.location) == ["line 3"])
  }

  @Test func aHeartRateWindowThatEndsBeforeItStartsIsEmpty() {
    var series = HeartRateSeries()
    series.append(HeartRatePoint(start: 1000, span: 0, bpm: 120))
    series.append(HeartRatePoint(start: 1010, span: 0, bpm: 121.125))
    _ = series.settle()
    #expect(series.samples(from: 1020, to: 990).isEmpty)
    #expect(series.samples(from: 990, to: 1020).map(\.bpm) == [120, 121.125])
  }

  @Test func aZip64DirectoryOffsetNearTheLargestIntegerIsMalformed() {
    var bytes = ZipBytes()
    // ZIP64 end record at 0: one entry, a 100-byte directory at Int64.max − 10.
    bytes.u32(0x0606_4B50)
    bytes.u64(44)
    bytes.u16(45)
    bytes.u16(45)
    bytes.u32(0)
    bytes.u32(0)
    bytes.u64(1)
    bytes.u64(1)
    bytes.u64(100)
    bytes.u64(UInt64(Int64.max) - 10)
    bytes.zip64Locator(recordOffset: 0)
    bytes.endOfCentralDirectory(entries: 0xFFFF, size: 0xFFFF_FFFF, offset: 0xFFFF_FFFF)
    #expect {
      try ZipArchive(InMemoryBytes(bytes.data))
    } throws: { error in
      guard case ImportError.malformed(let reason) = error else { return false }
      return reason.contains("outside the file")
    }
  }

  @Test func aZip64EntrySizeNearTheLargestIntegerIsMalformed() {
    let name = Array("export.xml".utf8)
    let content = Array("<HealthData/>".utf8)
    var bytes = ZipBytes()
    bytes.u32(0x0403_4B50)
    bytes.u16(20)
    bytes.u16(0)
    bytes.u16(0)
    bytes.u32(0)
    bytes.u32(0)
    bytes.u32(UInt32(content.count))
    bytes.u32(UInt32(content.count))
    bytes.u16(UInt16(name.count))
    bytes.u16(0)
    bytes.data += name + content
    let directoryOffset = bytes.data.count
    bytes.u32(0x0201_4B50)
    bytes.u16(45)
    bytes.u16(45)
    bytes.u16(0)
    bytes.u16(0)
    bytes.u32(0)
    bytes.u32(0)
    bytes.u32(0xFFFF_FFFF)  // compressed size: in the ZIP64 extra field
    bytes.u32(UInt32(content.count))
    bytes.u16(UInt16(name.count))
    bytes.u16(12)
    bytes.u16(0)
    bytes.u16(0)
    bytes.u16(0)
    bytes.u32(0)
    bytes.u32(0)
    bytes.data += name
    bytes.u16(1)
    bytes.u16(8)
    bytes.u64(UInt64(Int64.max) - 16)
    let directorySize = bytes.data.count - directoryOffset
    bytes.endOfCentralDirectory(
      entries: 1, size: UInt32(directorySize), offset: UInt32(directoryOffset))
    let data = bytes.data
    #expect {
      try AppleHealthArchive.importZip(InMemoryBytes(data), timeZone: .gmt)
    } throws: { error in
      guard case ImportError.malformed(let reason) = error else { return false }
      return reason.contains("'export.xml' is cut short")
    }
  }
}

/// Little-endian bytes of a hand-built ZIP archive.
private struct ZipBytes {
  var data: [UInt8] = []

  mutating func u16(_ value: UInt16) { append(UInt64(value), width: 2) }
  mutating func u32(_ value: UInt32) { append(UInt64(value), width: 4) }
  mutating func u64(_ value: UInt64) { append(value, width: 8) }

  mutating func zip64Locator(recordOffset: UInt64) {
    u32(0x0706_4B50)
    u32(0)
    u64(recordOffset)
    u32(1)
  }

  mutating func endOfCentralDirectory(entries: UInt16, size: UInt32, offset: UInt32) {
    u32(0x0605_4B50)
    u16(0)
    u16(0)
    u16(entries)
    u16(entries)
    u32(size)
    u32(offset)
    u16(0)
  }

  private mutating func append(_ value: UInt64, width: Int) {
    for index in 0..<width { data.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
  }
}
