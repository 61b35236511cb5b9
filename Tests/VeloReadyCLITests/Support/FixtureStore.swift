import Foundation
import ScoreEngine
import Testing

@testable import VeloReadyCLI

/// A store for the completion tests: two rides of the last days and two tags, made with the
/// command itself so that the completion reads what a rider's store holds.
enum FixtureStore {
  /// The rides' recordings: a native file's source and ids.
  static let source = "Garmin Edge 840"
  static let rides = ["ride-morning", "ride-evening"]

  /// The short ids `activities` shows for the rides, newest first.
  static let ids = rides.reversed().map {
    ActivityShortID.of(ActivityMember(provider: .native, source: source, id: $0))
  }

  /// Makes the store at `path`: the rides two and one days before now (the completion offers
  /// the last year's), tagged days.
  static func make(at path: String) throws {
    let now = Date()
    let rides = rides.enumerated().map { index, id in
      let start = ISO8601DateFormatter().string(
        from: now.addingTimeInterval(Double(index - 2) * 86_400))
      return """
        {"id": "\(id)", "start": "\(start)", "durationSeconds": 3600, "sport": "cycling", \
        "averageHeartRate": 141}
        """
    }
    let document = """
      {"format": "veloready.records/v1", "source": "\(source)", \
      "activities": [\(rides.joined(separator: ", "))]}
      """
    let file = path + ".json"
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(document.utf8).write(to: URL(fileURLWithPath: file))
    var runner = InProcessRunner()
    runner.now = now
    for arguments in [
      ["import", file], ["tag", "add", "coffee-late"], ["tag", "add", "mood", "--value", "4"],
    ] {
      let result = runner.run(["--data", path] + arguments)
      try #require(result.status == 0, "\(arguments): \(result.stderr)")
    }
  }
}
