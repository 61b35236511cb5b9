import Foundation

/// A piece of an export file that the thread parsing it reads itself, a chunk at a time into a
/// buffer lent to it (docs/architecture.md §5, *An export on every core*).
///
/// The copy from the page cache is then spread over the parsing threads, each chunk parsed while
/// it is still in the core's cache; the reading thread only finds the cuts (`FileCutter`) and,
/// when the file is hashed in this pass, hashes the piece's bytes kept in the buffer
/// (`keepsBytes`) once it is parsed, with no second read of the file.
///
/// `@unchecked Sendable`: the file is `Sendable`; the buffer is written only by the thread that
/// parses the piece, and read by the thread that lent it only after the piece is parsed.
final class FilePiece: @unchecked Sendable {
  /// The piece's place in the file: 0 for the first.
  let index: Int
  /// The piece's bytes in the file.
  let range: Range<Int64>
  /// The buffer the piece is read into (`bufferBytes`), still owned by the lender.
  let buffer: UnsafeMutableRawBufferPointer
  /// Whether the whole piece stays in the buffer (`bytes`), each chunk after the last, rather
  /// than each chunk taking the place of the last.
  let keepsBytes: Bool
  private let file: any RandomAccessBytes & Sendable
  private let readBytes: Int

  /// The piece `index`, the bytes `range` of `file`, to be read `readBytes` at a time into
  /// `buffer` (page-aligned, of at least `bufferBytes` bytes).
  init(
    index: Int, range: Range<Int64>, of file: any RandomAccessBytes & Sendable, readBytes: Int,
    keepsBytes: Bool, buffer: UnsafeMutableRawBufferPointer
  ) {
    self.index = index
    self.range = range
    self.file = file
    self.readBytes = max(1, readBytes)
    self.keepsBytes = keepsBytes
    precondition(
      buffer.count >= Self.bufferBytes(range: range, readBytes: readBytes, keepsBytes: keepsBytes),
      "a piece's buffer holds its reads and a page")
    self.buffer = buffer
  }

  /// Bytes of a buffer for the piece `range` read `readBytes` at a time: a read, or the whole
  /// piece when it `keepsBytes`, and a page to start at the file offset's place in one.
  static func bufferBytes(range: Range<Int64>, readBytes: Int, keepsBytes: Bool) -> Int {
    (keepsBytes ? range.count : max(1, readBytes)) + 4096
  }

  /// The piece's bytes, when it `keepsBytes` and `read` has read them all.
  var bytes: UnsafeRawBufferPointer {
    let start = Int(range.lowerBound % 4096)
    return UnsafeRawBufferPointer(rebasing: buffer[start..<start + range.count])
  }

  /// Reads the piece in order, handing each chunk to `feed`; a file that ends before the
  /// piece does is `ImportError.unreadable`.
  ///
  /// Each chunk lands at its file offset's place in a page of the buffer: at 16 bytes past a
  /// page boundary the kernel's copy is several times slower (docs/performance.md §6, *A
  /// page-aligned read buffer*).
  func read(_ feed: (UnsafeRawBufferPointer) throws(ImportError) -> Void) throws(ImportError) {
    var offset = range.lowerBound
    while offset < range.upperBound {
      let into =
        keepsBytes
        ? Int(range.lowerBound % 4096) + Int(offset - range.lowerBound) : Int(offset % 4096)
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
