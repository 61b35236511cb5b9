import Foundation
import ScoreEngine
import VeloJSON

/// A version-1 store directory (the file store of veloready 0.1), read only to migrate it:
/// `store.json` (format and version), `records.bin`, `imports.json`, `sync.json`, `alerts.json`,
/// `cache/`, `config.json`, `lock`.
struct V1FileStore {
  /// The store format this reader understands.
  static let formatVersion = 1
  static let formatName = "veloready.store"

  let root: String

  var metadataPath: String { root + "/store.json" }
  var recordsPath: String { root + "/records.bin" }
  var importsPath: String { root + "/imports.json" }
  var syncPath: String { root + "/sync.json" }
  var dismissalsPath: String { root + "/alerts.json" }
  /// Opens the store at `root`; `nil` when the directory does not exist. A store written by a
  /// newer format is refused rather than misread.
  static func open(at root: String) throws(CLIError) -> V1FileStore? {
    guard AtomicFile.isDirectory(root) else { return nil }
    let store = V1FileStore(root: root)
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

}
