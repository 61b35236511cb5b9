import Dispatch
import Foundation
import ScoreEngine

/// What a worker parses: a piece whose bytes the reading thread copied, or a piece of a file
/// that the worker reads itself.
enum PieceInput: Sendable {
  case bytes(ExportPiece)
  case file(FilePiece)
}

/// One piece being parsed on a worker thread (Dispatch's, never the cooperative pool).
///
/// `@unchecked Sendable`: the worker writes `parsed` once, before it signals `done`; the
/// calling thread reads it only after waiting for `done`.
final class PieceJob: @unchecked Sendable {
  /// The piece, whose storage is reused once it is parsed.
  let input: PieceInput
  private let done = DispatchSemaphore(value: 0)
  private var parsed: ParsedPiece?
  /// The CRC-32 of a piece of `.bytes`, when asked for; read, like `parsed`, after `result`.
  private(set) var crc: UInt32 = 0

  /// Parses `input` on a worker, and takes the CRC-32 of a piece of `.bytes` with `checksCRC`.
  init(_ input: PieceInput, clock: ZoneClock, checksCRC: Bool = false) {
    self.input = input
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      switch input {
      case .bytes(let piece):
        parsed = ParsedPiece(parsing: piece, clock: clock)
        if checksCRC { crc = CRC32.update(0, piece.bytes) }
      case .file(let piece): parsed = ParsedPiece(reading: piece, clock: clock)
      }
      done.signal()
    }
  }

  /// The parsed piece; `nil` when it is not finished and `waiting` is false. Once it has
  /// returned a piece it must not be called again.
  func result(waiting: Bool) -> ParsedPiece? {
    if waiting {
      done.wait()
    } else if done.wait(timeout: .now()) == .timedOut {
      return nil
    }
    return parsed
  }
}
