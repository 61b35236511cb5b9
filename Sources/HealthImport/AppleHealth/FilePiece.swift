import Foundation

/// A piece of an export file that the thread parsing it reads itself, a chunk at a time into a
/// buffer lent to it (docs/architecture.md §5, *An export on every core*).
///
/// The copy from the page cache is then spread over the parsing threads, and each copy lands in
/// a small buffer that stays in its core's cache, as on one thread; the reading thread only
/// finds the cuts (`FileCutter`) and hashes.
///
/// `@unchecked Sendable`: the file is `Sendable`; the buffer is written only by the thread that
/// parses the piece, and taken back by the thread that lent it after the piece is parsed.
final class FilePiece: @unchecked Sendable {
  /// The piece's place in the file: 0 for the first.
  let index: Int
  /// The piece's bytes in the file.
  let range: Range<Int64>
  /// The buffer the piece is read into: `readBytes` and a page.
  let buffer: UnsafeMutableRawBufferPointer
  private let file: any RandomAccessBytes & Sendable
  private let readBytes: Int

  /// The piece `index`, the bytes `range` of `file`, to be read `readBytes` at a time into
  /// `buffer` (page-aligned, at least `readBytes + 4096` bytes, still owned by the caller).
  init(
    index: Int, range: Range<Int64>, of file: any RandomAccessBytes & Sendable, readBytes: Int,
    buffer: UnsafeMutableRawBufferPointer
  ) {
    precondition(buffer.count >= readBytes + 4096, "a piece's buffer holds a read and a page")
    self.index = index
    self.range = range
    self.file = file
    self.readBytes = max(1, readBytes)
    self.buffer = buffer
  }

  /// Bytes of a buffer for pieces read `readBytes` at a time.
  static func bufferBytes(readBytes: Int) -> Int { max(1, readBytes) + 4096 }

  /// Reads the piece in order, handing each chunk to `feed`; a file that ends before the
  /// piece does is `ImportError.unreadable`.
  ///
  /// Each chunk lands at its file offset's place in a page of the buffer: at 16 bytes past a
  /// page boundary the kernel's copy is several times slower (docs/performance.md §6, *A
  /// page-aligned read buffer*).
  func read(_ feed: (UnsafeRawBufferPointer) throws(ImportError) -> Void) throws(ImportError) {
    var offset = range.lowerBound
    while offset < range.upperBound {
      let into = Int(offset % 4096)
      let length = min(readBytes, Int(range.upperBound - offset))
      let space = UnsafeMutableRawBufferPointer(rebasing: buffer[into..<into + length])
      let read = try file.read(at: offset, into: space)
      guard read > 0 else {
        throw .unreadable(reason: "the file ended at byte \(offset) while reading")
      }
      try feed(UnsafeRawBufferPointer(rebasing: space[0..<read]))
      offset += Int64(read)
    }
  }
}
