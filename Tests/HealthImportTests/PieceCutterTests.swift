import Foundation
import Testing

@testable import HealthImport

/// Where a big export is cut into pieces (`PieceCutter`), and that the pieces of a real export
/// are joined rather than read again on one thread (`ExportPieces`).
@Suite struct PieceCutterTests {
  @Test(arguments: [1, 100, 1_000])
  func piecesAreTheFileCutBeforeTopLevelElements(_ size: Int) throws {
    let bytes = try ExportPiecesTests.mixedExport()
    var cutter = PieceCutter(pieceBytes: size)
    var pieces: [ExportPiece] = []
    for start in stride(from: 0, to: bytes.count, by: 333) {
      let chunk = bytes[start..<min(bytes.count, start + 333)]
      pieces += chunk.withUnsafeBytes { cutter.append($0) }
    }
    if let last = cutter.finish() { pieces.append(last) }
    #expect(pieces.flatMap { Array($0.bytes) } == bytes)
    #expect(pieces.map(\.index) == Array(pieces.indices))
    #expect(pieces.count > (size == 1_000 ? 20 : 100))
    for piece in pieces.dropFirst() {
      let text = String(decoding: piece.bytes.prefix(9), as: UTF8.self)
      #expect(text.hasPrefix(" <Record ") || text.hasPrefix(" <Workout"), "\(text)")
    }
  }

  @Test func childrenOfACorrelationAndBeatsAreNeverCutBefore() {
    let text = "a\n  <Record type=\"x\"/>\n  <InstantaneousBeatsPerMinute/>\n<Recorded/>\n"
    let cut = Array(text.utf8).withUnsafeBytes { PieceCutter.firstCut(in: $0, from: 0) }
    #expect(cut == nil)
    let tab = Array("a\n\t<Workout x=\"1\">\n".utf8).withUnsafeBytes {
      PieceCutter.firstCut(in: $0, from: 0)
    }
    #expect(tab == 2)
  }

  @Test func readsFillAPieceThenLookForItsCutAPageAtATime() {
    var cutter = PieceCutter(pieceBytes: 10_000)
    #expect(cutter.nextReadLength(chunk: 262_144) == 12_288)
    #expect(cutter.nextReadLength(chunk: 8_192) == 8_192)
    let page = [UInt8](repeating: 0x61, count: 12_288)
    #expect(page.withUnsafeBytes { cutter.append($0) }.isEmpty)
    #expect(cutter.nextReadLength(chunk: 262_144) == 4_096)
  }

  @Test func aLineWithoutAPlaceToCutStopsTheCutting() {
    var cutter = PieceCutter(pieceBytes: 10, maximumBytes: 1_000)
    let line = [UInt8](repeating: 0x61, count: 600)
    _ = line.withUnsafeBytes { cutter.append($0) }
    #expect(!cutter.isStuck)
    _ = line.withUnsafeBytes { cutter.append($0) }
    #expect(cutter.isStuck)
  }

  @Test func thePiecesOfAnExportAreJoinedNotReadAgain() throws {
    let bytes = try ExportPiecesTests.mixedExport()
    let split = ExportSplit(minimumBytes: 0, pieceBytes: 200, threads: 3)
    var pieces = ExportPieces(timeZone: AppleHealthFixture.timeZone("Europe/Paris"), split: split)
    let joined = bytes.withUnsafeBytes { pieces.append($0) }
    #expect(joined)
    let result = try pieces.finish(bytesScanned: Int64(bytes.count))
    #expect(result != nil)
    #expect(pieces.replayed > 50)
  }

  /// The CRC-32 of the pieces, taken on the workers and joined in order, is the entry's:
  /// `finish` accepts the right one and refuses any other.
  @Test(arguments: [true, false])
  func theCRCOfThePiecesIsTheCRCOfTheWhole(_ right: Bool) throws {
    let bytes = try ExportPiecesTests.mixedExport()
    let whole = bytes.withUnsafeBytes { CRC32.update(0, $0) }
    let split = ExportSplit(minimumBytes: 0, pieceBytes: 300, threads: 2)
    var pieces = ExportPieces(
      timeZone: AppleHealthFixture.timeZone("Europe/Paris"), split: split, checksCRC: true)
    #expect(bytes.withUnsafeBytes { pieces.append($0) })
    let result = try pieces.finish(
      bytesScanned: Int64(bytes.count), crc32: right ? whole : whole ^ 1)
    #expect((result != nil) == right)
    #expect(pieces.replayed > 50)
  }

  /// CRC-32 of "123456789" is CBF43926 (the check value of ISO 3309); split anywhere, the
  /// two halves' CRCs join to it.
  @Test func crcsOfTwoHalvesJoin() {
    let text = Array("123456789".utf8)
    func crc(_ part: ArraySlice<UInt8>) -> UInt32 { part.withUnsafeBytes { CRC32.update(0, $0) } }
    #expect(crc(text[...]) == 0xCBF4_3926)
    for cut in 0...text.count {
      let joined = CRC32.combine(
        crc(text[..<cut]), crc(text[cut...]), secondLength: text.count - cut)
      #expect(joined == 0xCBF4_3926, "cut at \(cut)")
    }
  }
}
