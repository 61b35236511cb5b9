import Foundation
import TestSupport
import Testing
import VeloKit
import VeloStore

@testable import VeloReadyCLI

/// `StoreCreation`: a store that exists is used at once; one that does not is created on another
/// thread and waited for, with the failure `writableStore()` would have thrown.
@Suite struct StoreCreationTests {
  let runner = InProcessRunner()

  func setup(data: String) throws -> Setup {
    var global = GlobalOptions()
    global.dataDirectory = data
    let environment = RunEnvironment(
      arguments: [], variables: runner.variables, now: runner.now,
      systemTimeZone: runner.systemTimeZone)
    return try Setup.resolve(global, environment, console: CapturingConsole())
  }

  @Test func aMissingStoreIsCreatedBesideTheCaller() throws {
    let directory = TemporaryDirectory("creation")
    let data = directory.path("store")
    let creation = StoreCreation(try setup(data: data))
    #expect(creation.existing == nil)
    let store = try creation.store()
    #expect(store.root == data)
    #expect(try creation.store() === store)
    #expect(FileManager.default.fileExists(atPath: data + "/veloready.db"))
    // The next command finds it and uses it at once.
    let again = StoreCreation(try setup(data: data))
    let existing = try #require(again.existing)
    #expect(try again.store() === existing)
  }

  @Test func aStoreThatCannotBeMadeFailsAsWritableStoreWould() throws {
    let directory = TemporaryDirectory("creation")
    try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
    let file = directory.path("file")
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    let setup = try setup(data: file + "/store")
    var expected: CLIError?
    do {
      _ = try setup.writableStore()
    } catch {
      expected = error
    }
    #expect(expected != nil)
    #expect(throws: try #require(expected)) { try StoreCreation(setup).store() }
  }

  @Test func anImportIntoAStoreThatCannotBeMadeReadsNothingIntoIt() throws {
    let directory = TemporaryDirectory("creation")
    try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
    let file = directory.path("file")
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    let export = Paths.fixtures.appendingPathComponent("apple-health/basic/export.xml").path
    let result = runner.run(["--data", file + "/store", "import", export])
    #expect(result.status != 0)
    #expect(result.stderr.contains("cannot create the store"), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }
}
