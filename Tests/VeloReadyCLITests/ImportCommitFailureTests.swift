import Foundation
import TestSupport
import Testing

@testable import VeloReadyCLI
@testable import VeloStore

/// An import whose write transaction fails claims nothing and leaves the store as it was.
@Suite struct ImportCommitFailureTests {
  @Test func aFailedCommitPrintsNoSummaryExitsNonZeroAndChangesNothing() throws {
    let directory = Paths.temporaryDirectory("commit-failure")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = directory.appendingPathComponent("store").path
    var runner = InProcessRunner()
    runner.variables["HOME"] = directory.path
    let first = Paths.fixtures.appendingPathComponent("records/new-user.json").path
    #expect(runner.run(["--data", store, "import", first]).status == 0)
    // The last statement of the import's transaction is logging it; failing there proves the
    // records upserted before it are rolled back too.
    try SQLiteDatabase(path: store + "/" + StoreDatabase.fileName).execute(
      """
      CREATE TRIGGER refuse_imports BEFORE INSERT ON imports
      BEGIN SELECT RAISE(ABORT, 'simulated failure while committing'); END;
      """)
    let before = try StoreState(store)
    let second = Paths.fixtures.appendingPathComponent("strava/activities-en-103.csv").path
    let result = runner.run(["--data", store, "import", second])
    #expect(result.status != 0)
    #expect(!result.stdout.contains("stored"), "no summary claims records: \(result.stdout)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("error: the store's database '"))
    #expect(result.stderr.contains("simulated failure while committing"))
    #expect(try StoreState(store) == before)
  }
}
