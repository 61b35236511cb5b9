extension StoreSchema {
  /// What the rider typed (docs/formats.md §5.7): corrections of activities and tags of days.
  /// Never derived and never replaced by an import, so a rebuild of the derived tables or a new
  /// import of the same rides keeps them; `merged_activities.correction` carries a correction into
  /// the training ledger.
  static var riderTables: String {
    """
    CREATE TABLE activity_corrections (
      activity TEXT NOT NULL,  -- the short id 'veloready activities' shows
      kind TEXT NOT NULL,  -- ignore-hr, ignore-power, ignore-all, load, sport
      load REAL,  -- with kind load: the rider's load, TSS-equivalent
      sport TEXT,  -- with kind sport: the rider's sport
      members TEXT NOT NULL,  -- JSON array of the activity's recordings: provider, source, id
      created_at TEXT NOT NULL,  -- ISO 8601 local time with offset
      PRIMARY KEY (activity, kind)
    ) WITHOUT ROWID;
    CREATE TABLE day_tags (
      day \(dayColumn("day")),  -- the local date the tag is about
      name TEXT NOT NULL,  -- lower-case words joined by hyphens: alcohol, late-meal, …
      value REAL,  -- a rating 1-5, NULL when the tag only says it happened
      origin TEXT NOT NULL,  -- rider, or the importer that read it: whoop, intervals
      PRIMARY KEY (day, name)
    ) WITHOUT ROWID;
    ALTER TABLE merged_activities ADD COLUMN correction TEXT;  -- JSON, docs/formats.md §5.7
    """
  }

  /// A day column's constraint: `YYYY-MM-DD`, so that text order stays date order.
  static func dayColumn(_ name: String) -> String {
    "TEXT NOT NULL CHECK (\(name) GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')"
  }
}
