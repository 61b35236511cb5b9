import Foundation
import ScoreEngine

@testable import VeloReadyCLI
@testable import VeloStore

/// What a store holds, read back for comparisons: "the store is exactly as it was" means the same
/// records and import log and no write since (the same generation).
struct StoreState: Equatable {
  var records: RecordSet
  var imports: [ImportLog.Entry]
  var generation: Int64

  /// The state of the store at `directory`; an empty state when it has no database yet.
  init(_ directory: String) throws {
    guard
      let database = try StoreDatabase.open(
        directory: directory, options: StoreDatabase.Options(create: false))
    else {
      records = RecordSet()
      imports = []
      generation = 0
      return
    }
    records = try database.records()
    imports = try database.importLog().entries
    generation = try database.generation()
  }

  /// The state with the import log's times blanked: two runs of the same import at different
  /// moments leave the same state but for them.
  var withoutImportTimes: StoreState {
    var state = self
    for index in state.imports.indices { state.imports[index].importedAt = "" }
    return state
  }

  /// Whether the store at `directory` holds any record.
  static func hasRecords(_ directory: String) -> Bool {
    ((try? StoreState(directory))?.records.isEmpty ?? true) == false
  }
}
