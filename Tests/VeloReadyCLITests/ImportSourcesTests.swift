import Foundation
import HealthImport
import TestSupport
import Testing
import VeloJSON

@testable import VeloKit
@testable import VeloReadyCLI

/// `veloready import` on Apple Health exports and Strava CSV files, end to end through the store.
@Suite struct ImportSourcesTests {
  let runner = InProcessRunner()

  func store() -> (URL, String) {
    let directory = Paths.temporaryDirectory("sources")
    return (directory, directory.appendingPathComponent("store").path)
  }

  func scores(_ store: String, _ date: String) throws -> (Double?, Double?, Double?, JSONValue) {
    let result = runner.run(["--data", store, "today", "--date", date, "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let document = try JSONParser.parse(result.stdout)
    return (
      document["scores"]?["sleep"]?["value"]?.numberValue,
      document["scores"]?["recovery"]?["value"]?.numberValue,
      document["scores"]?["strain"]?["value"]?.numberValue, document
    )
  }

  @Test func anAppleHealthExportIsScoredAsWorkedOutByHand() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    for setting in [["timeZone", "Europe/Paris"], ["sex", "male"], ["maxHeartRate", "190"]] {
      #expect(runner.run(["--data", store, "config", "set"] + setting).status == 0)
    }
    let imported = runner.run([
      "--data", store, "import", Paths.fixturePath("apple-health/engine-day/export.xml"),
    ])
    #expect(imported.status == 0)
    #expect(imported.stdout.contains("(Apple Health export.xml)"))
    #expect(imported.stdout.contains("covers     2026-09-13 to 2026-09-21"))
    // The engine-day fixture, worked by hand in AppleHealthEngineTests: sleep 93, recovery 92,
    // one ride of 61.96 by the heart-rate stream, 6000 steps → strain 8.3.
    let (sleep, recovery, strain, document) = try scores(store, "2026-09-21")
    #expect(sleep == 93 && recovery == 92 && strain == 8.3)
    #expect(document["activities"]?["today"]?.arrayValue?.first?["load"] == .number(62))
    #expect(
      document["activities"]?["today"]?.arrayValue?.first?["sources"]?.arrayValue?.first?[
        "provider"] == .string("apple-health"))
  }

  @Test(
    "every shape of export imports the same records",
    arguments: [
      "apple-health/localised/apple_health_export", "apple-health/localised",
      "apple-health/zips/exportar.zip", "apple-health/zips/zip64.zip",
      "apple-health/zips/stored.zip",
      "apple-health/zips/chinese-name.zip",
    ])
  func exportShapes(_ path: String) throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = runner.run(["--data", store, "import", Paths.fixturePath(path)])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Apple Health"))
    #expect(result.stdout.contains(" new, "))
    #expect(StoreState.hasRecords(store))
  }

  @Test(
    "exports that cannot be read leave the store exactly as it was",
    arguments: [
      ("apple-health/truncated/export.xml", 65), ("apple-health/not-an-export/export_cda.xml", 65),
      ("apple-health/zips/no-export.zip", 65), ("apple-health/zips/truncated.zip", 65),
      ("apple-health/zips/corrupt.zip", 65), ("apple-health/no-such-export.zip", 66),
      ("apple-health/not-an-export", 65),
    ])
  func unreadableExports(path: String, status: Int32) throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(
      runner.run(["--data", store, "import", Paths.fixturePath("records/new-user.json")]).status
        == 0)
    let before = try StoreState(store)
    let result = runner.run(["--data", store, "import", Paths.fixturePath(path)])
    #expect(result.status == status, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("error: cannot import '"))
    #expect(result.stdout.isEmpty)
    #expect(try StoreState(store) == before)
  }

  @Test func reimportingAnExportChangesNothing() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = Paths.fixturePath("apple-health/zips/exportar.zip")
    #expect(runner.run(["--data", store, "import", path]).status == 0)
    let records = try StoreState(store)
    let again = runner.run(["--data", store, "import", path])
    #expect(again.stdout.contains("already imported"))
    // The same export unzipped is other bytes, but the records merge to the same store.
    let folder = runner.run([
      "--data", store, "import", Paths.fixturePath("apple-health/localised"),
    ])
    #expect(folder.stdout.contains("0 new, 0 updated"))
    #expect(try StoreState(store).records == records.records)
  }

  @Test func aProgressBarIsDrawnOnlyForLargeInputsOnATerminal() {
    #expect(!ProgressBar.wanted(size: 10_000_000, stderrIsTerminal: true))
    #expect(!ProgressBar.wanted(size: 60_000_000, stderrIsTerminal: false))
    #expect(ProgressBar.wanted(size: 60_000_000, stderrIsTerminal: true))
    let console = CapturingConsole()
    let bar = ProgressBar(label: "importing x", console: console, unicode: false)
    bar.update(done: 5, total: 10)
    bar.update(done: 5, total: 10)
    bar.finish()
    #expect(console.stderr.hasPrefix("\rimporting x ###############--------------- 50 %"))
    #expect(console.stderr.components(separatedBy: "50 %").count == 2)
    #expect(console.stdout.isEmpty)
  }

  @Test func aStravaExportImportsItsActivities() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    let csv = try #require(
      try FileManager.default.contentsOfDirectory(atPath: Paths.fixturePath("strava")).filter {
        $0.hasSuffix(".csv")
      }.sorted().first)
    let result = runner.run(["--data", store, "import", Paths.fixturePath("strava/\(csv)")])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("(Strava activities.csv)"))
  }
}
