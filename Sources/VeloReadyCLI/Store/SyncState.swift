import Foundation
import ScoreEngine
import VeloJSON

/// When intervals.icu was last synced (`sync.json` in the store).
struct SyncState: Equatable {
  /// When the last successful sync finished.
  var lastSuccessAt: Date?
  /// The last local date that sync covered.
  var lastSyncedDay: LocalDate?

  static func path(_ store: Store) -> String { store.root + "/sync.json" }

  /// The state in `store`; a missing or unreadable file is "never synced".
  static func load(from store: Store) -> SyncState {
    guard let bytes = try? AtomicFile.read(path(store)),
      let document = try? JSONParser.parse(bytes),
      let intervals = document["intervals"]
    else { return SyncState() }
    return SyncState(
      lastSuccessAt: intervals["lastSuccessAt"]?.stringValue.flatMap(Timestamp.parse),
      lastSyncedDay: intervals["lastSyncedDay"]?.stringValue.flatMap { LocalDate(iso: $0) })
  }

  func save(to store: Store) throws(CLIError) {
    let document = JSONValue.object([
      "intervals": .object([
        "lastSuccessAt": .string(lastSuccessAt.map { ISO8601Text.format($0) }),
        "lastSyncedDay": .string(lastSyncedDay?.description),
      ])
    ])
    do {
      try AtomicFile.write(JSONWriter.pretty(document), to: Self.path(store), mode: 0o600)
    } catch {
      throw .unreadable("cannot record the sync: \(error.description)")
    }
  }
}
