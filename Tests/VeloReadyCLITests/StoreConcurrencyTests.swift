import Foundation
import TestSupport
import Testing
import VeloJSON

@testable import VeloKit
@testable import VeloReadyCLI
@testable import VeloStore

/// Several veloready processes on one store at once: every write is kept, and a cached score
/// never outlives the records it was computed from.
@Suite struct StoreConcurrencyTests {
  static let date = "2026-11-20"

  /// The settings the concurrent `config set`s write, each its own key.
  static let settings = [
    ("stepGoal", "12000"), ("calorieGoal", "650"), ("intervals.syncIntervalMinutes", "30"),
    ("intervals.athleteId", "7"),
  ]

  @Test func importsSettingsAndDismissalsAtOnceLoseNoUpdate() async throws {
    let scratch = TemporaryDirectory("concurrent")
    let store = StoreBinary(store: scratch.path("store"), home: scratch.path("home"))
    let unwell = Paths.fixture("records/unwell.json").path
    let base = try await offThePool { try store.run(["import", unwell]) }
    #expect(base.status == 0, "\(base.stderr)")
    let files = try (0..<4).map { index in
      let path = scratch.path("parallel-\(index).json")
      try NativeFile.write(
        NativeFile.samples(
          source: "Parallel Watch \(index)", first: 1_704_067_200 + Double(index) * 86_400,
          count: 300),
        to: path)
      return path
    }
    var commands = files.map { ["import", $0] }
    commands += Self.settings.map { ["config", "set", $0.0, $0.1] }
    commands += ["illness-watch", "hrv-suppressed"].map {
      ["alerts", "dismiss", $0, "--date", Self.date]
    }
    let running = try commands.map { try store.start($0) }
    for (command, process) in zip(commands, running) {
      let result = try await offThePool { process.wait() }
      #expect(result.status == 0, "\(command): \(result.stderr)")
      #expect(result.stderr.isEmpty, "\(command): \(result.stderr)")
    }

    let state = try StoreState(store.store)
    let names = state.imports.map(\.name)
    #expect(names.first == "unwell.json")
    #expect(Set(names.dropFirst()) == Set(files.map { PathText.name(of: $0) }))
    for index in 0..<4 {
      let source = "Parallel Watch \(index)"
      #expect(state.records.hrv.filter { $0.source.name == source }.count == 300, "\(source)")
      #expect(
        state.records.respiratoryRate.filter { $0.source.name == source }.count == 300,
        "\(source)")
    }
    let config = try ConfigFile.load(store.store + "/config.json")
    for (key, value) in Self.settings {
      #expect(try ConfigKey.resolve(key).text(in: config) == value, "\(key)")
    }
    let database = try #require(
      try StoreDatabase.open(directory: store.store, options: StoreDatabase.Options()))
    let dismissed = try database.dismissals().dismissals
    #expect(Set(dismissed.keys) == [.illnessWatch, .hrvSuppressed])
  }

  @Test func twentyRefreshesAndAnImportLeaveNoCacheOfTheOldRecords() async throws {
    let scratch = TemporaryDirectory("cache-race")
    let store = StoreBinary(store: scratch.path("store"), home: scratch.path("home"))
    let athlete = Paths.fixture("records/athlete.json").path
    let base = try await offThePool { try store.run(["import", athlete]) }
    #expect(base.status == 0, "\(base.stderr)")
    let ride = scratch.path("ride.json")
    try NativeFile.write(
      NativeFile.ride(
        source: "Race Bike", id: "race-ride", start: "\(Self.date)T10:00:00Z", heartRate: 160),
      to: ride)
    let today = ["today", "--date", Self.date, "--offline", "--json"]
    let old = try await offThePool { try store.run(today) }
    #expect(old.status == 0, "\(old.stderr)")

    var refreshes = try (0..<10).map { _ in try store.start(today + ["--refresh"]) }
    let importing = try store.start(["import", ride])
    refreshes += try (0..<10).map { _ in try store.start(today + ["--refresh"]) }
    let imported = try await offThePool { importing.wait() }
    #expect(imported.status == 0, "\(imported.stderr)")
    for refresh in refreshes {
      let result = try await offThePool { refresh.wait() }
      #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    }

    let cached = try await offThePool { try store.run(today + ["--cached"]) }
    let fresh = try await offThePool { try store.run(today + ["--refresh"]) }
    #expect(cached.status == 0 && fresh.status == 0, "\(cached.stderr)\(fresh.stderr)")
    let freshScores = try Self.comparable(fresh.stdout)
    #expect(try Self.comparable(cached.stdout) == freshScores)
    #expect(freshScores != (try Self.comparable(old.stdout)), "the ride changes the day's scores")
  }

  /// A Today document without what differs between two runs on the same inputs: when it was
  /// computed and whether it came from the cache.
  static func comparable(_ json: String) throws -> JSONValue {
    guard case .object(var members) = try JSONParser.parse(Array(json.utf8)) else {
      return .null
    }
    members["computedAt"] = nil
    members["origin"] = nil
    return .object(members)
  }
}
