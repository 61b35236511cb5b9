import Foundation

extension AppleHealthArchive {
  /// An `export.xml` parsed on several threads (`ExportPieces`); `nil` when its pieces cannot be
  /// joined, after `reading` has seen the bytes read so far.
  ///
  /// The file is read straight into the pieces, at page-aligned offsets as on one thread.
  static func importPieces(
    _ bytes: some RandomAccessBytes, timeZone: TimeZone, split: ExportSplit,
    progress: (_ done: Int64, _ total: Int64) -> Void,
    reading: (UnsafeRawBufferPointer) -> Void
  ) throws(ImportError) -> AppleHealthImport? {
    var pieces = ExportPieces(timeZone: timeZone, split: split)
    var offset: Int64 = 0
    while offset < bytes.count {
      let length = pieces.nextReadLength(chunk: chunkSize)
      let space = UnsafeMutableRawBufferPointer(rebasing: pieces.space(length)[0..<length])
      let read = try bytes.read(at: offset, into: space)
      guard read > 0 else {
        throw .unreadable(
          reason: "the file ended at byte \(offset) of \(bytes.count) while reading")
      }
      reading(UnsafeRawBufferPointer(rebasing: space[0..<read]))
      offset += Int64(read)
      progress(offset, bytes.count)
      guard pieces.commit(read) else { return nil }
    }
    return try pieces.finish(bytesScanned: offset)
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
