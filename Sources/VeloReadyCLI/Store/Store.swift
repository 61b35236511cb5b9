import Foundation
import ScoreEngine
import VeloJSON

/// The store directory: records, score cache, config, import log, lock (docs/architecture.md §6).
///
/// Layout (version 1): `store.json` (format and version), `records.bin`, `imports.json`,
/// `cache/<date>.json`, `config.json`, `lock`. Every write is atomic; writers hold the lock.
struct Store {
  /// The store format this build reads and writes.
  static let formatVersion = 1
  static let formatName = "veloready.store"

  let root: String

  var metadataPath: String { root + "/store.json" }
  var recordsPath: String { root + "/records.bin" }
  var importsPath: String { root + "/imports.json" }
  var configPath: String { root + "/config.json" }
  var cacheDirectory: String { root + "/cache" }
  var lockPath: String { root + "/lock" }

  /// Opens the store at `root`; `nil` when the directory does not exist. A store written by a
  /// newer format is refused rather than misread.
  static func open(at root: String) throws(CLIError) -> Store? {
    guard AtomicFile.isDirectory(root) else { return nil }
    let store = Store(root: root)
    let metadata: [UInt8]?
    do {
      metadata = try AtomicFile.read(store.metadataPath)
    } catch {
      throw .unreadable("cannot read the store: \(error.description)")
    }
    guard let metadata else { return store }
    guard let document = try? JSONParser.parse(metadata),
      document["format"]?.stringValue == formatName,
      let version = document["version"]?.numberValue
    else {
      throw .badData(
        "'\(store.metadataPath)' is not a veloready store description",
        hint: "move '\(root)' aside and re-import your files")
    }
    if Int(version) > formatVersion {
      throw .badData(
        "the store at '\(root)' has format \(Int(version)); this veloready reads format \(formatVersion)",
        hint: "upgrade veloready, or use another store with '--data DIR'")
    }
    return store
  }

  /// Creates the store directory (mode 0700) and its description if needed.
  static func create(at root: String) throws(CLIError) -> Store {
    if let existing = try open(at: root), AtomicFile.isDirectory(root),
      (try? AtomicFile.read(existing.metadataPath)) != nil
    {
      return existing
    }
    let store = Store(root: root)
    do {
      try AtomicFile.makeDirectory(root)
      try AtomicFile.write(
        JSONWriter.pretty(
          .object(["format": .string(formatName), "version": .integer(formatVersion)])),
        to: store.metadataPath)
    } catch {
      throw .unreadable("cannot create the store: \(error.description)")
    }
    return store
  }

  /// Takes the writer lock for the duration of `body`, telling `console` if it has to wait.
  func withLock<Result>(
    console: any Console, _ body: () throws(CLIError) -> Result
  ) throws(CLIError) -> Result {
    let lock: StoreLock
    do {
      lock = try StoreLock(path: lockPath) {
        console.err("waiting for another veloready process to finish…\n")
      }
    } catch {
      throw .unreadable("cannot lock the store: \(error.description)")
    }
    defer { withExtendedLifetime(lock) {} }
    return try body()
  }

  /// Every stored record; an empty set when nothing was imported yet.
  func loadRecords() throws(CLIError) -> RecordSet {
    let bytes: [UInt8]?
    do {
      bytes = try AtomicFile.read(recordsPath)
    } catch {
      throw .unreadable("cannot read the store's records: \(error.description)")
    }
    guard let bytes else { return RecordSet() }
    do {
      return try RecordCodec.decode(bytes)
    } catch {
      throw .badData(
        "the store's records at '\(recordsPath)' are damaged (\(error.reason))",
        hint: "move the file aside and re-import your files; nothing else was changed")
    }
  }

  /// Replaces the stored records atomically.
  func saveRecords(_ records: RecordSet) throws(CLIError) {
    do {
      try AtomicFile.write(RecordCodec.encode(records), to: recordsPath, mode: 0o600)
    } catch {
      throw .unreadable("cannot write the store's records: \(error.description)")
    }
  }

  /// Whether any record was ever stored.
  var hasRecords: Bool {
    AtomicFile.exists(recordsPath)
  }
}
