import Foundation
import HealthImport
import ScoreEngine
import VeloJSON
import VeloKit

/// A version-1 store (the file store) in a store directory, read strictly for migration.
///
/// The file store's own readers forgive damage (a damaged `imports.json` reads as an empty log);
/// a migration must not, or it would turn a damaged file into lost history. So every file here
/// either reads completely or stops the migration with an error naming it.
struct V1Store {
  /// The store directory.
  let directory: String

  /// The files that hold version-1 data.
  static let dataFiles = ["store.json", "records.bin", "imports.json", "sync.json", "alerts.json"]
  /// Everything version 1 kept in the directory besides `config.json`, moved aside after the
  /// migration commits. The score cache (`cache/`) is not migrated: it is recomputed.
  static let files = dataFiles + ["cache", "lock"]

  /// Whether any version-1 data file is present.
  var exists: Bool {
    Self.dataFiles.contains { AtomicFile.exists(directory + "/" + $0) }
  }

  /// What a version-1 store holds.
  struct Contents {
    var records: RecordSet
    var imports: [ImportLog.Entry]
    var sync: SyncState
    var dismissals: DismissalFile
  }

  /// Reads every version-1 file; a damaged one is an error that names it.
  func load() throws(StoreError) -> Contents {
    guard let store = try V1FileStore.open(at: directory) else {
      throw .legacyVanished(directory)
    }
    return Contents(
      records: try store.loadRecords(), imports: try imports(store),
      sync: try sync(store), dismissals: try dismissals(store))
  }

  /// `imports.json`, read as `ImportLog.load` reads it, except that damage is an error.
  private func imports(_ store: V1FileStore) throws(StoreError) -> [ImportLog.Entry] {
    guard let document = try json(store.importsPath) else { return [] }
    guard let items = document["imports"]?.arrayValue else {
      throw damaged(store.importsPath, "no 'imports' list")
    }
    var entries: [ImportLog.Entry] = []
    for item in items {
      guard let fingerprint = item["fingerprint"]?.stringValue else {
        throw damaged(store.importsPath, "an import without a fingerprint")
      }
      entries.append(
        ImportLog.Entry(
          fingerprint: fingerprint, name: item["name"]?.stringValue ?? "",
          format: item["format"]?.stringValue ?? "",
          importedAt: item["importedAt"]?.stringValue ?? "",
          added: Int(item["added"]?.numberValue ?? 0),
          replaced: Int(item["replaced"]?.numberValue ?? 0),
          rejected: Int(item["rejected"]?.numberValue ?? 0)))
    }
    return entries
  }

  /// `sync.json`, read as `SyncState.load` reads it, except that damage is an error.
  private func sync(_ store: V1FileStore) throws(StoreError) -> SyncState {
    let path = store.syncPath
    guard let document = try json(path) else { return SyncState() }
    guard document.objectValue != nil else { throw damaged(path, "not a JSON object") }
    guard let intervals = document["intervals"] else { return SyncState() }
    var state = SyncState()
    if let text = intervals["lastSuccessAt"]?.stringValue {
      guard let instant = Timestamp.parse(text) else {
        throw damaged(path, "'\(text)' is not a timestamp")
      }
      state.lastSuccessAt = instant
    }
    if let text = intervals["lastSyncedDay"]?.stringValue {
      guard let day = LocalDate(iso: text) else { throw damaged(path, "'\(text)' is not a day") }
      state.lastSyncedDay = day
    }
    return state
  }

  /// `alerts.json`: the rider's dismissals; damage is an error (they are the rider's decisions).
  private func dismissals(_ store: V1FileStore) throws(StoreError) -> DismissalFile {
    let path = store.dismissalsPath
    guard let document = try json(path) else { return DismissalFile() }
    guard document["format"]?.stringValue == "veloready.alert-dismissals/1",
      let items = document["dismissals"]?.arrayValue
    else { throw damaged(path, "not a dismissals file") }
    var file = DismissalFile()
    for item in items {
      guard let id = item["id"]?.stringValue.flatMap(AlertID.init(rawValue:)),
        let dismissedOn = item["dismissedOn"]?.stringValue.flatMap({ LocalDate(iso: $0) })
      else { continue }
      file.dismissals[id] = Dismissal(
        id: id, dismissedOn: dismissedOn, count: Int(item["count"]?.numberValue ?? 1),
        metric: item["metric"]?.numberValue.map { Int($0) },
        until: item["until"]?.stringValue.flatMap { LocalDate(iso: $0) },
        severity: item["severity"]?.stringValue.flatMap(AlertSeverity.init(rawValue:)))
    }
    return file
  }

  /// The parsed JSON file, or `nil` when it does not exist.
  private func json(_ path: String) throws(StoreError) -> JSONValue? {
    let bytes: [UInt8]?
    do {
      bytes = try AtomicFile.read(path)
    } catch {
      throw .legacyFileUnreadable(error)
    }
    guard let bytes else { return nil }
    do {
      return try JSONParser.parse(bytes)
    } catch {
      throw damaged(path, error.description)
    }
  }

  private func damaged(_ path: String, _ reason: String) -> StoreError {
    .legacyFileDamaged(path: path, reason: reason)
  }

}
