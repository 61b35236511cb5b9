import CSQLite
import Foundation
import Testing

@testable import VeloKit
@testable import VeloReadyCLI
@testable import VeloStore

/// Whatever is at the database's path, opening and reading the store is a clear error: never a
/// crash and never a hang.
@Suite struct DatabaseDamageTests {
  /// What opening and reading a store did, within a time limit.
  enum Outcome: Sendable, Equatable {
    case opened
    case failed(CLIError)
    case hung
  }

  final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Outcome?
    var outcome: Outcome? {
      get { lock.withLock { stored } }
      set { lock.withLock { stored = newValue } }
    }
  }

  /// Opens the store in `directory` and reads every record, on another thread, so that a hang
  /// fails the test instead of stopping the suite.
  static func openAndRead(_ directory: String) -> Outcome {
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    Thread {
      do throws(StoreError) {
        let database = try StoreDatabase.open(directory: directory)
        _ = try database?.records()
        box.outcome = .opened
      } catch {
        box.outcome = .failed(CLIError(error))
      }
      done.signal()
    }.start()
    guard done.wait(timeout: .now() + 20) == .success else { return .hung }
    return box.outcome ?? .hung
  }

  /// A store of the test athlete, closed, its write-ahead log folded into the file.
  static func writtenStore(_ scratch: ScratchStore) throws {
    let database = try scratch.open()
    _ = try database.upsert(try ScratchStore.athlete())
  }

  static func expectError(
    _ outcome: Outcome, _ code: ExitCode, _ fragment: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard case .failed(let error) = outcome else {
      Issue.record("expected an error, got \(outcome)", sourceLocation: sourceLocation)
      return
    }
    #expect(error.code == code, sourceLocation: sourceLocation)
    #expect(error.message.contains(fragment), "\(error.message)", sourceLocation: sourceLocation)
    #expect(error.hint != nil, sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    ("the first 10 bytes", 10), ("half the header", 50), ("the first page", 4096),
    ("half the file", -2), ("three quarters of the file", -3),
  ])
  func aTruncatedDatabaseIsDamaged(name: String, keep: Int) throws {
    let scratch = ScratchStore("damage-truncated")
    defer { scratch.remove() }
    try Self.writtenStore(scratch)
    let size = Int(
      try FileManager.default.attributesOfItem(atPath: scratch.databasePath)[.size]
        as? Int ?? 0)
    let length = keep == -2 ? size / 2 : keep == -3 ? size * 3 / 4 : keep
    #expect(truncate(scratch.databasePath, off_t(length)) == 0)
    Self.expectError(Self.openAndRead(scratch.directory), .dataError, scratch.databasePath)
  }

  @Test func garbageIsNotADatabase() throws {
    let scratch = ScratchStore("damage-garbage")
    defer { scratch.remove() }
    var random = SystemRandomNumberGenerator()
    let bytes = (0..<65_536).map { _ in UInt8.random(in: 0...255, using: &random) }
    try Data(bytes).write(to: URL(fileURLWithPath: scratch.databasePath))
    Self.expectError(Self.openAndRead(scratch.directory), .dataError, "is not a SQLite database")
  }

  @Test func garbageAfterAValidHeaderIsDamaged() throws {
    let scratch = ScratchStore("damage-pages")
    defer { scratch.remove() }
    try Self.writtenStore(scratch)
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: scratch.databasePath))
    try handle.seek(toOffset: 4096)
    try handle.write(contentsOf: Data(repeating: 0xA5, count: 40_000))
    try handle.close()
    Self.expectError(Self.openAndRead(scratch.directory), .dataError, "is damaged")
  }

  @Test(arguments: [
    ("a directory", "is a directory"), ("a named pipe", "is a named pipe"),
    ("a symbolic link to /dev/zero", "is a symbolic link to a device"),
    ("a symbolic link to nothing", "is a symbolic link to a missing file"),
    ("a symbolic link to a directory", "is a symbolic link to a directory"),
  ])
  func somethingOtherThanAFileIsRefusedBeforeSQLiteOpensIt(name: String, fragment: String) throws {
    let scratch = ScratchStore("damage-type")
    defer { scratch.remove() }
    let path = scratch.databasePath
    switch name {
    case "a directory": #expect(mkdir(path, 0o700) == 0)
    case "a named pipe": #expect(mkfifo(path, 0o600) == 0)
    case "a symbolic link to /dev/zero": #expect(symlink("/dev/zero", path) == 0)
    case "a symbolic link to nothing": #expect(symlink(scratch.directory + "/gone", path) == 0)
    default: #expect(symlink(scratch.directory, path) == 0)
    }
    Self.expectError(Self.openAndRead(scratch.directory), .noInput, fragment)
  }

  @Test func aDirectoryInPlaceOfTheDatabaseSaysWhatToDo() throws {
    let scratch = ScratchStore("damage-directory")
    defer { scratch.remove() }
    #expect(mkdir(scratch.databasePath, 0o700) == 0)
    let path = scratch.databasePath
    #expect(
      Self.openAndRead(scratch.directory)
        == .failed(
          .unreadable(
            "cannot open the store's database '\(path)': it is a directory, not a database file",
            hint: "move '\(path)' aside, or use another store with '--data DIR'")))
  }

  @Test func aWriteAheadLogThatIsAPipeIsRefused() throws {
    let scratch = ScratchStore("damage-wal")
    defer { scratch.remove() }
    try Self.writtenStore(scratch)
    #expect(mkfifo(scratch.databasePath + "-wal", 0o600) == 0)
    Self.expectError(Self.openAndRead(scratch.directory), .noInput, "is a named pipe")
  }

  @Test(.enabled(if: getuid() != 0, "root reads any file"))
  func anUnreadableDatabaseIsRefused() throws {
    let scratch = ScratchStore("damage-unreadable")
    defer { scratch.remove() }
    try Self.writtenStore(scratch)
    #expect(chmod(scratch.databasePath, 0) == 0)
    Self.expectError(Self.openAndRead(scratch.directory), .noInput, "Permission denied")
  }

  @Test func aCompanionThatComesAndGoesIsNeverUnusable() throws {
    // SQLite removes '-shm' and '-wal' when the last connection closes, which another process
    // may do between the checks of one inspection: a file that went is missing, never an error.
    let scratch = ScratchStore("damage-vanishing")
    defer { scratch.remove() }
    let file = scratch.directory + "/veloready.db-shm"
    let stop = Stop()
    let churn = Thread {
      while !stop.now {
        _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        unlink(file)
      }
    }
    churn.start()
    defer { stop.now = true }
    for _ in 0..<400_000 {
      let found = DatabaseFile.inspect(file)
      guard found == .missing || found == .regular(size: 0) || found == .regular(size: 1) else {
        Issue.record("'\(file)' came out \(found)")
        return
      }
    }
  }

  @Test func aPathRootCannotReachEitherIsUnusable() throws {
    // What root cannot see either: a path through a regular file (ENOTDIR), checked the same way.
    let scratch = ScratchStore("damage-notdir")
    defer { scratch.remove() }
    let file = scratch.directory + "/plain"
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    #expect(DatabaseFile.inspect(file + "/veloready.db") == .unusable(reason: "Not a directory"))
  }

  @Test func aNewerSchemaIsRefused() throws {
    let scratch = ScratchStore("damage-newer")
    defer { scratch.remove() }
    try Self.writtenStore(scratch)
    let newer = StoreSchema.version + 1
    try SQLiteDatabase(path: scratch.databasePath).execute("PRAGMA user_version = \(newer)")
    Self.expectError(
      Self.openAndRead(scratch.directory), .dataError,
      "has schema version \(newer); this veloready reads version \(StoreSchema.version)")
  }

  @Test(arguments: [
    ("another program's tables", "CREATE TABLE notes (text TEXT)"),
    ("another program's application id", "PRAGMA application_id = 7"),
    ("a schema version that never existed", "PRAGMA user_version = 1"),
  ])
  func anotherProgramsDatabaseIsRefused(name: String, sql: String) throws {
    let scratch = ScratchStore("damage-foreign")
    defer { scratch.remove() }
    if name == "another program's tables" {
      var options = SQLiteDatabase.Options()
      options.access = .readWriteCreate
      try SQLiteDatabase(path: scratch.databasePath, options: options).execute(sql)
    } else {
      try Self.writtenStore(scratch)
      try SQLiteDatabase(path: scratch.databasePath).execute(sql)
    }
    Self.expectError(Self.openAndRead(scratch.directory), .dataError, "not a veloready store")
  }
}

/// A flag the churning thread reads to end.
private final class Stop: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var now: Bool {
    get { lock.withLock { value } }
    set { lock.withLock { value = newValue } }
  }
}
