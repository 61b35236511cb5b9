extension StoreSchema {
  /// The statements that bring a store of the version given to the next one, run in one
  /// transaction each by `StoreDatabase.prepareSchema` (docs/formats.md §5.4).
  ///
  /// Version 2 → 3 replaces the derived tables for VR-2 (`upgradeFromVersion2`); 3 → 4 adds the
  /// two tables of the WHOOP, Oura and Garmin Connect exports; 4 → 5 the rider's corrections and
  /// tags, and the column that carries a correction into the derived `merged_activities`; 5 → 6
  /// the columns that record a failing sync; 6 → 7 the activities' climbing (`climbing`), with the
  /// training ledger emptied so that it is recomputed with the new column filled.
  static let upgrades: [Int64: String] = [
    2: upgradeFromVersion2,
    3: """
    \(sleepSummaries)
    \(referenceScores)
    PRAGMA user_version = 4;
    """,
    4: """
    \(riderTables)
    PRAGMA user_version = 5;
    """,
    5: """
    ALTER TABLE sync_state ADD COLUMN failing_since REAL;
    ALTER TABLE sync_state ADD COLUMN last_failure_at REAL;
    ALTER TABLE sync_state ADD COLUMN last_failure TEXT;
    PRAGMA user_version = 6;
    """,
    6: """
    \(climbing)
    DELETE FROM training_ledger;
    PRAGMA user_version = 7;
    """,
  ]

  /// The total ascent of a recording and of a merged activity, in metres; NULL when the source
  /// did not say. Added to both tables by `ALTER TABLE` in a new store too, so that a new and an
  /// upgraded store have their columns in the same order.
  static var climbing: String {
    """
    ALTER TABLE activities ADD COLUMN ascent_m REAL;  -- total ascent, metres
    ALTER TABLE merged_activities ADD COLUMN ascent_m REAL;  -- total ascent, metres
    """
  }

  /// Nights a service gave as totals, with no segments (docs/formats.md §5.2).
  static var sleepSummaries: String {
    """
    CREATE TABLE sleep_summaries (
      start REAL NOT NULL,  -- in bed, seconds since 1970-01-01 UTC
      "end" REAL NOT NULL,  -- out of bed, seconds since 1970-01-01 UTC
      provider TEXT NOT NULL,
      source TEXT NOT NULL,
      asleep_s REAL NOT NULL,  -- seconds asleep
      deep_s REAL,  -- seconds of deep sleep; NULL when not measured
      rem_s REAL,  -- seconds of REM sleep
      core_s REAL,  -- seconds of light sleep
      awake_s REAL,  -- seconds awake between start and end
      latency_s REAL,  -- seconds to fall asleep, when the service gives it
      PRIMARY KEY (start, "end", provider, source)
    ) WITHOUT ROWID;
    CREATE INDEX sleep_summaries_by_end ON sleep_summaries ("end");
    """
  }

  /// The services' own scores, kept for comparison and never scored (docs/formats.md §5.2).
  static var referenceScores: String {
    """
    CREATE TABLE reference_scores (
      day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
      metric TEXT NOT NULL,  -- the veloready score it compares with: recovery, sleep, strain
      provider TEXT NOT NULL,
      source TEXT NOT NULL,
      name TEXT NOT NULL,  -- the service's name: recovery, readiness, sleep score, day strain, …
      value REAL NOT NULL,  -- on the service's scale: 0-100, or 0-21 for WHOOP's strain
      PRIMARY KEY (day, metric, provider, source)
    ) WITHOUT ROWID;
    """
  }
}
