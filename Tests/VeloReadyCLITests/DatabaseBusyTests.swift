import CSQLite
import Foundation
import Testing

@testable import VeloKit
@testable import VeloReadyCLI
@testable import VeloStore

/// Two writers: the second waits, says whom it waits for once, and gives up at its timeout.
@Suite struct DatabaseBusyTests {
  /// A connection handed to another thread while this one waits on a different connection.
  final class Handoff: @unchecked Sendable {
    let database: SQLiteDatabase
    init(_ database: SQLiteDatabase) { self.database = database }
  }

  static func connection(
    _ scratch: ScratchStore, _ configure: (inout SQLiteDatabase.Options) -> Void
  )
    throws -> SQLiteDatabase
  {
    var options = SQLiteDatabase.Options()
    options.access = .readWriteCreate
    options.writerFile = scratch.databasePath + "-writer"
    configure(&options)
    return try SQLiteDatabase(path: scratch.databasePath, options: options)
  }

  @Test func aSecondWriterSaysOnceAfterASecondWhomItWaitsForThenGivesUp() throws {
    let scratch = ScratchStore("sqlite-busy")
    defer { scratch.remove() }
    let first = try Self.connection(scratch) { _ in }
    try first.execute("CREATE TABLE t (i INTEGER)")
    var calls: [(pid: Int32?, after: Duration)] = []
    let started = ContinuousClock.now
    let second = try Self.connection(scratch) {
      $0.busyTimeout = 1.5
      $0.waiting = { calls.append(($0, ContinuousClock.now - started)) }
    }
    try first.execute("BEGIN IMMEDIATE")
    first.recordWriter()
    defer { try? first.execute("ROLLBACK") }
    var failure: SQLiteError?
    do {
      try second.transaction(.immediate) { () throws(SQLiteError) in }
    } catch {
      failure = error
    }
    let waited = ContinuousClock.now - started
    #expect(failure?.primaryCode == SQLITE_BUSY)
    #expect(calls.count == 1)
    #expect(calls.first?.pid == getpid())
    #expect(calls.first.map { $0.after >= .seconds(1) && $0.after < .seconds(1.4) } == true)
    #expect(waited >= .seconds(1.5) && waited < .seconds(5))
    let error = failure.map { CLIError(.sqlite($0, database: scratch.databasePath)) }
    #expect(error?.code == .noInput)
    #expect(error?.message.contains("busy") == true)
  }

  @Test func aWaitingWriterProceedsOnceTheFirstCommits() throws {
    let scratch = ScratchStore("sqlite-wait")
    defer { scratch.remove() }
    let first = try Self.connection(scratch) { _ in }
    try first.execute("CREATE TABLE t (i INTEGER)")
    var waited = false
    let second = try Self.connection(scratch) {
      $0.waitingDelay = 0.1
      $0.waiting = { _ in waited = true }
    }
    try first.execute("BEGIN IMMEDIATE; INSERT INTO t VALUES (1)")
    let handoff = Handoff(first)
    let committer = Thread {
      Thread.sleep(forTimeInterval: 0.5)
      try? handoff.database.execute("COMMIT")
    }
    committer.start()
    try second.transaction(.immediate) { () throws(SQLiteError) in
      try second.execute("INSERT INTO t SELECT i + 1 FROM t")
    }
    #expect(waited)
    #expect(try second.scalarText("SELECT group_concat(i) FROM t ORDER BY i") == "1,2")
  }

  @Test func theWriterFileNamesOnlyARunningProcess() throws {
    let scratch = ScratchStore("sqlite-writer")
    defer { scratch.remove() }
    let file = SQLiteWriterFile(path: scratch.directory + "/writer")
    #expect(file.runningWriter() == nil)
    file.record()
    #expect(file.runningWriter() == getpid())
    let cases = [
      ("a pid that runs nowhere", "999999999\n"), ("half a line", "1"), ("garbage", "pid\n"),
      ("empty", ""),
    ]
    for (name, text) in cases {
      try Data(text.utf8).write(to: URL(fileURLWithPath: file.path))
      #expect(file.runningWriter() == nil, "\(name)")
    }
  }
}
