import Foundation
import HealthImport
import ScoreEngine
import TestSupport
import Testing
import VeloJSON

@testable import VeloReadyCLI
@testable import VeloStore

/// What the rider typed is never lost (docs/formats.md §5.7): an export carries the corrections
/// and tags, an import of it restores them, a re-import of the records keeps them, and WHOOP's
/// journal answers become tags.
@Suite struct RiderEntriesTests {
  @Test func anExportRestoresTheCorrectionsAndTagsIntoANewStore() throws {
    let directory = Paths.temporaryDirectory("rider-backup")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (old, new) = (directory.path + "/old", directory.path + "/new")
    let runner = InProcessRunner()
    try ImportedStore.copy(to: old)
    let listing = ["activities", "--date", "2026-11-20", "--days", "7", "--json"]
    let before = runner.run(["--data", old] + listing)
    let id = try #require(
      try JSONParser.parse(Array(before.stdout.utf8))["activities"]?.arrayValue?.first?["shortId"]?
        .stringValue)
    #expect(runner.run(["--data", old, "activities", "set-load", id, "85"]).status == 0)
    #expect(
      runner.run(["--data", old, "tag", "add", "soreness", "--value", "4", "--date", "2026-11-18"])
        .status == 0)
    let export = runner.run(["--data", old, "export", "--json"])
    #expect(export.status == 0)
    let backup = directory.path + "/backup.json"
    try Data(export.stdout.utf8).write(to: URL(fileURLWithPath: backup))
    let restored = runner.run(["--data", new, "import", backup])
    #expect(restored.status == 0, "\(restored.stderr)")
    #expect(restored.stdout.contains("yours      1 correction and 1 tag, kept"))
    #expect(
      runner.run(["--data", new] + listing).stdout == runner.run(["--data", old] + listing).stdout)
    let tags = ["tag", "list", "--date", "2026-11-20", "--days", "7"]
    #expect(
      runner.run(["--data", new] + tags).stdout == runner.run(["--data", old] + tags).stdout)
    #expect(runner.run(["--data", new] + listing).stdout.contains("\"method\": \"rider\""))
    // Importing the records again changes nothing the rider typed.
    #expect(
      runner.run(["--data", new, "import", Paths.fixture("records/athlete.json").path]).status == 0)
    #expect(runner.run(["--data", new] + listing).stdout.contains("\"method\": \"rider\""))
  }

  @Test func aRebuildOfTheDerivedTablesKeepsTheCorrections() throws {
    let directory = Paths.temporaryDirectory("rider-rebuild")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = directory.path + "/store"
    let runner = InProcessRunner()
    try ImportedStore.copy(to: store)
    let listing = ["--data", store, "activities", "--date", "2026-11-20", "--days", "7", "--json"]
    let id = try #require(
      try JSONParser.parse(Array(runner.run(listing).stdout.utf8))["activities"]?.arrayValue?
        .first?["shortId"]?.stringValue)
    #expect(runner.run(["--data", store, "activities", "ignore", id]).status == 0)
    let corrected = runner.run(listing).stdout
    #expect(corrected.contains("\"ignored\": true"))
    // The derived tables emptied, as an upgrade that replaces them leaves them: the ledger is
    // computed again from the records and the corrections.
    try SQLiteDatabase(path: store + "/" + StoreDatabase.fileName).execute(
      "DELETE FROM merged_activities; DELETE FROM pmc; DELETE FROM training_ledger; "
        + "DELETE FROM score_cache")
    #expect(runner.run(listing).stdout == corrected)
  }

  @Test func journalAnswersOfYesBecomeTagsOfTheCycleDay() throws {
    let source = Source(provider: .whoop, name: "WHOOP")
    func entry(_ question: String, _ yes: Bool, _ day: String) throws -> JournalEntry {
      JournalEntry(
        cycleStart: Date(timeIntervalSince1970: 0), cycleEnd: nil,
        cycleDay: try #require(LocalDate(iso: day)), question: question, answeredYes: yes,
        notes: nil, source: source)
    }
    let tags = JournalTags.tags([
      try entry("Have any alcoholic drinks?", true, "2025-09-07"),
      try entry("Have any caffeine? ", false, "2025-09-07"),
      try entry("Viewed a screen device in bed?", true, "2025-09-09"),
      try entry("Have any alcoholic drinks?", true, "2025-09-07"),
    ])
    #expect(tags.map(\.name) == ["alcohol", "viewed-a-screen-device-in-bed"])
    #expect(tags.map(\.date.description) == ["2025-09-07", "2025-09-09"])
    #expect(tags.allSatisfy { $0.origin == "whoop" && $0.value == nil })
    #expect(
      JournalTags.name("Did you take any medication or supplements today that were prescribed?")
        == "did-you-take-any-medication-or")
  }

  @Test func tagNamesAreLowerCaseWordsJoinedByHyphens() {
    for good in ["alcohol", "late-meal", "caffeine-late", "zone2", "a"] {
      #expect(TagName.isValid(good), "\(good)")
    }
    for bad in ["", "late meal", "Alcohol", "late--meal", "-late", "late-", "café", "a_b"] {
      #expect(!TagName.isValid(bad), "\(bad)")
    }
    #expect(!TagName.isValid(String(repeating: "a", count: 41)))
  }
}
