import Foundation
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

#if canImport(Glibc)
  import Glibc
#endif

/// A file whose name is not UTF-8 (`M\xFCnchen.fit`, Latin-1 from an old zip or a FAT card) is
/// imported like any other and named with its odd bytes escaped; before, the folder walk turned
/// the name into text, could not open what it named, and left the ride out without a word.
@Suite struct ImportFileNameBytesTests {
  let runner = InProcessRunner()

  /// Writes `bytes` to the file named by the bytes `name` in `folder`.
  func write(_ bytes: Data, folder: String, name: [UInt8]) throws {
    let path = HostPath(folder).appending(name)
    let descriptor = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    try #require(written == bytes.count)
  }

  @Test func aNameThatIsNotUTF8IsImportedAndShownEscaped() throws {
    let directory = TemporaryDirectory("name-bytes")
    let rides = directory.path("rides")
    try FileManager.default.createDirectory(atPath: rides, withIntermediateDirectories: true)
    let fixture = { (path: String) in try Data(contentsOf: Paths.fixture(path)) }
    try write(
      fixture("fit/garmin-edge-820-bike.fit"), folder: rides,
      name: Array("M".utf8) + [0xFC] + Array("nchen.fit".utf8))
    try write(
      fixture("fit/garmin-fenix-5-run.fit"), folder: rides, name: Array("run\u{1B}[2J.fit".utf8))
    try write(
      fixture("fit/activity-unexpected-eof.fit"), folder: rides,
      name: Array("cut".utf8) + [0xFF, 0xFE] + Array(".fit".utf8))
    let result = runner.run(["--data", directory.path("store"), "import", rides])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains("  read       3 files: 3 activities (2 runs, 1 ride)\n"),
      "\(result.stdout)")
    #expect(result.stdout.contains("  stored     3 new, 0 updated, 0 already stored\n"))
    #expect(result.stdout.contains("'cut\\xFF\\xFE.fit': the FIT file ends at byte 768"))
    #expect(!result.stdout.contains("\u{1B}"))
  }

  @Test func shownTextEscapesUndecodableBytesAndControls() {
    #expect(ShownText.escaping(Array("M".utf8) + [0xFC] + Array("nchen".utf8)) == "M\\xFCnchen")
    #expect(ShownText.escaping(Array("Zürich ✓".utf8)) == "Zürich ✓")
    // A cut three-byte sequence is two undecodable bytes; the next valid character survives.
    #expect(ShownText.escaping([0xE2, 0x9C, 0x41]) == "\\xE2\\x9CA")
    #expect(ShownText.escaping("ride\u{1B}[31m\u{9B}2J\u{7F}") == "ride\\x1B[31m\\u{9B}2J\\x7F")
    #expect(ShownText.escaping("Morning Ride") == "Morning Ride")
  }
}
