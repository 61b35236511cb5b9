/// `sync_state` as schemas 2 to 5 declared it, before the columns of a failing sync: the tests
/// that turn a current store into an older one start with it (docs/formats.md §5.4).
enum SyncStateVersion5 {
  static let sql = """
    DROP TABLE sync_state;
    CREATE TABLE sync_state (
      service TEXT PRIMARY KEY NOT NULL,
      last_success_at REAL,
      last_synced_day TEXT
    ) WITHOUT ROWID;

    """
}
