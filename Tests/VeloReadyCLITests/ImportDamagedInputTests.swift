import Foundation
import TestSupport
import Testing

@testable import VeloReadyCLI

/// A file that holds nothing to read is said to be so, and fails (65): an empty file is
/// "empty", not "not a format veloready reads"; a FIT file cut after its header is damaged, not
/// a sound file without activity (which exited 0).
@Suite struct ImportDamagedInputTests {
  let runner = InProcessRunner()

  @Test func anEmptyFileIsCalledEmpty() throws {
    let directory = TemporaryDirectory("damaged-input")
    let file = directory.path("ride.fit")
    try NativeFile.write("", to: file)
    let result = runner.run(["--data", directory.path("store"), "import", file])
    #expect(result.status == 65)
    #expect(result.stderr == "error: cannot import '\(file)': the file is empty (0 bytes)\n")
  }

  @Test func aFITFileCutAfterItsHeaderIsDamaged() throws {
    let directory = TemporaryDirectory("damaged-input")
    let whole = try Data(contentsOf: Paths.fixture("fit/garmin-edge-820-bike.fit"))
    let file = directory.path("cut.fit")
    try whole.prefix(14).write(to: URL(fileURLWithPath: file))
    let result = runner.run(["--data", directory.path("store"), "import", file])
    #expect(result.status == 65)
    #expect(result.stderr.contains("the FIT file ends at byte 14"), "\(result.stderr)")
    #expect(result.stderr.contains("no activity is left to read"))
  }

  @Test func inAFolderBothAreNamedAsDamaged() throws {
    let directory = TemporaryDirectory("damaged-input")
    let rides = directory.path("rides")
    try FileManager.default.createDirectory(atPath: rides, withIntermediateDirectories: true)
    try NativeFile.write("", to: rides + "/empty.fit")
    let whole = try Data(contentsOf: Paths.fixture("fit/garmin-edge-820-bike.fit"))
    try whole.prefix(14).write(to: URL(fileURLWithPath: rides + "/cut.fit"))
    let result = runner.run(["--data", directory.path("store"), "import", rides])
    #expect(result.status == 65)
    #expect(result.stdout.contains("  read       2 files: 2 damaged\n"))
    #expect(result.stdout.contains("  damaged    'empty.fit': the file is empty (0 bytes)\n"))
    #expect(result.stdout.contains("  damaged    'cut.fit': the FIT file ends at byte 14"))
  }
}
