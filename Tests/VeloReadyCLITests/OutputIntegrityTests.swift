import Foundation
import TestSupport
import Testing
import VeloJSON

/// What veloready writes keeps the rider's data (docs/architecture.md §10): JSON and exports
/// are UTF-8 whatever the locale or `--ascii`, and a failed write to standard output is an
/// error (exit 74), while a reader that closed the pipe (`| head`) ends it quietly.
@Suite struct OutputIntegrityTests {
  static let source = "Часы Ивана ⌚"
  static let name = "Утро на Воробьёвых 🚴‍♀️"

  /// A ride and two nights' HRV, named in Cyrillic and emoji.
  static func records() -> String {
    #"{"format":"veloready.records/v1","source":"\#(source)","activities":[{"id":"утро-1","#
      + #""start":"2026-11-19T07:00:00Z","durationSeconds":3600,"sport":"cycling","#
      + #""name":"\#(name)","averageHeartRate":141}],"hrv":["#
      + #"{"time":"2026-11-19T04:00:00Z","ms":61.5,"kind":"rmssd"},"#
      + #"{"time":"2026-11-20T04:00:00Z","ms":58,"kind":"rmssd"}]}"#
  }

  @Test(arguments: [["LC_ALL": "C"], ["LC_ALL": "POSIX", "LANG": "C"], ["--ascii": ""]])
  func anExportInAnASCIIRunImportsBackAsItWas(settings: [String: String]) async throws {
    let scratch = TemporaryDirectory("export-locale")
    let ascii = settings["--ascii"] != nil
    let plain = StoreBinary(store: scratch.path("store"), home: scratch.path("home"))
    let input = scratch.path("названия.json")
    try NativeFile.write(Self.records(), to: input)
    let imported = try await offThePool { try plain.run(["import", input]) }
    #expect(imported.status == 0, "\(imported.stderr)")
    var changed = plain
    changed.variables = settings.filter { $0.key != "--ascii" }
    let store = changed
    let flags = ascii ? ["--ascii"] : []

    let exported = try await offThePool { try store.run(flags + ["export", "--json"]) }
    #expect(exported.status == 0, "\(exported.stderr)")
    let document = try JSONParser.parse(exported.stdout)
    let activity = document["activities"]?.arrayValue?.first
    #expect(activity?["name"]?.stringValue == Self.name, "\(exported.stdout)")
    #expect(JSONWriter.compact(document).contains(Self.source))
    let backup = scratch.path("backup.json")
    try NativeFile.write(exported.stdout, to: backup)

    // Back into the same store: nothing new, nothing changed.
    let again = try await offThePool { try store.run(flags + ["import", backup]) }
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.contains("0 new, 0 updated"), "\(again.stdout)")
    let state = try StoreState(store.store)
    #expect(state.records.activities.map(\.name) == [Self.name])
    #expect(Set(state.records.hrv.map(\.source.name)) == [Self.source])

    // Every JSON report keeps the names too.
    for command in [["activities", "--days", "3650", "--json"], ["status", "--json"]] {
      let report = try await offThePool { try store.run(flags + command) }
      #expect(report.status == 0, "\(command): \(report.stderr)")
      let text = JSONWriter.compact(try JSONParser.parse(report.stdout))
      #expect(text.contains(Self.source), "\(command): \(report.stdout)")
    }
  }

  @Test func aFullDiskIsAnErrorNotASuccess() async throws {
    let scratch = TemporaryDirectory("stdout-full")
    let store = StoreBinary(store: scratch.path("store"), home: scratch.path("home"))
    try ImportedStore.copy(to: store.store)
    for command in ["export --json", "history --days 30 --csv", "status"] {
      let result = try await offThePool {
        try Self.shell(store, #""$0" --data "$1" \#(command) > /dev/full"#)
      }
      #expect(result.status == 74, "\(command): \(result.stderr)")
      #expect(
        result.stderr == "error: cannot write to standard output: No space left on device\n",
        "\(command): \(result.stderr)")
    }
  }

  @Test func aClosedPipeEndsTheRunQuietly() async throws {
    let scratch = TemporaryDirectory("stdout-pipe")
    let store = StoreBinary(store: scratch.path("store"), home: scratch.path("home"))
    try ImportedStore.copy(to: store.store)
    for ignored in [false, true] {
      let trap = ignored ? "trap '' PIPE; " : ""
      let result = try await offThePool {
        try Self.shell(store, trap + #""$0" --data "$1" export --json | head -c 10"#)
      }
      #expect(result.status == 0)
      #expect(result.stdout == "{\n  \"activ", "\(result.stdout)")
      #expect(result.stderr.isEmpty, "ignored \(ignored): \(result.stderr)")
    }
  }

  /// Runs `script` in `/bin/sh` with the binary as `$0` and the store as `$1`.
  static func shell(_ store: StoreBinary, _ script: String) throws -> ChildProcess.Result {
    try ChildProcess.run(
      "/bin/sh", ["-c", script, EndToEndTests.binary.path, store.store],
      environment: store.environment)
  }
}
