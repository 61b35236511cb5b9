import Foundation
import HealthImport
import TestSupport
import Testing

@testable import VeloReadyCLI

/// An Apple Health `export.xml` is fingerprinted while it is parsed unless a logged file (or
/// another input) has its size: a new export is read once, an unchanged one is still recognised
/// without parsing, and a different file of the same size is never taken for it.
@Suite struct ImportFingerprintTests {
  let runner = InProcessRunner()

  func store() -> (URL, String) {
    let directory = Paths.temporaryDirectory("fingerprint")
    return (directory, directory.appendingPathComponent("store").path)
  }

  var export: String { Paths.fixtures.appendingPathComponent("apple-health/basic/export.xml").path }

  @Test func anExportFingerprintedWhileParsedIsRecognisedTheNextTime() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(runner.run(["--data", store, "import", export]).status == 0)
    let first = try StoreState(store)
    let file = try FileBytes(path: export)
    #expect(first.imports.map(\.fingerprint) == [try file.fingerprint()])
    let again = runner.run(["--data", store, "import", export])
    #expect(again.status == 0)
    #expect(again.stdout.contains("already imported"))
    #expect(try StoreState(store) == first)
  }

  @Test func aDifferentExportOfTheSameSizeIsImported() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(runner.run(["--data", store, "import", export]).status == 0)
    // One digit of one value changed: the same size, other content.
    var text = try String(contentsOfFile: export, encoding: .utf8)
    let value = try #require(text.range(of: "value=\"5"))
    text.replaceSubrange(value, with: "value=\"6")
    let changed = directory.appendingPathComponent("export.xml").path
    try text.write(toFile: changed, atomically: true, encoding: .utf8)
    #expect(try FileBytes(path: changed).count == (try FileBytes(path: export).count))
    let result = runner.run(["--data", store, "import", changed])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("already imported"))
    let fingerprints = try StoreState(store).imports.map(\.fingerprint)
    #expect(fingerprints.count == 2 && Set(fingerprints).count == 2)
  }

  @Test func theSameExportTwiceInOneRunIsReadOnce() throws {
    let (directory, store) = store()
    defer { try? FileManager.default.removeItem(at: directory) }
    let copy = directory.appendingPathComponent("copy.xml").path
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: export, toPath: copy)
    let result = runner.run(["--data", store, "import", export, copy])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("'copy.xml' is the same file as one above; skipped"))
    #expect(try StoreState(store).imports.count == 1)
  }
}
