import Foundation
import Testing

@testable import HealthImport

/// gzip members (`Fixtures/device/*.gz`, made with `gzip -9`).
@Suite struct GzipTests {
  let limit = 1 << 20

  @Test func inflatesAGzippedTCXToTheFileItself() throws {
    let plain = try SyncFixture.bytes("device/ride.tcx")
    #expect(try Gzip.decompress(try SyncFixture.bytes("device/ride.tcx.gz"), limit: limit) == plain)
  }

  @Test func joinsTheMembersOfAMultiMemberFile() throws {
    let joined =
      try SyncFixture.bytes("device/ride.tcx.gz") + SyncFixture.bytes("device/route.gpx.gz")
    let expected = try SyncFixture.bytes("device/ride.tcx") + SyncFixture.bytes("device/route.gpx")
    #expect(try Gzip.decompress(joined, limit: limit) == expected)
  }

  @Test func honoursTheExtraNameCommentAndHeaderCRCFlags() throws {
    // `gzip -n` wrote a bare 10-byte header; give the same member every optional header part.
    let member = try SyncFixture.bytes("device/route.gpx.gz")
    var header: [UInt8] = [0x1F, 0x8B, 8, 0x04 | 0x08 | 0x10 | 0x02, 0, 0, 0, 0, 2, 3]
    header += [4, 0, 0x41, 0x42, 0x43, 0x44]  // FEXTRA: 4 bytes
    header += Array("route.gpx".utf8) + [0]  // FNAME
    header += Array("planned in Garmin Connect".utf8) + [0]  // FCOMMENT
    let crc = header.withUnsafeBytes { CRC32.update(0, $0) }
    header += [UInt8(crc & 0xFF), UInt8(crc >> 8 & 0xFF)]  // FHCRC: the CRC-32's low 16 bits
    let rebuilt = header + member[10...]
    #expect(try Gzip.decompress(rebuilt, limit: limit) == SyncFixture.bytes("device/route.gpx"))
    var badCRC = rebuilt
    badCRC[header.count - 1] ^= 0xFF
    #expect(throws: ImportError.self) { try Gzip.decompress(badCRC, limit: limit) }
  }

  struct DamageCase: CustomTestStringConvertible, Sendable {
    let name: String
    let damage: @Sendable ([UInt8]) -> [UInt8]
    let error: ImportError
    var testDescription: String { name }
  }

  static let damageCases: [DamageCase] = [
    DamageCase(
      name: "a wrong CRC-32",
      damage: { bytes in
        var bytes = bytes
        bytes[bytes.count - 8] ^= 1
        return bytes
      },
      error: .malformed(
        reason: "gzip member 1 (at byte 0) is damaged: the data fails its CRC-32 check")),
    DamageCase(
      name: "a wrong length",
      damage: { bytes in
        var bytes = bytes
        bytes[bytes.count - 4] ^= 1
        return bytes
      },
      error: .malformed(
        reason: "gzip member 1 (at byte 0) is damaged: the trailer gives a length of 427 bytes, "
          + "the data inflates to 426")),
    DamageCase(
      name: "cut inside the data", damage: { Array($0.prefix(100)) },
      error: .malformed(
        reason: "the gzip file ends inside the compressed data of member 1 (at byte 0)")),
    DamageCase(
      name: "cut inside the trailer", damage: { Array($0.dropLast(3)) },
      error: .malformed(reason: "the gzip file ends inside the trailer of member 1 (at byte 0)")),
    DamageCase(
      name: "another compression method",
      damage: { bytes in
        var bytes = bytes
        bytes[2] = 7
        return bytes
      },
      error: .malformed(
        reason: "gzip member 1 (at byte 0) is damaged: compression method 7; gzip defines only 8 "
          + "(deflate)")),
    DamageCase(
      name: "reserved flags",
      damage: { bytes in
        var bytes = bytes
        bytes[3] = 0x20
        return bytes
      },
      error: .malformed(
        reason: "gzip member 1 (at byte 0) is damaged: reserved header flags are set (flags "
          + "byte 32)")),
  ]

  @Test(arguments: damageCases)
  func damageIsMalformedWithTheMemberAndTheFault(_ example: DamageCase) throws {
    let bytes = example.damage(try SyncFixture.bytes("device/route.gpx.gz"))
    #expect(throws: example.error) { try Gzip.decompress(bytes, limit: limit) }
  }

  @Test func theOutputLimitStopsABombBeforeItFillsMemory() throws {
    // 16 328 bytes that inflate to 16 MiB of zeros.
    let bomb = try SyncFixture.bytes("device/zeros.gz")
    #expect(
      throws: ImportError.unreadable(
        reason: "the gzip data inflates to more than 1048576 bytes, the most veloready reads "
          + "from one file")
    ) { try Gzip.decompress(bomb, limit: limit) }
    #expect(try Gzip.decompress(bomb, limit: 16 << 20).count == 16 << 20)
  }

  @Test func paddingAfterTheLastMemberIsIgnored() throws {
    let bytes = try SyncFixture.bytes("device/route.gpx.gz") + [0, 0, 0, 0]
    #expect(try Gzip.decompress(bytes, limit: limit) == SyncFixture.bytes("device/route.gpx"))
  }
}
