import Foundation
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

/// `veloready import` on inputs recognised by content: intervals.icu files, the older Strava
/// export, and files refused with a reason of their own.
@Suite struct ImportInputsTests {
  let runner = InProcessRunner()

  func withStore(_ body: (_ store: String, _ directory: URL) throws -> Void) throws {
    let directory = Paths.temporaryDirectory("inputs")
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory.appendingPathComponent("store").path, directory)
  }

  @Test func intervalsFilesSavedFromTheAPIAreImportedAndScored() throws {
    try withStore { store, _ in
      let result = runner.run([
        "--data", store, "import", Paths.fixturePath("intervals/wellness.json"),
        Paths.fixturePath("intervals/activities.json"),
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains("imported 'wellness.json' (intervals.icu wellness.json)"))
      #expect(
        result.stdout.contains("imported 'activities.json' (intervals.icu activities.json)"))
      let today = runner.run(["--data", store, "today", "--date", "2026-09-20", "--json"])
      #expect(today.status == 0)
      #expect(today.stdout.contains("\"provider\": \"intervals.icu\""))
    }
  }

  @Test func theOlderStravaExportIsImported() throws {
    try withStore { store, _ in
      let result = runner.run([
        "--data", store, "import", Paths.fixturePath("strava/activities-legacy.csv"),
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains("(Strava activities.csv)"))
      #expect(result.stdout.contains("stored     3 new"))
    }
  }

  @Test(
    "refused inputs say why",
    arguments: [
      ("[]\n", "an empty JSON array '[]': there is nothing to import"),
      (#"[{"name":"x"}]"#, "a JSON array, but not of intervals.icu wellness days or activities"),
    ])
  func refused(content: String, reason: String) throws {
    try withStore { store, directory in
      let path = directory.appendingPathComponent("wellness.json").path
      try Data(content.utf8).write(to: URL(fileURLWithPath: path))
      let result = runner.run(["--data", store, "import", path])
      #expect(result.status == 65)
      #expect(result.stderr.hasPrefix("error: cannot import '\(path)': \(reason)"))
      #expect(!StoreState.hasRecords(store))
    }
  }

  @Test func theAppleHealthSummarySaysWhyHeartRateAndSleepAreNotUsed() throws {
    try withStore { store, _ in
      let basic = runner.run([
        "--data", store, "import", Paths.fixturePath("apple-health/basic/export.xml"),
      ])
      #expect(basic.status == 0, "\(basic.stderr)")
      #expect(
        basic.stdout.contains(
          "    HeartRate                     7 seen, 5 kept\n"
            + "      2 outside workouts or in pauses: only workout streams use heart rate\n"))
      let phone = runner.run([
        "--data", store, "import", Paths.fixturePath("apple-health/iphone-only/export.xml"),
      ])
      #expect(phone.status == 0, "\(phone.stderr)")
      #expect(phone.stdout.contains("  note       sleep: all 2 sleep records are 'InBed'"))
    }
  }

  @Test func aFolderOrPipeIsRefusedInWordsBeforeAnyRead() throws {
    try withStore { _, directory in
      #expect {
        _ = try FileBytes(path: directory.path)
      } throws: { error in
        guard let error = error as? CLIError else { return false }
        return error.message == "cannot import '\(directory.path)': a folder, not a regular file"
          && error.code == .noInput
      }
      let fifo = directory.appendingPathComponent("pipe").path
      #expect(mkfifo(fifo, 0o600) == 0)
      #expect {
        _ = try FileBytes(path: fifo)
      } throws: { error in
        (error as? CLIError)?.message
          == "cannot import '\(fifo)': a named pipe (FIFO), not a regular file"
      }
    }
  }

  @Test func heartRateOutsideWorkoutsIsListedEvenWhenNoneIsKept() throws {
    try withStore { store, directory in
      let path = directory.appendingPathComponent("export.xml").path
      let text = """
        <HealthData locale="en_GB">
         <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="W" unit="count/min" \
        startDate="2026-09-21 07:10:00 +0200" endDate="2026-09-21 07:10:00 +0200" value="58"/>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="P" unit="count" \
        startDate="2026-09-21 09:00:00 +0200" endDate="2026-09-21 09:10:00 +0200" value="640"/>
        </HealthData>
        """
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      let result = runner.run(["--data", store, "import", path])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(
        result.stdout.contains(
          "    HeartRate                     1 seen, 0 kept\n"
            + "      1 outside workouts or in pauses: only workout streams use heart rate\n"))
      #expect(!result.stdout.contains("other types not used"))
    }
  }

  @Test func theClinicalDocumentPointsToTheExportBesideIt() throws {
    try withStore { store, _ in
      let path = Paths.fixturePath("apple-health/not-an-export/export_cda.xml")
      let result = runner.run(["--data", store, "import", path])
      #expect(result.status == 65)
      #expect(
        result.stderr.hasPrefix(
          "error: cannot import '\(path)': this is the clinical document of an Apple Health "
            + "export (export_cda.xml, root <ClinicalDocument>), not the export itself: import "
            + "export.xml from the same folder, or the whole apple_health_export folder\n"))
    }
  }
}
