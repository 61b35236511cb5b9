import Foundation

/// The bytes of one piece of an export, owned, handed whole to the thread that parses it.
///
/// `@unchecked Sendable`: the cutter writes the bytes, then gives the piece away and never
/// touches it again; from then on they are only read.
final class ExportPiece: @unchecked Sendable {
  /// The piece's place in the file: 0 for the first.
  let index: Int
  private var storage: UnsafeMutableRawBufferPointer
  /// Where the piece's first byte is in `storage`.
  private let start: Int
  /// The bytes of the piece so far.
  fileprivate(set) var count = 0

  /// An empty piece whose first byte will be the file's byte `offset`, in `storage` (page-aligned,
  /// which the piece now owns).
  ///
  /// Its bytes start at `offset`'s place in a page, so that a read at a page-aligned file offset
  /// lands on a page boundary: at 16 bytes past one, the kernel's copy is several times slower
  /// (docs/performance.md §6, *A page-aligned read buffer*).
  init(index: Int, offset: Int64, storage: UnsafeMutableRawBufferPointer) {
    self.index = index
    start = Int(offset % 4096)
    self.storage = storage
  }

  deinit { storage.deallocate() }

  /// Gives up the storage, for another piece; the piece is empty afterwards.
  fileprivate func takeStorage() -> UnsafeMutableRawBufferPointer {
    let taken = storage
    storage = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    count = 0
    return taken
  }

  /// The piece's bytes.
  var bytes: UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(rebasing: storage[start..<start + count])
  }

  /// Room for `length` more bytes after the piece's end, the storage growing when needed.
  fileprivate func space(_ length: Int) -> UnsafeMutableRawBufferPointer {
    if start + count + length > storage.count {
      let larger = UnsafeMutableRawBufferPointer.allocate(
        byteCount: max(storage.count * 2, start + count + length), alignment: 4096)
      larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: storage[0..<start + count]))
      storage.deallocate()
      storage = larger
    }
    return UnsafeMutableRawBufferPointer(rebasing: storage[(start + count)...])
  }
}

/// Collects an export's bytes into pieces of about `pieceBytes`, each cut just before a line
/// that starts a top-level `<Record` or `<Workout` (after at most one space or tab, as the phone
/// writes them: their children are indented by two).
///
/// Where a piece is cut only matters for speed: whether the piece really ended between two
/// top-level elements is checked after it is parsed (`ExportPieces`). Bytes are written straight
/// into the piece (`space`, then `commit`); only the few bytes after a cut are copied, to the
/// start of the next piece.
struct PieceCutter {
  /// The size at which a piece is cut, at the next line that allows it.
  let pieceBytes: Int
  /// A piece that finds no place to cut by this size stops the cutting (`isStuck`): a file of
  /// one long line, say, whose pieces would otherwise grow to the whole file.
  let maximumBytes: Int
  private var piece: ExportPiece
  /// Storage of pieces already parsed, for the next ones: a few buffers reused, rather than a
  /// fresh one per piece whose pages the kernel must clear and malloc may keep.
  private let spare = SpareStorage()
  /// The file offset of the current piece's first byte.
  private var offset: Int64 = 0
  /// Where the search for a cut resumes in the current piece.
  private var searched = 0

  init(pieceBytes: Int, maximumBytes: Int? = nil) {
    self.pieceBytes = max(1, pieceBytes)
    self.maximumBytes = maximumBytes ?? max(64 << 20, self.pieceBytes * 16)
    piece = ExportPiece(index: 0, offset: 0, storage: Self.storage(pieceBytes: self.pieceBytes))
  }

  /// Takes back the storage of a piece that has been parsed and is no longer read.
  mutating func recycle(_ done: ExportPiece) {
    let storage = done.takeStorage()
    if storage.count >= Self.storageBytes(pieceBytes: pieceBytes) {
      spare.buffers.append(storage)
    } else {
      storage.deallocate()
    }
  }

  /// Bytes of a piece's storage: the piece, a page to start at the file offset's place in it,
  /// and a read that crosses `pieceBytes`.
  private static func storageBytes(pieceBytes: Int) -> Int {
    4096 + pieceBytes + (256 << 10)
  }

  private static func storage(pieceBytes: Int) -> UnsafeMutableRawBufferPointer {
    .allocate(byteCount: storageBytes(pieceBytes: pieceBytes), alignment: 4096)
  }

  /// Whether the current piece has grown past `maximumBytes` without a place to cut.
  var isStuck: Bool { piece.count > maximumBytes }

  /// How many bytes to read next, at most `chunk` and a multiple of 4 KiB, like `chunk`: up to
  /// `pieceBytes`, then a page at a time until a line to cut at comes, so that few bytes past the
  /// cut are read into this piece only to be copied into the next.
  func nextReadLength(chunk: Int) -> Int {
    let missing = pieceBytes - piece.count
    guard missing > 0 else { return min(chunk, 4096) }
    return min(chunk, (missing + 4095) / 4096 * 4096)
  }

  /// Room for at least `length` bytes, to be followed by `commit` of the bytes written.
  mutating func space(_ length: Int) -> UnsafeMutableRawBufferPointer {
    piece.space(length)
  }

  /// Adds the `length` bytes just written into `space`; returns the pieces they finished.
  mutating func commit(_ length: Int) -> [ExportPiece] {
    piece.count += length
    var finished: [ExportPiece] = []
    while piece.count > pieceBytes,
      let cut = Self.firstCut(in: piece.bytes, from: max(pieceBytes, searched))
    {
      let done = piece
      offset += Int64(cut)
      piece = ExportPiece(
        index: done.index + 1, offset: offset,
        storage: spare.buffers.popLast() ?? Self.storage(pieceBytes: pieceBytes))
      let rest = UnsafeRawBufferPointer(rebasing: done.bytes[cut...])
      piece.space(rest.count).copyMemory(from: rest)
      piece.count = rest.count
      done.count = cut
      searched = 0
      finished.append(done)
    }
    // A cut's pattern may start in these bytes and end in the next.
    searched = max(searched, piece.count - 16)
    return finished
  }

  /// Copies `bytes` in; the pieces they finished.
  mutating func append(_ bytes: UnsafeRawBufferPointer) -> [ExportPiece] {
    var finished: [ExportPiece] = []
    var done = 0
    while done < bytes.count {
      let length = min(bytes.count - done, 256 << 10)
      space(length).copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[done..<done + length]))
      done += length
      finished += commit(length)
    }
    return finished
  }

  /// The last piece: what is left (`nil` when nothing is).
  mutating func finish() -> ExportPiece? {
    piece.count > 0 ? piece : nil
  }

  /// The index of the first line start at or after `from` (and after the first byte) whose
  /// line opens a top-level `<Record ` or `<Workout `, or `nil`.
  static func firstCut(in bytes: UnsafeRawBufferPointer, from: Int) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    var index = max(1, from)
    while index < bytes.count {
      guard let found = memchr(base + index - 1, 0x0A, bytes.count - index + 1) else { return nil }
      let start = base.distance(to: UnsafeRawPointer(found)) + 1
      if opensTopLevelElement(bytes, at: start) { return start }
      index = start + 1
    }
    return nil
  }

  /// Whether the line starting at `index` starts with `<Record` or `<Workout` and a space, after
  /// at most one space or tab.
  private static func opensTopLevelElement(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
    var at = index
    if at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 { at += 1 }
    return starts(bytes, at, "<Record ") || starts(bytes, at, "<Workout ")
  }

  private static func starts(_ bytes: UnsafeRawBufferPointer, _ at: Int, _ text: StaticString)
    -> Bool
  {
    let length = text.utf8CodeUnitCount
    guard at + length <= bytes.count, let base = bytes.baseAddress else { return false }
    return memcmp(base + at, text.utf8Start, length) == 0
  }
}

/// The storage of parsed pieces kept for the next ones, freed with its owner.
final class SpareStorage {
  var buffers: [UnsafeMutableRawBufferPointer] = []

  deinit {
    for buffer in buffers { buffer.deallocate() }
  }
}
