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
  /// An empty array of calls whose capacity the piece's list reuses.
  private var spareCalls: [CollectorCalls.Call]
  /// The parsed piece, once `run` has returned.
  private(set) var parsed: ParsedPiece?
  /// The CRC-32 of a piece of `.bytes`, when asked for; read, like `parsed`, once finished.
  private(set) var crc: UInt32 = 0
  /// Whether `run` has returned; read and written only under the crew's lock.
  var finished = false

  /// A job that parses `input`, and takes the CRC-32 of a piece of `.bytes` with `checksCRC`;
  /// its list of calls is appended into `spareCalls` (`CollectorCalls.takeStorage`).
  init(
    _ input: PieceInput, clock: ZoneClock, checksCRC: Bool = false,
    spareCalls: [CollectorCalls.Call] = []
  ) {
    self.input = input
    self.clock = clock
    self.checksCRC = checksCRC
    self.spareCalls = spareCalls
  }

  /// The parsed piece, given up by the job so that its arrays are the caller's alone; once
  /// finished, called once.
  func takeParsed() -> ParsedPiece? {
    defer { parsed = nil }
    return parsed
  }

  /// Parses the piece on this thread; called once, by `PieceCrew`.
  func run() {
    let calls = CollectorCalls(reusing: spareCalls)
    spareCalls = []
    switch input {
    case .bytes(let piece):
      parsed = ParsedPiece(parsing: piece, clock: clock, calls: calls)
      if checksCRC { crc = CRC32.update(0, piece.bytes) }
    case .file(let piece): parsed = ParsedPiece(reading: piece, clock: clock, calls: calls)
    }
  }
}
