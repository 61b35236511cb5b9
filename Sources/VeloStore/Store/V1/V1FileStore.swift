import Foundation
import ScoreEngine
import VeloJSON
import VeloKit

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
  static func open(at root: String) throws(StoreError) -> V1FileStore? {
    guard AtomicFile.isDirectory(root) else { return nil }
    let store = V1FileStore(root: root)
    let metadata: [UInt8]?
    do {
      metadata = try AtomicFile.read(store.metadataPath)
    } catch {
      throw .legacyUnreadable(error)
    }
    guard let metadata else { return store }
    guard let document = try? JSONParser.parse(metadata),
      document["format"]?.stringValue == formatName,
      let version = document["version"]?.numberValue
    else {
      throw .legacyNotAStore(description: store.metadataPath, store: root)
    }
    if Int(version) > formatVersion {
      throw .legacyNewerFormat(store: root, format: Int(version), readable: formatVersion)
    }
    return store
  }

  /// Every stored record; an empty set when nothing was imported yet.
  func loadRecords() throws(StoreError) -> RecordSet {
    let bytes: [UInt8]?
    do {
      bytes = try AtomicFile.read(recordsPath)
    } catch {
      throw .legacyRecordsUnreadable(error)
    }
    guard let bytes else { return RecordSet() }
    do {
      return try RecordCodec.decode(bytes)
    } catch {
      throw .legacyRecordsDamaged(path: recordsPath, reason: error.reason)
    }
  }

}
