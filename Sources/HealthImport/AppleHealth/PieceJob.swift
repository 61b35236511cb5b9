import Foundation
import ScoreEngine

/// What a worker parses: a piece whose bytes the reading thread copied, or a piece of a file
/// that the worker reads itself.
enum PieceInput: Sendable {
  case bytes(ExportPiece)
  case file(FilePiece)
}

/// One piece to parse, on whichever thread takes it first: a thread of the `PieceCrew`, or the
/// calling thread when it would otherwise wait (`ExportPieces`).
///
/// `@unchecked Sendable`: `run` is called once, by the thread that took the job from the crew's
/// queue; it writes `parsed` and `crc` before the crew marks the job finished under its lock,
/// and the calling thread reads them only after the crew says it is (`PieceCrew.isFinished`).
final class PieceJob: @unchecked Sendable {
  /// The piece, whose storage is reused once it is parsed.
  let input: PieceInput
  private let clock: ZoneClock
  private let checksCRC: Bool
  /// The parsed piece, once `run` has returned.
  private(set) var parsed: ParsedPiece?
  /// The CRC-32 of a piece of `.bytes`, when asked for; read, like `parsed`, once finished.
  private(set) var crc: UInt32 = 0
  /// Whether `run` has returned; read and written only under the crew's lock.
  var finished = false

  /// A job that parses `input`, and takes the CRC-32 of a piece of `.bytes` with `checksCRC`.
  init(_ input: PieceInput, clock: ZoneClock, checksCRC: Bool = false) {
    self.input = input
    self.clock = clock
    self.checksCRC = checksCRC
  }

  /// Parses the piece on this thread; called once, by `PieceCrew`.
  func run() {
    switch input {
    case .bytes(let piece):
      parsed = ParsedPiece(parsing: piece, clock: clock)
      if checksCRC { crc = CRC32.update(0, piece.bytes) }
    case .file(let piece): parsed = ParsedPiece(reading: piece, clock: clock)
    }
  }
}
