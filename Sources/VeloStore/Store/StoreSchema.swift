/// Version 7 of the store: the tables of `veloready.db` (docs/formats.md §5).
///
/// Version 1 was the file store (`store.json`, `records.bin`, …); version 2 had the derived
/// tables of VR-1, version 3 no `sleep_summaries` or `reference_scores`, version 4 none of
/// the rider's corrections and tags, version 5 no record of failed syncs, version 6 no climbing
/// (`upgrades` brings each up to date). `PRAGMA user_version` holds the
/// version and `PRAGMA application_id` marks the file as veloready's, so another program's SQLite
/// file is never mistaken for a store. Instants are REAL seconds since 1970-01-01 UTC (exact: the
/// doubles the importers built the `Date`s from), days are `YYYY-MM-DD` text in the athlete's
/// zone; both sort chronologically, so a window is a key range. Tables are not `STRICT`, so that
/// every `sqlite3`, Datasette or pandas of the last years opens the file; this program binds
/// typed values and checks what it reads back.
///
/// In a `WITHOUT ROWID` table the key's columns come first, in the key's order: SQLite 3.40.0 to
/// 3.41.0 (Debian 12's) report every other `NOT NULL` column as NULL in `PRAGMA quick_check` and
/// `integrity_check` when a value column sits between key columns, so that order would make a
/// sound store look damaged to `veloready status --check` and to anyone's own check.
enum StoreSchema {
  /// The schema version in `PRAGMA user_version`.
  static let version: Int64 = 7
  /// `PRAGMA application_id`: "VRDB" in ASCII.
  static let applicationID: Int64 = 0x5652_4442

  /// A day column's constraint: `YYYY-MM-DD`, so that text order stays date order.
  private static func day(_ name: String) -> String {
    "TEXT NOT NULL CHECK (\(name) GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')"
  }

  /// A table of one value a day per source.
  private static func daily(_ table: String, _ value: String, _ unit: String) -> String {
    """
    CREATE TABLE \(table) (
      day \(day("day")),  -- local date
      provider TEXT NOT NULL,  -- the importer
      source TEXT NOT NULL,  -- the device or app
      \(value) REAL NOT NULL,  -- \(unit)
      PRIMARY KEY (day, provider, source)
    ) WITHOUT ROWID;
    """
  }

  /// The statements that create this version in an empty database. The comments are kept by SQLite
  /// and shown by `sqlite3 veloready.db .schema`, so the units travel with the file.
  static var creation: String {
    """
    CREATE TABLE meta (
      key TEXT PRIMARY KEY NOT NULL,  -- 'generation': every write; 'records_generation': records
      value
    ) WITHOUT ROWID;
    INSERT INTO meta (key, value) VALUES ('generation', 0);
    INSERT INTO meta (key, value) VALUES ('records_generation', 0);
    CREATE TABLE sleep_segments (
      start REAL NOT NULL,  -- seconds since 1970-01-01 UTC
      "end" REAL NOT NULL,  -- seconds since 1970-01-01 UTC
      stage TEXT NOT NULL,  -- inBed, asleep, core, deep, rem, awake
      provider TEXT NOT NULL,
      source TEXT NOT NULL,
      PRIMARY KEY (start, "end", stage, provider, source)
    ) WITHOUT ROWID;
    CREATE INDEX sleep_segments_by_end ON sleep_segments ("end");
    \(sleepSummaries)
    CREATE TABLE daily_sleep (
      day \(day("day")),  -- local date the night ends on
      provider TEXT NOT NULL,
      source TEXT NOT NULL,
      seconds REAL NOT NULL,  -- asleep
      PRIMARY KEY (day, provider, source)
    ) WITHOUT ROWID;
    CREATE TABLE hrv_samples (
      time REAL NOT NULL,  -- seconds since 1970-01-01 UTC
      kind TEXT NOT NULL,  -- rmssd or sdnn
      provider TEXT NOT NULL,
      source TEXT NOT NULL,
      ms REAL NOT NULL,  -- milliseconds
      PRIMARY KEY (time, kind, provider, source)
    ) WITHOUT ROWID;
    CREATE TABLE daily_hrv (
      day \(day("day")),
      kind TEXT NOT NULL,  -- rmssd or sdnn
      provider TEXT NOT NULL,
      source TEXT NOT NULL,
      ms REAL NOT NULL,  -- milliseconds
      PRIMARY KEY (day, kind, provider, source)
    ) WITHOUT ROWID;
    \(daily("resting_heart_rate", "bpm", "beats per minute"))
    CREATE TABLE respiratory_samples (
      time REAL NOT NULL,  -- seconds since 1970-01-01 UTC
      provider TEXT NOT NULL,
      source TEXT NOT NULL,
      brpm REAL NOT NULL,  -- breaths per minute
      PRIMARY KEY (time, provider, source)
    ) WITHOUT ROWID;
    \(daily("daily_respiratory_rate", "brpm", "breaths per minute"))
    \(daily("skin_temperature", "deviation_c", "°C from the source's baseline"))
    \(daily("steps", "count", "steps"))
    \(daily("active_energy", "kcal", "kilocalories"))
    CREATE TABLE fitness_seeds (
      day \(day("day")),  -- the values hold at the end of this local date
      provider TEXT NOT NULL,
      source TEXT NOT NULL,
      ctl REAL NOT NULL,  -- chronic training load
      atl REAL NOT NULL,  -- acute training load
      PRIMARY KEY (day, provider, source)
    ) WITHOUT ROWID;
    CREATE TABLE activities (
      provider TEXT NOT NULL,
      source TEXT NOT NULL,
      id TEXT NOT NULL,  -- the source's own id
      start REAL NOT NULL,  -- seconds since 1970-01-01 UTC
      duration_s REAL NOT NULL,
      sport TEXT NOT NULL,  -- cycling, running, swimming, walking, hiking, strength, rowing, other
      name TEXT,
      distance_m REAL,
      average_heart_rate_bpm REAL,
      max_heart_rate_bpm REAL,
      average_power_w REAL,
      normalized_power_w REAL,
      ftp_w REAL,
      training_load REAL,  -- TSS-equivalent, as the source computed it
      rpe REAL,  -- 1 to 10
      energy_kcal REAL,
      external_ids TEXT NOT NULL DEFAULT '[]',  -- JSON array: the same activity elsewhere
      heart_rate BLOB,  -- the stream, see docs/formats.md; NULL when none
      UNIQUE (provider, source, id)
    );
    CREATE INDEX activities_by_start ON activities (start);
    CREATE INDEX activities_by_end ON activities (start + duration_s);
    CREATE TABLE imports (
      id INTEGER PRIMARY KEY,
      fingerprint TEXT NOT NULL,  -- size and FNV-1a hash of the file's bytes
      file_name TEXT NOT NULL,
      format TEXT NOT NULL,
      imported_at TEXT NOT NULL,  -- ISO 8601 local time with offset
      added INTEGER NOT NULL,
      replaced INTEGER NOT NULL,
      rejected INTEGER NOT NULL
    );
    CREATE INDEX imports_by_fingerprint ON imports (fingerprint);
    CREATE TABLE sync_state (
      service TEXT PRIMARY KEY NOT NULL,  -- intervals.icu
      last_success_at REAL,  -- seconds since 1970-01-01 UTC
      last_synced_day TEXT,  -- local date
      -- A failing sync (all NULL after a success): the first failure since the last success,
      failing_since REAL,  -- seconds since 1970-01-01 UTC
      last_failure_at REAL,  -- the latest failure
      last_failure TEXT  -- and what it said
    ) WITHOUT ROWID;
    CREATE TABLE alert_dismissals (
      alert TEXT PRIMARY KEY NOT NULL,  -- the alert id, e.g. rhr-elevated
      dismissed_on \(day("dismissed_on")),  -- the score date it was dismissed for
      count INTEGER NOT NULL,  -- dismissals of this episode so far
      metric INTEGER,  -- the alert's metric when dismissed, in displayed units
      until TEXT,  -- last local date the dismissal holds
      severity TEXT  -- info, warning or critical when dismissed (it comes back if it rises)
    ) WITHOUT ROWID;
    CREATE TABLE score_cache (
      day \(day("day")) PRIMARY KEY,  -- the score date
      document TEXT NOT NULL,  -- JSON
      generation INTEGER NOT NULL,  -- meta generation of the inputs
      zone TEXT NOT NULL,  -- IANA time zone of the days
      algorithm_version TEXT NOT NULL,
      program_version TEXT NOT NULL,
      settings TEXT NOT NULL  -- fingerprint of the settings the scores were computed with
    );
    \(derivedTables)
    \(referenceScores)
    \(riderTables)
    \(climbing)
    PRAGMA application_id = \(applicationID);
    PRAGMA user_version = \(version);
    """
  }

  /// The derived tables: the training ledger and its PMC, computed from the records and the
  /// settings and never the only copy of anything. Version 2 of the schema is upgraded by
  /// replacing them (docs/formats.md §5).
  static var derivedTables: String {
    """
    CREATE TABLE pmc (
      day \(day("day")) PRIMARY KEY,  -- values at the end of this local date
      load REAL NOT NULL,  -- the day's training load
      ctl REAL NOT NULL,
      atl REAL NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE merged_activities (
      start REAL NOT NULL,  -- seconds since 1970-01-01 UTC
      id TEXT NOT NULL,  -- the id of the recording whose load counts
      day \(day("day")),  -- local date of the start
      duration_s REAL NOT NULL,
      sport TEXT NOT NULL,
      name TEXT,
      distance_m REAL,
      average_heart_rate_bpm REAL,
      max_heart_rate_bpm REAL,
      energy_kcal REAL,
      load REAL NOT NULL,  -- TSS-equivalent
      method TEXT NOT NULL,  -- power, source, heartRateStream, heartRateAverage, duration
      members TEXT NOT NULL,  -- JSON array of the recordings: provider, source, id
      stream_coverage REAL,  -- share of the duration the heart-rate stream covers, 0-1
      scored_heart_rate_bpm REAL,  -- the heart rate heartRateAverage scored
      scored_heart_rate_from TEXT,  -- activity (its own average) or stream (the stream's mean)
      PRIMARY KEY (start, id)
    ) WITHOUT ROWID;
    CREATE INDEX merged_activities_by_day ON merged_activities (day);
    CREATE TABLE training_ledger (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      settings TEXT NOT NULL,  -- fingerprint of the settings the loads were computed with
      records_generation INTEGER NOT NULL,  -- meta records_generation they were computed from
      pmc_start TEXT,  -- the PMC's first day
      pmc_anchor TEXT,  -- the day of the fitness record the PMC is anchored on
      pmc_anchor_ctl REAL,  -- its CTL and ATL
      pmc_anchor_atl REAL,
      pmc_anchor_provider TEXT,  -- who gave it
      pmc_anchor_source TEXT
    );
    """
  }

  /// Upgrades version 2: the derived tables are dropped and created anew (empty, so the ledger is
  /// recomputed on first use, as it would be anyway for a ledger of another algorithm).
  static var upgradeFromVersion2: String {
    """
    DROP TABLE training_ledger;
    DROP INDEX merged_activities_by_day;
    DROP TABLE merged_activities;
    DROP TABLE pmc;
    \(derivedTables)
    PRAGMA user_version = 3;
    """
  }
}
