import Foundation
import TestSupport
import Testing
import VeloJSON

@testable import VeloReadyCLI
@testable import VeloStore

/// A database of schema 2 (the training ledger of VR-1) is upgraded in place to the current
/// schema: its derived tables are made anew and recomputed, nothing VR-1 computed is reused, the
/// tables of later versions are added, and every record stays (docs/architecture.md §6).
@Suite struct DatabaseUpgradeTests {
  /// The derived tables as schema 2 declared them, with a VR-1 ledger whose PMC values are wrong
  /// on purpose: were they reused, every number would show it.
  static let version2 = """
    \(ClimbingVersion6.sql)
    \(SyncStateVersion5.sql)
    DROP TABLE activity_corrections;
    DROP TABLE day_tags;
    DROP TABLE sleep_summaries;
    DROP TABLE reference_scores;
    DROP TABLE training_ledger;
    DROP INDEX merged_activities_by_day;
    DROP TABLE merged_activities;
    DROP TABLE pmc;
    CREATE TABLE pmc (
      day TEXT NOT NULL PRIMARY KEY, load REAL NOT NULL, ctl REAL NOT NULL, atl REAL NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE merged_activities (
      start REAL NOT NULL, id TEXT NOT NULL, day TEXT NOT NULL, duration_s REAL NOT NULL,
      sport TEXT NOT NULL, name TEXT, distance_m REAL, average_heart_rate_bpm REAL,
      max_heart_rate_bpm REAL, energy_kcal REAL, load REAL NOT NULL, method TEXT NOT NULL,
      members TEXT NOT NULL, PRIMARY KEY (start, id)
    ) WITHOUT ROWID;
    CREATE INDEX merged_activities_by_day ON merged_activities (day);
    CREATE TABLE training_ledger (
      id INTEGER PRIMARY KEY CHECK (id = 1), settings TEXT NOT NULL,
      records_generation INTEGER NOT NULL, pmc_start TEXT, pmc_seeded INTEGER NOT NULL
    );
    INSERT INTO pmc VALUES ('2026-11-19', 50, 99.9, 99.9);
    INSERT INTO training_ledger VALUES (1, 'VR-1 Europe/Berlin ftp=265', 0, '2026-11-19', 1);
    UPDATE score_cache SET algorithm_version = 'VR-1';
    PRAGMA user_version = 2;
    """

  @Test func aVersionTwoStoreIsUpgradedAndRecomputed() throws {
    let scratch = ScratchStore("upgrade-v2")
    defer { scratch.remove() }
    let runner = InProcessRunner()
    let arguments = ["--data", scratch.directory, "today", "--json", "--date", "2026-11-20"]
    try ImportedStore.copy(to: scratch.directory)
    let before = runner.run(arguments)
    func records() throws -> JSONValue? {
      try JSONParser.parse(
        Array(runner.run(["--data", scratch.directory, "status", "--json"]).stdout.utf8))["records"]
    }
    let census = try records()
    try SQLiteDatabase(path: scratch.databasePath).execute(Self.version2)
    let after = runner.run(arguments)
    #expect(after.status == 0, "\(after.stderr)")
    #expect(after.stderr.isEmpty, "\(after.stderr)")
    #expect(after.stdout == before.stdout)
    let database = try SQLiteDatabase(path: scratch.databasePath)
    #expect(try database.scalarInteger("PRAGMA user_version") == StoreSchema.version)
    #expect(
      try database.scalarInteger("SELECT count(*) FROM merged_activities WHERE load > 0") ?? 0 > 0)
    #expect(
      try database.scalarText("SELECT settings FROM training_ledger")?.hasPrefix("VR-2") == true)
    #expect(try records() == census && census != nil)
  }
}
