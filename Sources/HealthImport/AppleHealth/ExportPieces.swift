import Foundation
import ScoreEngine

/// Imports a big export on every core, with exactly the result of one pass
/// (docs/architecture.md §5, *An export on every core*).
///
/// Pieces come in file order from the calling thread: ranges of a file that the worker reads
/// itself (`parse`, cut by `FileCutter`), or bytes the calling thread has (`space` and `commit`,
/// or `append`: an inflated ZIP entry), which it cuts into pieces (`PieceCutter`). Each piece is
/// parsed on a worker thread into the calls its document would have made to the collector
/// (`ParsedPiece`) by a `PieceCrew`, and the calling thread replays those lists in file order
/// into one document and collector; when the next piece to replay is not parsed yet, it parses
/// a queued one itself rather than wait. A piece's calls are used
/// only when the piece before it ended between two top-level elements, so that the piece
/// started where a single pass would have been in the same state; when one did not, or a piece
/// failed, or no place to cut is found, the caller reads the export again on one thread
/// (`commit` and `finish` return `false` and `nil`). At most `window` pieces are in flight, so
/// memory stays a few pieces whatever the size of the file.
struct ExportPieces {
  private let split: ExportSplit
  private let clock: ZoneClock
  private var cutter: PieceCutter
  private let crew: PieceCrew
  /// Pieces in flight at most: queued, being parsed, or parsed and not yet replayed. Four per
  /// thread and two more, so that the crew rarely finds the queue empty while the calling
  /// thread parses a piece, replays, or waits for a core another process holds.
  private var window: Int { 4 * split.threads + 2 }
  private var document: AppleHealthDocument<AppleHealthCollector>
  /// Pieces handed to the workers and not yet replayed, in file order.
  private var running: [PieceJob] = []
  /// Line feeds in the pieces replayed so far.
  private var lines = 0
  /// Pieces replayed so far.
  private(set) var replayed = 0
  /// Whether the last piece replayed ended between two top-level elements.
  private var lastEndedBetween = true
  private var failed = false
  /// File pieces handed out so far (`parse`).
  private var filePieces = 0
  /// Buffers of file pieces already parsed, for the next ones.
  private let readBuffers = SpareStorage()
  /// Emptied lists of calls of the pieces replayed, for the next ones.
  private var spareCalls: [[CollectorCalls.Call]] = []
  /// What sees the bytes of every file piece replayed, in file order (the hash of the file),
  /// when the file is hashed in this pass.
  private let reading: ((UnsafeRawBufferPointer) -> Void)?
  /// The CRC-32 of the pieces replayed so far, when the workers take it (`checksCRC`).
  private var crc: UInt32?

  /// Pieces of `split`'s size. `reading`, for pieces of a file, sees each piece's bytes once it
  /// is replayed, in file order; with `checksCRC`, the workers take the CRC-32 of the pieces of
  /// `commit` and `append`, for `finish` to check.
  init(
    timeZone: TimeZone, split: ExportSplit, reading: ((UnsafeRawBufferPointer) -> Void)? = nil,
    checksCRC: Bool = false
  ) {
    self.split = split
    self.reading = reading
    crc = checksCRC ? 0 : nil
    let collector = AppleHealthCollector(timeZone: timeZone)
    clock = collector.days.clock
    document = AppleHealthDocument(collector: collector, clock: clock)
    cutter = PieceCutter(pieceBytes: split.pieceBytes)
    // The calling thread is one of the threads that parse a file's pieces; a ZIP's it inflates
    // (the workers then also take each piece's CRC-32).
    crew = PieceCrew(threads: checksCRC ? split.threads : split.threads - 1)
  }

  /// Room for at least `length` bytes of the file, to be followed by `commit`.
  mutating func space(_ length: Int) -> UnsafeMutableRawBufferPointer {
    cutter.space(length)
  }

  /// How many bytes to read next (`PieceCutter.nextReadLength`).
  func nextReadLength(chunk: Int) -> Int { cutter.nextReadLength(chunk: chunk) }

  /// Takes the `length` bytes written into `space`; `false` when the pieces cannot be joined
  /// and the caller must read the export on one thread.
  mutating func commit(_ length: Int) -> Bool {
    for piece in cutter.commit(length) where !failed { start(.bytes(piece)) }
    if cutter.isStuck { failed = true }
    return !failed
  }

  /// Takes a copy of `bytes`, the next of the file; `false` as for `commit`.
  mutating func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
    for piece in cutter.append(bytes) where !failed { start(.bytes(piece)) }
    if cutter.isStuck { failed = true }
    return !failed
  }

  /// Hands the bytes `range` of `file`, the next piece, to a worker that reads them itself
  /// (`FilePiece`); `false` as for `commit`. Pieces of a file and of `commit` or `append` are
  /// never mixed.
  mutating func parse(_ range: Range<Int64>, of file: any RandomAccessBytes & Sendable) -> Bool {
    guard !failed else { return false }
    // Before the buffer is taken: replays give back the buffers of those pieces.
    makeRoom(for: 1)
    let keeps = reading != nil
    let needed = FilePiece.bufferBytes(
      range: range, readBytes: split.readBytes, keepsBytes: keeps)
    var buffer =
      readBuffers.buffers.popLast() ?? UnsafeMutableRawBufferPointer(start: nil, count: 0)
    if buffer.count < needed {
      buffer.deallocate()
      // Room for a piece cut a little after its size, so that most buffers are reused.
      let usual = keeps ? split.pieceBytes + 65_536 + 4096 : needed
      buffer = .allocate(byteCount: max(needed, usual), alignment: 4096)
    }
    let piece = FilePiece(
      index: filePieces, range: range, of: file, readBytes: split.readBytes, keepsBytes: keeps,
      buffer: buffer)
    filePieces += 1
    start(.file(piece))
    return !failed
  }

  /// Gives up the pieces: waits for those in flight, whose buffers the workers still write,
  /// without replaying them. The caller reads the export on one thread.
  mutating func stop() {
    failed = true
    makeRoom(for: window)
    crew.close()
  }

  /// Waits for the last pieces and returns what the export held (of `bytesScanned` bytes), or
  /// `nil` when the pieces could not be joined or their CRC-32 is not `crc32` (when the workers
  /// took it): the caller then reads it on one thread.
  mutating func finish(bytesScanned: Int64, crc32: UInt32? = nil) throws(ImportError)
    -> AppleHealthImport?
  {
    if !failed, let last = cutter.finish() { start(.bytes(last)) }
    makeRoom(for: window)
    crew.close()
    guard !failed, crc32 == nil || crc == crc32 else { return nil }
    return try document.finish(bytesScanned: bytesScanned)
  }

  /// Queues `piece` for the crew, after making room for it in the window.
  private mutating func start(_ piece: PieceInput) {
    makeRoom(for: 1)
    let job = PieceJob(
      piece, clock: clock, checksCRC: crc != nil, spareCalls: spareCalls.popLast() ?? [])
    running.append(job)
    crew.submit(job)
    while !running.isEmpty, replayFirst(waiting: false) {}
  }

  /// Replays pieces until `count` more fit in the window (all of them, for `window`). While the
  /// first piece is still being parsed, this thread parses a queued one rather than sleep: a
  /// thread's wake-up costs tens to hundreds of microseconds on an idle core.
  private mutating func makeRoom(for count: Int) {
    while running.count > window - count {
      if replayFirst(waiting: false) { continue }
      if !crew.runQueued() { replayFirst(waiting: true) }
    }
  }

  /// Replays the first running piece when it has finished (or after waiting for it); whether it
  /// had. After a failure the pieces are only waited for.
  @discardableResult
  private mutating func replayFirst(waiting: Bool) -> Bool {
    guard let first = running.first else { return false }
    if !crew.isFinished(first) {
      guard waiting else { return false }
      crew.waitUntilFinished(first)
    }
    running.removeFirst()
    // A finished job always holds its parsed piece; one without would count as failed.
    let parsed = first.takeParsed()
    let joins = !failed && parsed?.failed == false && lastEndedBetween
    // Hashed before its buffer goes back; only pieces replayed, so that what `reading` saw is
    // the start of the file when the export is read again on one thread.
    if joins, case .file(let piece) = first.input, let reading { reading(piece.bytes) }
    if joins, let crc, case .bytes(let piece) = first.input {
      self.crc = CRC32.combine(crc, first.crc, secondLength: piece.bytes.count)
    }
    switch first.input {
    case .bytes(let piece): cutter.recycle(piece)
    case .file(let piece): readBuffers.buffers.append(piece.buffer)
    }
    guard joins, var parsed else {
      failed = true
      return true
    }
    document.replay(parsed.calls, types: parsed.types, sources: parsed.sources, linesBefore: lines)
    document.follow(phase: parsed.phase, locale: parsed.locale)
    lines += parsed.lines
    replayed += 1
    lastEndedBetween = parsed.endsBetweenElements
    spareCalls.append(parsed.calls.takeStorage())
    return true
  }
}
