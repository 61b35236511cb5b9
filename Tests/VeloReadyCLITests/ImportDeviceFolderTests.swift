import Foundation
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

/// `veloready import FOLDER` on a folder of device files: each file fingerprinted and logged on
/// its own, one summary for the folder.
@Suite struct ImportDeviceFolderTests {
  let runner = InProcessRunner()

  /// A folder with copies of `fixtures` (paths under `Fixtures/`, copied to their file names).
  func folder(_ directory: TemporaryDirectory, _ fixtures: [String]) throws -> String {
    let rides = directory.path("rides")
    try FileManager.default.createDirectory(atPath: rides, withIntermediateDirectories: true)
    for path in fixtures {
      try FileManager.default.copyItem(
        atPath: Paths.fixturePath(path), toPath: rides + "/" + PathText.name(of: path))
    }
    return rides
  }

  @Test func importingTheFolderAgainAfterOneMoreRideReadsOnlyThatRide() throws {
    let directory = TemporaryDirectory("device-folder")
    let store = directory.path("store")
    let rides = try folder(
      directory, ["fit/garmin-edge-820-bike.fit", "fit/garmin-fenix-5-run.fit", "device/ride.tcx"])
    let first = runner.run(["--data", store, "import", rides])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("  read       3 files: 3 activities (2 rides, 1 run)\n"))
    #expect(first.stdout.contains("  stored     3 new, 0 updated, 0 already stored\n"))
    try FileManager.default.createDirectory(
      atPath: rides + "/2026", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Paths.fixturePath("device/ride.gpx"), toPath: rides + "/2026/ride.gpx")
    let second = runner.run(["--data", store, "import", rides])
    #expect(second.status == 0, "\(second.stderr)")
    #expect(
      second.stdout == """
        imported 'rides' (folder of device files)
          read       1 file: 1 ride
          skipped    3 files imported before (same content)
          covers     2026-09-20
          stored     1 new, 0 updated, 0 already stored
          note       '2026/ride.gpx': the gap rule left out 300 of 370 s of track 1 (81 %): the file has no timer, so gaps over 30 s between points count as pauses

        """)
    // Every file is in the log on its own, named inside its folder.
    let log = try StoreState(store).imports.map(\.name)
    #expect(
      log.sorted() == [
        "rides/2026/ride.gpx", "rides/garmin-edge-820-bike.fit", "rides/garmin-fenix-5-run.fit",
        "rides/ride.tcx",
      ])
    let third = runner.run(["--data", store, "import", rides])
    #expect(third.stdout.contains("  read       no new file\n"))
    #expect(third.stdout.contains("  skipped    4 files imported before (same content)\n"))
  }

  @Test func aSummaryOfManyFilesNamesOnlyTheFirstProblems() throws {
    let directory = TemporaryDirectory("device-folder-damaged")
    let rides = try folder(directory, ["fit/garmin-edge-820-bike.fit"])
    let damaged = try Data(
      contentsOf: URL(fileURLWithPath: Paths.fixturePath("device/corrupt-header.fit")))
    for index in 1...8 {
      // One more byte makes each copy a file of its own; its header is as corrupt.
      try (damaged + Data([UInt8(index)])).write(
        to: URL(fileURLWithPath: rides + "/broken-\(index).fit"))
    }
    for index in 1...7 {
      try Data("note \(index)\n".utf8).write(to: URL(fileURLWithPath: rides + "/n\(index).txt"))
    }
    let result = runner.run(["--data", directory.path("store"), "import", rides])
    #expect(result.status == 0, "\(result.stderr)")
    let reason = "the FIT header at byte 0 is corrupt: its CRC is 0x5611 but its bytes give 0xA911"
    let expected =
      [
        "imported 'rides' (folder of device files)",
        "  read       9 files: 1 ride, 8 damaged",
        "  covers     2017-06-12",
        "  stored     1 new, 0 updated, 0 already stored",
      ] + (1...5).map { "  damaged    'broken-\($0).fit': \(reason)" } + [
        "             … and 3 more",
        "  ignored    7 other files (not FIT, TCX or GPX): 'n1.txt', 'n2.txt', 'n3.txt', "
          + "'n4.txt', 'n5.txt', …",
      ]
    #expect(result.stdout == expected.joined(separator: "\n") + "\n")
  }

  @Test func aFolderFailsWithExit65OnlyWhenNoneOfItsDeviceFilesCanBeRead() throws {
    let directory = TemporaryDirectory("device-folder-failed")
    let store = directory.path("store")
    let rides = try folder(directory, ["device/corrupt-header.fit"])
    let result = runner.run(["--data", store, "import", rides])
    #expect(result.status == 65)
    #expect(result.stdout.contains("  read       1 file: 1 damaged\n"))
    #expect(try StoreState(store).imports.isEmpty)
    // With one sound ride beside it, the folder imports, now and on every later run, and the
    // damaged file, never logged, is named each time.
    try FileManager.default.copyItem(
      atPath: Paths.fixturePath("fit/garmin-fenix-5-bike.fit"), toPath: rides + "/ride.fit")
    for run in 1...2 {
      let again = runner.run(["--data", store, "import", rides])
      #expect(again.status == 0, "run \(run): \(again.stderr)")
      #expect(again.stdout.contains("  damaged    'corrupt-header.fit': "), "run \(run)")
    }
    #expect(try StoreState(store).imports.map(\.name) == ["rides/ride.fit"])
  }

  @Test func aFolderWithoutDeviceFilesIsRefused() throws {
    let directory = TemporaryDirectory("device-folder-empty")
    let notes = directory.path("notes")
    try FileManager.default.createDirectory(atPath: notes, withIntermediateDirectories: true)
    try Data("hello\n".utf8).write(to: URL(fileURLWithPath: notes + "/a.txt"))
    let result = runner.run(["--data", directory.path("store"), "import", notes])
    #expect(result.status == 65)
    #expect(
      result.stderr.hasPrefix(
        "error: cannot import '\(notes)': the folder holds no Apple Health export, no Strava "
          + "export and no FIT, TCX or GPX file\n"))
  }

  @Test func aMonitoringFileInAFolderIsLoggedSoItIsNotReadAgain() throws {
    let directory = TemporaryDirectory("device-folder-monitoring")
    let store = directory.path("store")
    let rides = try folder(directory, ["fit/MonitoringFile.fit", "fit/garmin-fenix-5-bike.fit"])
    let first = runner.run(["--data", store, "import", rides])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      first.stdout.contains(
        "  read       2 files: 1 ride, 1 not an activity (a FIT monitoring file)\n"))
    let again = runner.run(["--data", store, "import", rides])
    #expect(again.stdout.contains("  skipped    2 files imported before (same content)\n"))
  }
}
