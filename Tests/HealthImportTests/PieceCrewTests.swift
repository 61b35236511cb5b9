import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// The threads that parse a big export's pieces, and the calling thread that parses queued
/// pieces rather than wait (docs/architecture.md §5, *An export on every core*).
@Suite struct PieceCrewTests {
  /// The jobs of the mixed export cut in pieces of 700 bytes.
  static func jobs() throws -> [PieceJob] {
    let bytes = try ExportPiecesTests.mixedExport()
    var cutter = PieceCutter(pieceBytes: 700)
    var pieces = bytes.withUnsafeBytes { cutter.append($0) }
    if let last = cutter.finish() { pieces.append(last) }
    let clock = ZoneClock(timeZone: AppleHealthFixture.timeZone("Europe/Paris"))
    return pieces.map { PieceJob(.bytes($0), clock: clock, checksCRC: true) }
  }

  /// Every job submitted is parsed once, by a thread of the crew or by the caller, whatever the
  /// number of threads (none: the caller parses them all).
  @Test(arguments: [0, 1, 3])
  func everyJobIsParsedOnce(_ threads: Int) throws {
    let jobs = try Self.jobs()
    #expect(jobs.count > 10)
    let crew = PieceCrew(threads: threads)
    for job in jobs { crew.submit(job) }
    var byCaller = 0
    while crew.runQueued() { byCaller += 1 }
    for job in jobs { crew.waitUntilFinished(job) }
    crew.close()
    #expect(jobs.allSatisfy { crew.isFinished($0) && $0.parsed?.failed == false })
    if threads == 0 { #expect(byCaller == jobs.count) }
    let lines = jobs.reduce(0) { $0 + ($1.parsed?.lines ?? 0) }
    #expect(lines == ExportPiecesTests.lineCount(try ExportPiecesTests.mixedExport()))
  }

  /// A job not yet taken is not finished; once the caller runs it, it is.
  @Test func aQueuedJobFinishesWhenTheCallerRunsIt() throws {
    let job = try #require(try Self.jobs().first)
    let crew = PieceCrew(threads: 0)
    crew.submit(job)
    #expect(!crew.isFinished(job))
    #expect(crew.runQueued())
    #expect(crew.isFinished(job))
    #expect(!crew.runQueued())
    crew.close()
  }

  /// A disk whose first read of the file's first bytes waits until later pieces have been read:
  /// those are parsed before the first, by the crew and by the calling thread, and must still be
  /// replayed in file order (the rejections' lines, the records' order and the duplicates kept
  /// would differ otherwise).
  @Test(arguments: [97, 700])
  func piecesParsedOutOfOrderAreReplayedInFileOrder(_ pieceBytes: Int) throws {
    final class SlowStart: RandomAccessBytes, @unchecked Sendable {
      let bytes: InMemoryBytes
      private let lock = NSCondition()
      /// The offsets and lengths of the reads that returned, in the order they did.
      private(set) var returned: [(offset: Int64, count: Int)] = []
      init(_ bytes: [UInt8]) { self.bytes = InMemoryBytes(bytes) }
      var count: Int64 { bytes.count }
      func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws(ImportError)
        -> Int
      {
        // Reads of a piece are of 61 bytes; the cutter's of 8 KB.
        let ofAPiece = { (read: (offset: Int64, count: Int)) in
          read.offset > 0 && read.count <= 61
        }
        lock.lock()
        if offset == 0 {
          let limit = Date(timeIntervalSinceNow: 5)
          while returned.filter(ofAPiece).count < 20, lock.wait(until: limit) {}
        }
        lock.unlock()
        let read = try bytes.read(at: offset, into: buffer)
        lock.lock()
        returned.append((offset, buffer.count))
        lock.broadcast()
        lock.unlock()
        return read
      }
    }
    let bytes = try ExportPiecesTests.mixedExport()
    let single = Outcome(bytes, split: .serial)
    for threads in [2, 4] {
      let disk = SlowStart(bytes)
      var split = ExportSplit(minimumBytes: 0, pieceBytes: pieceBytes, threads: threads)
      split.readBytes = 61
      let outcome = Outcome(
        result: Result { () throws(ImportError) in
          try AppleHealthArchive.importXML(
            disk, timeZone: AppleHealthFixture.timeZone("Europe/Paris"), split: split)
        })
      #expect(outcome == single, "\(threads) threads, pieces of \(pieceBytes)")
      // The first piece's first read returned after 20 reads of later pieces.
      let first = try #require(disk.returned.firstIndex { $0.offset == 0 })
      #expect(disk.returned[..<first].count { $0.offset > 0 && $0.count <= 61 } >= 20)
    }
  }
}

extension Outcome {
  init(result: Result<AppleHealthImport, ImportError>) { self.result = result }
}

/// The lists of calls of pieces replayed are reused for the next pieces (`ExportPieces`).
@Suite struct CollectorCallsReuseTests {
  /// A list appended into the emptied array of another piece's holds only its own calls.
  @Test func aReusedListHoldsOnlyItsPiecesCalls() throws {
    let jobs = try PieceCrewTests.jobs()
    let crew = PieceCrew(threads: 0)
    for job in jobs.prefix(2) { crew.submit(job) }
    while crew.runQueued() {}
    crew.close()
    var first = try #require(jobs[0].takeParsed())
    #expect(jobs[0].takeParsed() == nil)
    let storage = first.calls.takeStorage()
    #expect(storage.isEmpty && storage.capacity > 0)
    #expect(first.calls.calls.isEmpty)
    let fresh = try #require(jobs[1].takeParsed())
    let clock = ZoneClock(timeZone: AppleHealthFixture.timeZone("Europe/Paris"))
    let rerun = PieceJob(jobs[1].input, clock: clock, spareCalls: storage)
    let again = PieceCrew(threads: 0)
    again.submit(rerun)
    #expect(again.runQueued())
    again.close()
    let reused = try #require(rerun.takeParsed())
    #expect(reused.calls.calls.count == fresh.calls.calls.count)
    #expect(reused.lines == fresh.lines && reused.types == fresh.types)
  }
}
