import Foundation
import TestSupport
import Testing

/// Runs the built `veloready` binary: `main.swift`, stream separation and exit codes.
@Suite struct EndToEndTests {
  static var binary: URL {
    // The test bundle sits next to the products in the build directory.
    let products = Bundle.main.bundleURL
    let candidates = [
      products.appendingPathComponent("veloready"),
      products.deletingLastPathComponent().appendingPathComponent("veloready"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[0]
  }

  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (
    out: String, err: String, status: Int32
  ) {
    var variables = [
      "LANG": "C.UTF-8", "COLUMNS": "80", "HOME": Paths.temporaryDirectory("e2e-home").path,
    ]
    variables.merge(environment) { $1 }
    let result = try ChildProcess.run(Self.binary.path, arguments, environment: variables)
    return (result.stdout, result.stderr, result.status)
  }

  @Test func theBinaryExists() {
    #expect(
      FileManager.default.isExecutableFile(atPath: Self.binary.path),
      "no binary at \(Self.binary.path)")
  }

  @Test func todayOnTheDemoPrintsRingsOnStdoutAndNothingOnStderr() throws {
    let result = try run(["today"])
    #expect(result.status == 0)
    #expect(
      result.out.contains("SLEEP") && result.out.contains("RECOVERY")
        && result.out.contains("STRAIN"))
    #expect(result.out.contains("demo data"))
    #expect(!result.out.contains("\u{1B}"), "a pipe gets no colour")
    #expect(result.err.isEmpty)
  }

  @Test func usageErrorsGoToStderrWithExit64() throws {
    let result = try run(["today", "--jsn"])
    #expect(result.status == 64)
    #expect(result.out.isEmpty)
    #expect(
      result.err
        == "error: Unknown option '--jsn'. Did you mean '--json'?\nhint: see 'veloready today --help'\n"
    )
  }

  @Test func aMissingStoreIs66AndNoColourWithNoColor() throws {
    let missing = Paths.temporaryDirectory("e2e").appendingPathComponent("none").path
    let result = try run(
      ["--data", missing, "today", "--color", "always"], environment: ["NO_COLOR": "1"])
    #expect(result.status == 66)
    #expect(result.err.hasPrefix("error: no veloready store at '\(missing)'"))
  }

  @Test func jsonIsAValidDocumentOnStdout() throws {
    let result = try run(["today", "--json"])
    #expect(result.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
    #expect(object?["schema"] as? String == "veloready.today/v1")
    #expect(result.out.hasSuffix("}\n"))
  }

  @Test func importThenCachedTodayAndCheckExitCodes() throws {
    let store = Paths.temporaryDirectory("e2e-store").appendingPathComponent("store").path
    let fixture = Paths.fixtures.appendingPathComponent("records/athlete.json").path
    let imported = try run(["--data", store, "import", fixture])
    #expect(imported.status == 0)
    #expect(imported.out.contains("imported 'athlete.json'"))
    #expect(try run(["--data", store, "today", "--date", "2026-11-18"]).status == 0)
    let cached = try run(["--data", store, "today", "--date", "2026-11-18", "--cached", "--check"])
    // 2026-11-18 has no sleep: the missing-sleep warning makes --check exit 20.
    #expect(cached.status == 20)
    #expect(cached.out.contains("cached, computed"))
    let version = try run(["--version"])
    #expect(version.status == 0 && version.out.hasPrefix("veloready "))
  }

  @Test func checkExitCodesDriveCron() throws {
    // A past date: on the real clock the demo's night may still be going on (no night yet is a
    // warning), which would make this test depend on the hour it runs at.
    #expect(
      try run(["today", "--check", "--date", "2026-11-20"]).status == 0, "the demo athlete is well")
    let store = Paths.temporaryDirectory("e2e-check").appendingPathComponent("store").path
    let fixture = Paths.fixtures.appendingPathComponent("records/unwell.json").path
    #expect(try run(["--data", store, "import", fixture]).status == 0)
    let critical = try run(["--data", store, "today", "--date", "2026-11-20", "--check"])
    #expect(critical.status == 30)
    #expect(critical.err.isEmpty)
    #expect(try run(["--data", store, "alerts", "--date", "2026-11-20", "--check"]).status == 30)
    #expect(
      try run(["--data", store, "alerts", "dismiss", "illness-watch", "--date", "2026-11-20"])
        .status == 0)
    #expect(
      try run(["--data", store, "alerts", "dismiss", "hrv-suppressed", "--date", "2026-11-20"])
        .status == 0)
    #expect(
      try run(["--data", store, "today", "--date", "2026-11-20", "--check", "--cached"]).status
        == 20)
  }
}
