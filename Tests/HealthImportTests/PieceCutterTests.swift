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
}
