import Foundation

extension AppleHealthArchive {
  /// An `export.xml` parsed on several threads (`ExportPieces`); `nil` when its pieces cannot be
  /// joined, after `reading` has seen the bytes read so far.
  ///
  /// This thread only finds the cuts (`FileCutter`, a few kilobytes read around each), replays
  /// and, when `reading` is given, shows it each piece's bytes as the worker that parsed it read
  /// them (`FilePiece.keepsBytes`); each worker reads its own pieces.
  static func importPieces(
    _ bytes: some RandomAccessBytes & Sendable, timeZone: TimeZone, split: ExportSplit,
    progress: (_ done: Int64, _ total: Int64) -> Void,
    reading: ((UnsafeRawBufferPointer) -> Void)?
  ) throws(ImportError) -> AppleHealthImport? {
    var pieces = ExportPieces(timeZone: timeZone, split: split, reading: reading)
    var cutter = FileCutter(pieceBytes: split.pieceBytes)
    var start: Int64 = 0
    while start < bytes.count {
      // A read that fails here is reported by the pass on one thread, as any other.
      guard let end = try? cutter.end(ofPieceFrom: start, in: bytes),
        pieces.parse(start..<end, of: bytes)
      else {
        pieces.stop()
        return nil
      }
      start = end
      progress(start, bytes.count)
    }
    return try pieces.finish(bytesScanned: start)
  }

  /// The export in a ZIP entry parsed on several threads, as it is inflated on this one;
  /// `nil` when its pieces cannot be joined.
  ///
  /// Inflating is the larger part of a ZIP's import and stays on the calling thread, so the
  /// other threads take the parse off it, and the CRC-32 of their pieces (`ExportPieces`
  /// joins them): an entry that fails its check is read again on one thread, which reports it.
  static func importPieces(
    _ entry: ZipEntry, in bytes: some RandomAccessBytes, timeZone: TimeZone, split: ExportSplit,
    progress: (_ done: Int64, _ total: Int64) -> Void
  ) throws(ImportError) -> AppleHealthImport? {
    var pieces = ExportPieces(timeZone: timeZone, split: split, checksCRC: true)
    var done: Int64 = 0
    var joined = true
    do {
      try ZipArchive.read(entry, from: bytes, checksCRC: false) { slice throws(ImportError) in
        joined = pieces.append(slice)
        done += Int64(slice.count)
        progress(done, entry.uncompressedSize)
        return joined
      }
    } catch {
      // The crew's threads end with the pieces in flight, before their bytes are freed.
      pieces.stop()
      throw error
    }
    guard joined else {
      pieces.stop()
      return nil
    }
    return try pieces.finish(bytesScanned: done, crc32: entry.crc32)
  }
}
