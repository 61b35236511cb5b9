import Foundation
import TestSupport
import Testing

@testable import VeloReadyCLI

/// An Apple Health export read on several threads leaves the store and prints the summary
/// exactly as when read on one (docs/architecture.md §5, *An export on every core*). The pieces
/// are forced small, so that these exports of a few kilobytes are cut at nearly every record.
@Suite struct ImportPiecesTests {
  /// Exports with several types, sleep, workouts with heart rate, beat lists, a correlation,
  /// duplicates, units to convert and records to reject, one of them zipped.
  static let exports = [
    "apple-health/basic/export.xml", "apple-health/engine-day/export.xml",
    "apple-health/duplicates/export.xml", "apple-health/units/export.xml",
    "apple-health/future-dates/export.xml", "apple-health/zips/exportar.zip",
  ]

  @Test(arguments: [1, 300, 4_000])
  func theStoreAndTheSummaryAreTheSameAsOnOneThread(pieceBytes: Int) throws {
    let directory = Paths.temporaryDirectory("import-pieces")
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = Self.exports.map { Paths.fixtures.appendingPathComponent($0).path }
    var outcomes: [(RunResult, StoreState)] = []
    for (name, pieces) in [("one", nil), ("many", (Int64(0), pieceBytes))] {
      var runner = InProcessRunner()
      runner.exportPieces = pieces
      let store = directory.appendingPathComponent(name).path
      let zone = runner.run(["--data", store, "config", "set", "timeZone", "Europe/Paris"])
      #expect(zone.status == 0)
      let run = runner.run(["--data", store, "import"] + files)
      outcomes.append((run, try StoreState(store).withoutImportTimes))
    }
    let (one, many) = (outcomes[0], outcomes[1])
    #expect(one.0.status == 0)
    #expect(one.0.stdout.contains("rejected"))
    #expect(many.0 == one.0)
    #expect(many.1 == one.1)
    #expect(!one.1.records.isEmpty)
  }

  /// A changed export of a logged export's size is fingerprinted before it is parsed, so its
  /// pieces are parsed without the hash (the workers keep no piece for it): the store, the
  /// import log's fingerprints and the summary are still those of one thread.
  @Test func aChangedExportOfALoggedSizeReadsAsOnOneThread() throws {
    let directory = Paths.temporaryDirectory("import-pieces-again")
    defer { try? FileManager.default.removeItem(at: directory) }
    let original = try Data(
      contentsOf: Paths.fixtures.appendingPathComponent("apple-health/basic/export.xml"))
    var changed = [UInt8](original)
    let value = Array("value=\"".utf8)
    let at = try #require(
      (0..<changed.count - value.count).first { Array(changed[$0..<$0 + value.count]) == value })
    try #require((0x31...0x38).contains(changed[at + value.count]))
    changed[at + value.count] += 1
    var outcomes: [(RunResult, StoreState)] = []
    for (name, pieces) in [("one", nil), ("many", (Int64(0), 200))] {
      var runner = InProcessRunner()
      runner.exportPieces = pieces
      // The same path for both runs, so that the summaries can be compared as printed.
      let store = directory.appendingPathComponent(name).path
      let export = directory.appendingPathComponent("export.xml")
      #expect(
        runner.run(["--data", store, "config", "set", "timeZone", "Europe/Paris"]).status == 0)
      try original.write(to: export)
      #expect(runner.run(["--data", store, "import", export.path]).status == 0)
      try Data(changed).write(to: export)
      let run = runner.run(["--data", store, "import", export.path])
      outcomes.append((run, try StoreState(store).withoutImportTimes))
    }
    let (one, many) = (outcomes[0], outcomes[1])
    #expect(one.0.status == 0)
    #expect(many.0 == one.0)
    #expect(many.1 == one.1)
  }
}
