import Foundation

extension AppleHealthArchive {
  /// An `export.xml` parsed on several threads (`ExportPieces`); `nil` when its pieces cannot be
  /// joined, after `reading` has seen the bytes read so far.
  ///
  /// This thread only finds the cuts (`FileCutter`, a few kilobytes read around each), hashes
  /// (when `reading` is given: every byte, in order, through one buffer as on one thread) and
  /// replays; each worker reads its own pieces (`FilePiece`).
  static func importPieces(
    _ bytes: some RandomAccessBytes & Sendable, timeZone: TimeZone, split: ExportSplit,
    progress: (_ done: Int64, _ total: Int64) -> Void,
    reading: ((UnsafeRawBufferPointer) -> Void)?
  ) throws(ImportError) -> AppleHealthImport? {
    var pieces = ExportPieces(timeZone: timeZone, split: split)
    var cutter = FileCutter(pieceBytes: split.pieceBytes)
    let hash = reading.map { HashReader(reading: $0) }
    var start: Int64 = 0
    while start < bytes.count {
      guard let end = try cutter.end(ofPieceFrom: start, in: bytes),
        pieces.parse(start..<end, of: bytes)
      else { return nil }
      try hash?.read(upTo: end, of: bytes)
      start = end
      progress(start, bytes.count)
    }
    return try pieces.finish(bytesScanned: start)
  }

  /// The export in a ZIP entry parsed on several threads, as it is inflated on this one;
  /// `nil` when its pieces cannot be joined.
  ///
  /// Inflating is the larger part of a ZIP's import and stays on the calling thread, so the
  /// other threads only take the parse off it.
  static func importPieces(
    _ entry: ZipEntry, in bytes: some RandomAccessBytes, timeZone: TimeZone, split: ExportSplit,
    progress: (_ done: Int64, _ total: Int64) -> Void
  ) throws(ImportError) -> AppleHealthImport? {
    var pieces = ExportPieces(timeZone: timeZone, split: split)
    var done: Int64 = 0
    var joined = true
    try ZipArchive.read(entry, from: bytes) { slice throws(ImportError) in
      joined = pieces.append(slice)
      done += Int64(slice.count)
      progress(done, entry.uncompressedSize)
      return joined
    }
    guard joined else { return nil }
    return try pieces.finish(bytesScanned: done)
  }
}

/// Reads a file in order through one page-aligned buffer of `AppleHealthArchive.chunkSize`,
/// for a function that must see every byte once (the hash of the file), while other threads
/// parse it.
private final class HashReader {
  let reading: (UnsafeRawBufferPointer) -> Void
  private let buffer = UnsafeMutableRawBufferPointer.allocate(
    byteCount: AppleHealthArchive.chunkSize, alignment: 4096)
  /// The bytes seen so far.
  private var offset: Int64 = 0

  init(reading: @escaping (UnsafeRawBufferPointer) -> Void) {
    self.reading = reading
  }

  deinit { buffer.deallocate() }

  /// Shows `reading` the bytes of `file` up to `end`.
  func read(upTo end: Int64, of file: some RandomAccessBytes) throws(ImportError) {
    while offset < end {
      let length = min(buffer.count, Int(end - offset))
      let read = try file.read(
        at: offset, into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<length]))
      guard read > 0 else {
        throw .unreadable(
          reason: "the file ended at byte \(offset) of \(file.count) while reading")
      }
      reading(UnsafeRawBufferPointer(rebasing: buffer[0..<read]))
      offset += Int64(read)
    }
  }
}
