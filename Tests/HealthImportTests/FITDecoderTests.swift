import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// The low-level FIT decoder on files built by `FITWriter`: the protocol's corners that the sample
/// files do not all reach.
@Suite struct FITDecoderTests {
  typealias Field = FITWriter.Field

  /// Decodes `writer`'s file (14-byte header with CRC unless told otherwise).
  func decode(_ bytes: [UInt8]) throws -> FITDecoding {
    try FITDecoder.decode(bytes)
  }

  @Test func readsLittleAndBigEndianDefinitionsAlike() throws {
    for bigEndian in [false, true] {
      var writer = FITWriter()
      writer.define(
        local: 0, global: 20,
        [
          Field(number: 253, size: 4, baseType: FITWriter.uint32),
          Field(number: 7, size: 2, baseType: FITWriter.uint16),
          Field(number: 2, size: 2, baseType: FITWriter.sint16),
        ], bigEndian: bigEndian)
      // Power 0x0102 = 258 W; a signed field of 0xFFFE = −2.
      writer.write(local: 0, [1_000_000, 0x0102, 0xFFFE])
      let bytes = writer.file()
      // The global number is written in the definition's byte order too.
      #expect(Array(bytes[17..<19]) == (bigEndian ? [0x00, 0x14] : [0x14, 0x00]))
      let message = try #require(try decode(bytes).messages.first)
      #expect(message.globalNumber == 20)
      #expect(message.timestamp == 1_000_000)
      #expect(message.field(7)?.value == .unsigned([258]))
      #expect(message.field(2)?.value == .signed([-2]))
    }
  }

  @Test func compressedTimestampsAddTheirOffsetAndRollOverEvery32Seconds() throws {
    var writer = FITWriter()
    writer.define(
      local: 1, global: 20,
      [
        Field(number: 253, size: 4, baseType: FITWriter.uint32),
        Field(number: 3, size: 1, baseType: FITWriter.uint8),
      ])
    writer.define(local: 2, global: 20, [Field(number: 3, size: 1, baseType: FITWriter.uint8)])
    // 1000 = 0b11111_01000: its low five bits are 8.
    writer.write(local: 1, [1000, 120])
    // Offset 10 ≥ 8: 1000 − 8 + 10 = 1002.
    writer.writeCompressed(local: 2, timeOffset: 10, [121])
    // Offset 3 < 10: the 5-bit clock rolled over, 1002 − 10 + 32 + 3 = 1027.
    writer.writeCompressed(local: 2, timeOffset: 3, [122])
    // Offset 3 again: no change, 1027.
    writer.writeCompressed(local: 2, timeOffset: 3, [123])
    let messages = try decode(writer.file()).messages
    #expect(messages.map(\.timestamp) == [1000, 1002, 1027, 1027])
    #expect(
      messages.map { $0.field(3)?.value } == [
        .unsigned([120]), .unsigned([121]), .unsigned([122]), .unsigned([123]),
      ])
  }

  @Test func developerFieldsAreSkippedByTheirDeclaredSize() throws {
    var writer = FITWriter()
    writer.define(
      local: 0, global: 20,
      [
        Field(number: 253, size: 4, baseType: FITWriter.uint32),
        Field(number: 3, size: 1, baseType: FITWriter.uint8),
      ], developerFields: [(number: 0, size: 4, index: 0), (number: 1, size: 3, index: 0)])
    // Seven developer bytes that would read as a record header and fields if not skipped.
    writer.write(local: 0, [500, 140], developer: [0x40, 0x41, 0x00, 0x01, 0x02, 0x03, 0x04])
    writer.write(local: 0, [501, 141], developer: [0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00])
    let decoding = try decode(writer.file())
    #expect(decoding.notes.isEmpty)
    #expect(decoding.messages.map(\.timestamp) == [500, 501])
    #expect(decoding.messages.map { $0.field(3)?.numericValue } == [140, 141])
  }

  @Test func invalidValuesOfEveryBaseTypeReadAsAbsent() throws {
    var writer = FITWriter()
    writer.define(
      local: 0, global: 20,
      [
        Field(number: 253, size: 4, baseType: FITWriter.uint32),
        Field(number: 3, size: 1, baseType: FITWriter.uint8),
        Field(number: 7, size: 2, baseType: FITWriter.uint16),
        Field(number: 9, size: 2, baseType: FITWriter.sint16),
        Field(number: 10, size: 4, baseType: FITWriter.uint32z),
        Field(number: 11, size: 4, baseType: FITWriter.float32),
        Field(number: 12, size: 4, baseType: FITWriter.string),
        Field(number: 13, size: 1, baseType: FITWriter.enumeration),
      ])
    writer.write(
      local: 0,
      [1, 0xFF, 0xFFFF, 0x7FFF, 0, 0xFFFF_FFFF, .bytes([0, 0, 0, 0]), 0xFF])
    writer.write(
      local: 0,
      [2, 0xFE, 0xFFFE, 0x8000, 1, 0x3FC0_0000, .bytes(Array("Zw\0\0".utf8)), 0])
    let messages = try decode(writer.file()).messages
    let invalid = messages[0]
    #expect(invalid.field(3)?.value == .unsigned([nil]))
    #expect(invalid.field(7)?.value == .unsigned([nil]))
    #expect(invalid.field(9)?.value == .signed([nil]))
    #expect(invalid.field(10)?.value == .unsigned([nil]))
    #expect(invalid.field(11)?.value == .floating([nil]))
    #expect(invalid.field(12)?.value == .string(nil))
    #expect(invalid.field(13)?.value == .unsigned([nil]))
    // One step inside each range is a value: 254, 65534, −32768, 1, 1.5 (0x3FC00000), "Zw", 0.
    let valid = messages[1]
    #expect(valid.field(3)?.value == .unsigned([254]))
    #expect(valid.field(7)?.value == .unsigned([65534]))
    #expect(valid.field(9)?.value == .signed([-32768]))
    #expect(valid.field(10)?.value == .unsigned([1]))
    #expect(valid.field(11)?.value == .floating([1.5]))
    #expect(valid.field(12)?.value == .string("Zw"))
    #expect(valid.field(13)?.value == .unsigned([0]))
  }

  @Test func sixteenLocalTypesHoldSixteenDefinitionsAtOnce() throws {
    var writer = FITWriter()
    for local in UInt8(0)..<16 {
      writer.define(
        local: local, global: 100 + UInt16(local),
        [Field(number: 0, size: 1, baseType: FITWriter.uint8)])
    }
    for local in (UInt8(0)..<16).reversed() {
      writer.write(local: local, [.integer(UInt64(local))])
    }
    let messages = try decode(writer.file()).messages
    #expect(messages.map(\.globalNumber) == (0..<16).reversed().map { 100 + UInt16($0) })
    #expect(messages.map { $0.field(0)?.numericValue } == (0..<16).reversed().map { Double($0) })
  }

  @Test func chainedFilesAreReadOneAfterTheOther() throws {
    var first = FITWriter()
    first.define(local: 0, global: 20, [Field(number: 253, size: 4, baseType: FITWriter.uint32)])
    first.write(local: 0, [10])
    var second = FITWriter()
    // The second file redefines local type 0: definitions do not carry over between files.
    second.define(local: 0, global: 21, [Field(number: 253, size: 4, baseType: FITWriter.uint32)])
    second.write(local: 0, [20])
    // Three header forms: 14 bytes with a CRC, 12 bytes, 14 bytes whose CRC is left 0.
    let decoding = try decode(
      first.file() + second.file(headerSize: 12) + first.file(headerCRC: false))
    #expect(decoding.headers.map(\.size) == [14, 12, 14])
    #expect(decoding.headers.map { $0.crc == nil } == [false, true, true])
    #expect(decoding.messages.map(\.globalNumber) == [20, 21, 20])
    #expect(decoding.notes.isEmpty)
  }

  @Test func aFileCutMidMessageKeepsWhatWasCompleteAndSaysWhere() throws {
    var writer = FITWriter()
    writer.define(
      local: 0, global: 20,
      [
        Field(number: 253, size: 4, baseType: FITWriter.uint32),
        Field(number: 3, size: 1, baseType: FITWriter.uint8),
      ])
    for second in UInt64(0)..<3 { writer.write(local: 0, [.integer(second), 130]) }
    let file = writer.file()
    // Header 14 + definition 12 = 26; messages of 6 bytes at 26, 32 and 38. Cut at 41: three
    // bytes into the third.
    let decoding = try decode(Array(file[0..<41]))
    #expect(decoding.messages.map(\.timestamp) == [0, 1])
    #expect(
      decoding.notes == [
        "the FIT file ends at byte 41, 5 bytes short of the size its header gives: the message "
          + "at byte 38 is cut off after 3 bytes and is not read; every message before it is kept"
      ])
  }

  @Test func aBadFileCRCIsReportedAndTheMessagesStillRead() throws {
    var writer = FITWriter()
    writer.define(local: 0, global: 20, [Field(number: 253, size: 4, baseType: FITWriter.uint32)])
    writer.write(local: 0, [7])
    let good = writer.file()
    let bad = writer.file(corruptFileCRC: true)
    let stored = UInt16(bad[bad.count - 2]) | UInt16(bad[bad.count - 1]) << 8
    let computed = FITCRC.of(Array(good.dropLast(2)))
    let decoding = try decode(bad)
    #expect(decoding.messages.map(\.timestamp) == [7])
    #expect(
      decoding.notes == [
        "the FIT file at byte 0 fails its CRC check (stored \(FITCRC.hex(stored)), computed "
          + "\(FITCRC.hex(computed))); its messages were read anyway"
      ])
    #expect(try decode(good).notes.isEmpty)
  }

  @Test func theSlicedCRCMatchesTheCRCByteByByte() {
    // Every length from 0 to 40, so the 8-byte loop and the byte tail are both exercised: the
    // CRC of the whole equals the CRC continued one byte at a time, which uses only the first
    // table (the plain byte-wise CRC of the protocol's description).
    func byteByByte(_ bytes: [UInt8]) -> UInt16 {
      bytes.reduce(0) { crc, byte in [byte].withUnsafeBytes { FITCRC.update(crc, $0) } }
    }
    var generator = SystemRandomNumberGenerator()
    for length in 0...40 {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      #expect(FITCRC.of(bytes) == byteByByte(bytes), "length \(length)")
    }
    // The CRC-16/ARC check value: the CRC of "123456789" is 0xBB3D, sliced and byte by byte.
    let check = Array("123456789".utf8)
    #expect(FITCRC.of(check) == 0xBB3D)
    #expect(byteByByte(check) == 0xBB3D)
  }

  @Test func aDataMessageWithoutADefinitionEndsTheFileWithANote() throws {
    var writer = FITWriter()
    writer.define(local: 0, global: 20, [Field(number: 253, size: 4, baseType: FITWriter.uint32)])
    writer.write(local: 0, [1])
    writer.raw([0x05, 0, 0, 0, 0])
    let decoding = try decode(writer.file())
    #expect(decoding.messages.map(\.timestamp) == [1])
    #expect(
      decoding.notes == [
        "the FIT file at byte 0 is damaged at byte 28: a data message of local type 5, which has "
          + "no definition; the messages before it are kept"
      ])
  }

  struct HeaderCase: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let error: ImportError
    var testDescription: String { name }
  }

  static let headerCases: [HeaderCase] = {
    var writer = FITWriter()
    writer.define(local: 0, global: 20, [Field(number: 253, size: 4, baseType: FITWriter.uint32)])
    writer.write(local: 0, [1])
    let file = writer.file()
    var badHeaderCRC = file
    badHeaderCRC[12] ^= 0xFF
    var badSize = file
    badSize[0] = 10
    var version3 = file
    version3[1] = 0x30
    version3[12...13] = [0, 0]
    return [
      HeaderCase(
        name: "fewer than 12 bytes", bytes: Array(file[0..<9]),
        error: .malformed(reason: "the FIT header at byte 0 is cut short (9 of 12 bytes)")),
      HeaderCase(
        name: "no .FIT signature", bytes: Array("hello, this is text".utf8),
        error: .unrecognised(
          reason: "no FIT header at byte 0: bytes 8–11 are 'his ', not '.FIT'")),
      HeaderCase(
        name: "a header CRC that does not match", bytes: badHeaderCRC,
        error: .malformed(
          reason: "the FIT header at byte 0 is corrupt: its CRC is "
            + FITCRC.hex(UInt16(badHeaderCRC[12]) | UInt16(badHeaderCRC[13]) << 8)
            + " but its bytes give " + FITCRC.hex(FITCRC.of(Array(file[0..<12]))))),
      HeaderCase(
        name: "a header length under 12", bytes: badSize,
        error: .malformed(
          reason: "the FIT header at byte 0 gives its length as 10 bytes; it is at least 12")),
      HeaderCase(
        name: "protocol version 3", bytes: version3,
        error: .unrecognised(
          reason: "the FIT file at byte 0 uses protocol version 3.0; veloready reads versions "
            + "1 and 2")),
    ]
  }()

  @Test(arguments: headerCases)
  func aCorruptFirstHeaderRefusesTheFileWithThePreciseReason(_ example: HeaderCase) {
    #expect(throws: example.error) { try FITDecoder.decode(example.bytes) }
  }

  @Test func aCorruptHeaderAfterAGoodFileIsANoteNotARefusal() throws {
    var writer = FITWriter()
    writer.define(local: 0, global: 20, [Field(number: 253, size: 4, baseType: FITWriter.uint32)])
    writer.write(local: 0, [1])
    let good = writer.file()
    var second = writer.file(headerSize: 12)
    second[8...11] = [0x2E, 0x47, 0x49, 0x54]  // ".GIT"
    let decoding = try decode(good + second)
    #expect(decoding.messages.count == 1)
    let end = good.count + second.count - 1
    #expect(
      decoding.notes == [
        "bytes \(good.count)–\(end) are not read: no FIT header at byte \(good.count): bytes "
          + "\(good.count + 8)–\(good.count + 11) are '.GIT', not '.FIT'"
      ])
  }

  @Test func zeroPaddingAfterTheLastFileIsIgnoredWithANote() throws {
    var writer = FITWriter()
    writer.define(local: 0, global: 20, [Field(number: 253, size: 4, baseType: FITWriter.uint32)])
    writer.write(local: 0, [1])
    let decoding = try decode(writer.file() + [0, 0, 0, 0])
    #expect(decoding.messages.count == 1)
    #expect(decoding.notes == ["4 bytes of zero padding after the FIT data are ignored"])
  }
}
