import Foundation
import Testing

@testable import HealthImport

/// Where the pieces of an export file end when only the bytes around each cut are read
/// (`FileCutter`), and that a worker reads its piece as the file holds it (`FilePiece`).
@Suite struct FileCutterTests {
  /// The pieces `PieceCutter` makes of `bytes`, as file ranges.
  static func pieceCutterRanges(_ bytes: [UInt8], pieceBytes: Int) -> [Range<Int64>] {
    var cutter = PieceCutter(pieceBytes: pieceBytes)
    var pieces = bytes.withUnsafeBytes { cutter.append($0) }
    if let last = cutter.finish() { pieces.append(last) }
    var start: Int64 = 0
    return pieces.map { piece in
      defer { start += Int64(piece.bytes.count) }
      return start..<start + Int64(piece.bytes.count)
    }
  }

  /// The pieces `FileCutter` makes of `bytes`, reading windows of `window` bytes.
  static func fileCutterRanges(_ bytes: [UInt8], pieceBytes: Int, window: Int) throws
    -> [Range<Int64>]
  {
    var cutter = FileCutter(pieceBytes: pieceBytes, windowBytes: window)
    let file = InMemoryBytes(bytes)
    var ranges: [Range<Int64>] = []
    var start: Int64 = 0
    while start < file.count {
      let end = try #require(try cutter.end(ofPieceFrom: start, in: file))
      #expect(end > start)
      ranges.append(start..<end)
      start = end
    }
    return ranges
  }

  /// Windows of 32 bytes put many a line start across two windows; every piece size gives the
  /// cuts a `PieceCutter` fed every byte gives.
  @Test(arguments: [1, 100, 1_000, 50_000])
  func theCutsAreThoseOfAPieceCutter(_ size: Int) throws {
    let bytes = try ExportPiecesTests.mixedExport()
    let expected = Self.pieceCutterRanges(bytes, pieceBytes: size)
    for window in [32, 45, 8192] {
      let ranges = try Self.fileCutterRanges(bytes, pieceBytes: size, window: window)
      #expect(ranges == expected, "pieces of \(size), windows of \(window)")
    }
    #expect(expected.count > (size == 50_000 ? 0 : 20))
  }

  /// The cutter reads a window or two around each cut, not the pieces.
  @Test func theCutterReadsOnlyAroundTheCuts() throws {
    final class Counted: RandomAccessBytes {
      let bytes: InMemoryBytes
      var read = 0
      init(_ bytes: [UInt8]) { self.bytes = InMemoryBytes(bytes) }
      var count: Int64 { bytes.count }
      func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws(ImportError)
        -> Int
      {
        let copied = try bytes.read(at: offset, into: buffer)
        read += copied
        return copied
      }
    }
    let file = Counted(try ExportPiecesTests.mixedExport())
    var cutter = FileCutter(pieceBytes: 2_000, windowBytes: 128)
    var (start, pieces): (Int64, Int) = (0, 0)
    while start < file.count {
      start = try #require(try cutter.end(ofPieceFrom: start, in: file))
      pieces += 1
    }
    #expect(pieces > 5)
    #expect(file.read <= pieces * 128 * 3, "\(file.read) bytes of \(file.count) for \(pieces)")
  }

  @Test func aLineWithoutAPlaceToCutStopsTheCutting() throws {
    let line = [UInt8](repeating: 0x61, count: 3_000) + Array("\n <Record x=\"1\"/>\n".utf8)
    let file = InMemoryBytes(line + line)
    var near = FileCutter(pieceBytes: 10, maximumBytes: 4_000, windowBytes: 64)
    #expect(try near.end(ofPieceFrom: 0, in: file) == 3_001)
    var far = FileCutter(pieceBytes: 10, maximumBytes: 1_000, windowBytes: 64)
    #expect(try far.end(ofPieceFrom: 0, in: file) == nil)
    let second = try near.end(ofPieceFrom: 3_001, in: file)
    #expect(second == 6_019)
    // The last piece ends with the file.
    #expect(try near.end(ofPieceFrom: 6_019, in: file) == file.count)
  }

  /// A piece read in chunks of every size hands on exactly its bytes, in order, and keeps them
  /// when asked to; a file shorter than the piece is an error.
  @Test(arguments: [1, 61, 4_096, 262_144], [false, true])
  func aPieceIsReadAsTheFileHoldsIt(_ readBytes: Int, keepsBytes: Bool) throws {
    let bytes = (0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    let range: Range<Int64> = 4_001..<17_003
    let buffer = UnsafeMutableRawBufferPointer.allocate(
      byteCount: FilePiece.bufferBytes(range: range, readBytes: readBytes, keepsBytes: keepsBytes),
      alignment: 4096)
    defer { buffer.deallocate() }
    let piece = FilePiece(
      index: 3, range: range, of: InMemoryBytes(bytes), readBytes: readBytes,
      keepsBytes: keepsBytes, buffer: buffer)
    var seen: [UInt8] = []
    try piece.read { chunk in
      // Every chunk at its file offset's place in a page.
      let address = Int(bitPattern: chunk.baseAddress) - Int(bitPattern: buffer.baseAddress)
      #expect(address % 4096 == (4_001 + seen.count) % 4096)
      seen += chunk
    }
    #expect(seen == Array(bytes[4_001..<17_003]))
    if keepsBytes { #expect(Array(piece.bytes) == seen) }
    let past = FilePiece(
      index: 3, range: 19_000..<21_000, of: InMemoryBytes(bytes), readBytes: readBytes,
      keepsBytes: keepsBytes, buffer: buffer)
    #expect(throws: ImportError.self) { try past.read { _ in } }
  }
}
