import VeloJSON
import VeloStore

/// `veloready status --json`: `veloready.status/v1` (docs/formats.md §5.6).
enum StatusDocument {
  /// The schema name.
  static let schema = "veloready.status/v1"

  /// The document of a store.
  static func build(_ status: StoreStatus) -> JSONValue {
    .object([
      "schema": .string(schema),
      "store": .string(status.store),
      "exists": .bool(true),
      "database": .object([
        "path": .string(status.database),
        "bytes": .integer(Int(status.databaseBytes)),
        "walBytes": .integer(Int(status.logBytes)),
        "schemaVersion": .integer(Int(status.schemaVersion)),
      ]),
      "days": status.days.map {
        .object([
          "first": .string($0.lowerBound.description), "last": .string($0.upperBound.description),
        ])
      } ?? .null,
      "records": .object([
        "total": .integer(status.census.total),
        "byTable": .object(
          Dictionary(uniqueKeysWithValues: status.kinds.map { ($0.table, .integer($0.rows)) })),
        "bySource": .array(
          status.sources.map {
            .object([
              "provider": .string($0.provider), "source": .string($0.source),
              "rows": .integer($0.rows),
            ])
          }),
      ]),
      "referenceScores": .integer(status.census.referenceScores),
      "imports": .integer(status.imports),
      "lastImport": status.lastImport.map {
        .object([
          "file": .string($0.name), "format": .string($0.format),
          "importedAt": .string($0.importedAt), "added": .integer($0.added),
          "replaced": .integer($0.replaced), "rejected": .integer($0.rejected),
        ])
      } ?? .null,
      "lastSync": status.lastSync.map {
        .object([
          "service": .string(StoreDatabase.intervalsService), "at": .string($0),
          "lastSyncedDay": .string(status.lastSyncedDay?.description),
        ])
      } ?? .null,
      "check": check(status.problems),
    ])
  }

  /// The document when there is no store at `path`.
  static func noStore(_ path: String) -> JSONValue {
    .object(["schema": .string(schema), "store": .string(path), "exists": .bool(false)])
  }

  /// The document of a database the check found damaged.
  static func damaged(store: String, problems: [String]) -> JSONValue {
    .object([
      "schema": .string(schema), "store": .string(store), "exists": .bool(true),
      "check": check(problems),
    ])
  }

  private static func check(_ problems: [String]?) -> JSONValue {
    guard let problems else { return .null }
    return .object([
      "ok": .bool(problems.isEmpty), "problems": .array(problems.map { .string($0) }),
    ])
  }
}
