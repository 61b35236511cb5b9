import Foundation
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI
@testable import VeloStore

/// A folder of device files is parsed on every core (`ParallelMap`); the import must not depend
/// on it: the same folder imported on one thread and on several leaves the same store, byte for
/// byte, and prints the same summary.
@Suite struct ImportDeviceFolderWorkersTests {
  /// Every device fixture — rides and runs of several devices, compressed files, damaged ones, a
  /// monitoring file, files that are no device file — with a copy under another name (a repeat)
  /// and another ride.
  static func folder(_ directory: TemporaryDirectory) throws -> String {
    let rides = directory.path("rides")
    let manager = FileManager.default
    try manager.createDirectory(atPath: rides + "/2026", withIntermediateDirectories: true)
    for fixtures in ["fit", "device"] {
      try manager.copyItem(atPath: Paths.fixturePath(fixtures), toPath: rides + "/" + fixtures)
    }
    try manager.copyItem(
      atPath: Paths.fixturePath("device/ride.tcx"), toPath: rides + "/2026/again.tcx")
    try manager.copyItem(
      atPath: Paths.fixturePath("fit/garmin-fenix-5-bike.fit"), toPath: rides + "/2026/late.fit")
    return rides
  }

  /// Every file of the store's directory and its bytes.
  static func files(of store: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: store) {
      files[name] = try Data(contentsOf: URL(fileURLWithPath: store + "/" + name))
    }
    return files
  }

  @Test func oneThreadAndEveryCoreLeaveTheSameStoreAndSummary() throws {
    let directory = TemporaryDirectory("device-folder-workers")
    let rides = try Self.folder(directory)
    // The store's files hold the records, the import log and the training ledger: equal files,
    // equal reports.
    var results: [(workers: Int?, run: RunResult, store: [String: Data])] = []
    for workers in [1, nil] {
      var runner = InProcessRunner()
      runner.workers = workers
      let store = directory.path("store-\(workers.map(String.init) ?? "every-core")")
      let run = runner.run(["--data", store, "--tz", "Europe/Paris", "import", rides])
      results.append((workers, run, try Self.files(of: store)))
    }
    let one = try #require(results.first)
    // The folder holds rides, damaged files and others: a summary with something in every part.
    #expect(one.run.stdout.contains("imported 'rides' (folder of device files)"))
    #expect(one.run.stdout.contains("the same as another one given"), "\(one.run.stdout)")
    #expect(one.run.stdout.contains("damaged"), "\(one.run.stdout)")
    #expect(one.store["veloready.db"]?.isEmpty == false)
    for other in results.dropFirst() {
      #expect(other.run == one.run, "workers: \(String(describing: other.workers))")
      #expect(other.store == one.store, "workers: \(String(describing: other.workers))")
    }
  }
}

/// The ledger an import computes with the streams in hand (`HeartRateStreams`) is the one the
/// stored streams give when decoded.
@Suite struct ImportStreamsInHandTests {
  @Test(arguments: ["folder", "file"])
  func theLedgerOfAnImportIsTheOneItsDecodedStreamsGive(input: String) throws {
    let directory = TemporaryDirectory("streams-in-hand")
    let store = directory.path("store")
    let path =
      input == "folder"
      ? try ImportDeviceFolderWorkersTests.folder(directory)
      : Paths.fixturePath("fit/garmin-edge-820-bike.fit")
    let runner = InProcessRunner()
    // Every activity of the fixtures (2011–2026), ten years at a time.
    func activities() -> [RunResult] {
      ["2016-11-20", "2026-11-20"].map { date in
        runner.run([
          "--data", store, "--tz", "Europe/Paris", "activities", "--json", "--date", date,
          "--days", "3650",
        ])
      }
    }
    #expect(runner.run(["--data", store, "config", "set", "timeZone", "Europe/Paris"]).status == 0)
    #expect(runner.run(["--data", store, "import", path]).status == 0)
    let stored = activities()
    #expect(stored.allSatisfy { $0.status == 0 }, "\(stored.map(\.stderr))")
    #expect(stored.contains { $0.stdout.contains("\"heartRateStream\"") })
    // Marked stale, the ledger is computed again from the store's records, streams decoded.
    let database = try #require(try StoreDatabase.open(directory: store))
    try database.recordsChanged()
    #expect(activities() == stored)
  }
}
