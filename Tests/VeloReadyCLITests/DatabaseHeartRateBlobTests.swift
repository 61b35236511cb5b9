import ScoreEngine
import Testing

@testable import VeloReadyCLI
@testable import VeloStore

/// The `activities.heart_rate` BLOB: compact for whole numbers, lossless for every double.
@Suite struct DatabaseHeartRateBlobTests {
  static func samples(_ pairs: [(Double, Double)]) -> [HeartRateSample] {
    pairs.map { HeartRateSample(offset: $0.0, bpm: $0.1) }
  }

  @Test func aSmallStreamEncodesAsWorkedOutByHand() {
    // Version 1, flags 3 (both columns whole), count 3; offsets 0, +5, +5 as zigzag varints
    // (0, 10, 10); bpm 100 (zigzag 200 = 0xC8 0x01), +2 (4), −1 (1).
    let blob = HeartRateBlob.encode(Self.samples([(0, 100), (5, 102), (10, 101)]))
    #expect(blob == [1, 3, 3, 0, 10, 10, 0xC8, 0x01, 4, 1])
  }

  @Test func differencesAcrossAVarintsSevenBitsTakeOneMoreByte() {
    // Offsets 0, 63, 127: differences 63 and 64, zigzag 126 (one byte) and 128 (0x80 0x01).
    let blob = HeartRateBlob.encode(Self.samples([(0, 100), (63, 100), (127, 100)]))
    #expect(blob == [1, 3, 3, 0, 126, 0x80, 0x01, 0xC8, 0x01, 0, 0])
  }

  @Test func aColumnWithAFractionIsStoredAsDoublesAndTheOtherStaysWhole() throws {
    // Flags 1: offsets whole (0, +1 as zigzag 0, 2), bpm as doubles: 100.5 is 0x4059_2000_0000_0000,
    // −0.0 is 0x8000_0000_0000_0000, little-endian.
    let blob = HeartRateBlob.encode(Self.samples([(0, 100.5), (1, -0.0)]))
    #expect(
      blob == [1, 1, 2, 0, 2] + [0, 0, 0, 0, 0, 0x20, 0x59, 0x40] + [0, 0, 0, 0, 0, 0, 0, 0x80])
  }

  static let streams: [(String, [(Double, Double)])] = [
    ("a 5-second ride of whole bpm", (0..<720).map { (Double($0 * 5), Double(120 + $0 % 40)) }),
    ("fractional offsets", [(0.25, 100), (1.5, 101), (2.75, 99)]),
    ("fractional bpm", [(0, 100.5), (1, 101), (2, 99.125)]),
    ("a negative zero", [(-0.0, 100), (1, -0.0)]),
    ("beyond 2^53", [(9_007_199_254_740_994, 100), (0, 1e300)]),
    ("offsets out of order", [(10, 100), (0, 250), (5, 25)]),
    ("one sample", [(3_600, 180)]),
    ("the largest whole numbers", [(9_007_199_254_740_992, 100), (-9_007_199_254_740_992, 250)]),
  ]

  @Test(arguments: streams)
  func everyStreamReadsBackBitForBit(name: String, pairs: [(Double, Double)]) throws {
    let stream = Self.samples(pairs)
    let blob = try #require(HeartRateBlob.encode(stream))
    let decoded = try HeartRateBlob.decode(blob)
    #expect(decoded.map(\.offset.bitPattern) == stream.map(\.offset.bitPattern))
    #expect(decoded.map(\.bpm.bitPattern) == stream.map(\.bpm.bitPattern))
  }

  @Test func aWholeNumberStreamTakesAboutTwoBytesASample() throws {
    let stream = Self.samples((0..<720).map { (Double($0 * 5), Double(120 + $0 % 7)) })
    let blob = try #require(HeartRateBlob.encode(stream))
    #expect(blob[1] == 3)
    #expect(blob.count < 720 * 2 + 8)
  }

  @Test func anEmptyStreamIsNull() throws {
    #expect(HeartRateBlob.encode([]) == nil)
    #expect(try HeartRateBlob.decode([]) == [])
  }

  static let damaged: [(String, [UInt8], String)] = [
    ("another version", [2, 3, 0], "heart-rate format 2; this veloready reads 1"),
    ("unknown flags", [1, 4, 0], "unknown flags 4"),
    ("no count", [1, 3], "truncated at byte 2"),
    ("fewer values than counted", [1, 3, 2, 0, 10, 0xC8], "truncated"),
    ("half a double", [1, 0, 1, 0, 0, 0, 0], "truncated"),
    ("an endless number", [1, 3] + [UInt8](repeating: 0x80, count: 11), "overlong number"),
    ("a count larger than the blob", [1, 3, 0xFF, 0xFF, 0xFF, 0x7F], "implausible sample count"),
    ("trailing bytes", [1, 3, 1, 0, 0, 9], "trailing bytes"),
  ]

  @Test(arguments: damaged)
  func aDamagedBlobIsAnErrorNotACrash(name: String, bytes: [UInt8], reason: String) {
    #expect {
      try HeartRateBlob.decode(bytes)
    } throws: { error in
      (error as? HeartRateBlobError)?.reason.hasPrefix(reason) == true
    }
  }
}
