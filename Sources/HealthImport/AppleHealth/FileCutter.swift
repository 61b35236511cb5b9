import Foundation

/// Finds where the pieces of an export file end by reading only a few bytes around each place
/// to cut, so that the thread which finds them copies almost nothing: the thread that parses a
/// piece reads it itself (`FilePiece`; docs/architecture.md §5, *An export on every core*).
///
/// A piece that starts at `start` ends at the first line at or after `start + pieceBytes` that
/// opens a top-level `<Record` or `<Workout` (`PieceCutter.firstCut`, the same place a
/// `PieceCutter` fed the same bytes cuts at), or at the end of the file when none comes first.
/// The search reads windows of `windowBytes` from the byte before the nominal end, each
/// overlapping the last by 16 bytes so that a line start cut by a window's end is seen whole.
struct FileCutter {
  /// The size at which a piece is cut, at the next line that allows it.
  let pieceBytes: Int
  /// A piece with no place to cut within this many bytes of its start stops the cutting, as
  /// `PieceCutter.isStuck` does: the file is then read on one thread.
  let maximumBytes: Int
  /// The bytes read at a time while searching (at least 32).
  let windowBytes: Int
  private var window: [UInt8]

  /// The overlap of two windows: longer than `" <Workout "` with its line feed.
  private static let overlap = 16

  init(pieceBytes: Int, maximumBytes: Int? = nil, windowBytes: Int = 8192) {
    self.pieceBytes = max(1, pieceBytes)
    self.maximumBytes = maximumBytes ?? max(64 << 20, self.pieceBytes * 16)
    self.windowBytes = max(2 * Self.overlap, windowBytes)
    window = [UInt8](repeating: 0, count: self.windowBytes)
  }

  /// Where the piece that starts at `start` ends: a cut, or the file's size; `nil` when no place
  /// to cut comes within `maximumBytes`.
  mutating func end(ofPieceFrom start: Int64, in file: some RandomAccessBytes)
    throws(ImportError) -> Int64?
  {
    let nominal = start + Int64(pieceBytes)
    guard nominal < file.count else { return file.count }
    // The byte before the nominal end: a cut is a line start, known by the line feed before it.
    var at = nominal - 1
    while at - start <= Int64(maximumBytes) {
      let read = try window.withMutableImportBytes { buffer throws(ImportError) in
        try file.readFully(at: at, into: buffer)
      }
      if let cut = window.withUnsafeBytes({ buffer in
        PieceCutter.firstCut(in: UnsafeRawBufferPointer(rebasing: buffer[0..<read]), from: 1)
      }) {
        return at + Int64(cut)
      }
      guard read == windowBytes, at + Int64(read) < file.count else { return file.count }
      at += Int64(read - Self.overlap)
    }
    return nil
  }
}
