import Foundation
import HealthImport
import TestSupport
import Testing

/// Every input the fuzzer once crashed a parser with (`Fixtures/fuzz-regressions/<parser>/`),
/// replayed through that parser: it must come back with records or an error, never a crash.
@Suite struct FuzzRegressionTests {
  static let folder = Paths.fixture("fuzz-regressions")

  /// The parser folders, named as `veloready-fuzz`'s modes.
  static let parsers =
    [
      "native", "strava", "apple-health-xml", "apple-health-zip", "intervals-wellness",
      "intervals-activities", "fit", "tcx", "gpx", "gzip",
    ] + wearables.keys.sorted() + ["wearable-zip"]

  /// The wearable export parsers, by mode name.
  static let wearables: [String: WearableFileKind] = [
    "whoop-cycles": .whoopCycles, "whoop-sleeps": .whoopSleeps,
    "whoop-workouts": .whoopWorkouts, "whoop-journal": .whoopJournal,
    "oura-trends": .ouraTrends, "oura-json": .ouraJSON, "garmin-sleep": .garminSleep,
    "garmin-health-status": .garminHealthStatus, "garmin-daily": .garminDailySummary,
  ]

  /// Runs `bytes` through the parser `name`; `false` when there is no such parser.
  static func replay(_ bytes: [UInt8], through name: String) -> Bool {
    let utc = TimeZone(identifier: "UTC") ?? .current
    switch name {
    case "native": _ = try? NativeRecordsParser.parse(bytes)
    case "strava": _ = try? StravaActivitiesParser.parse(bytes)
    case "apple-health-xml":
      _ = try? AppleHealthArchive.importXML(InMemoryBytes(bytes), timeZone: utc)
    case "apple-health-zip":
      _ = try? AppleHealthArchive.importZip(InMemoryBytes(bytes), timeZone: utc)
    case "intervals-wellness": _ = try? IntervalsWellnessParser.parse(bytes)
    case "intervals-activities": _ = try? IntervalsActivitiesParser.parse(bytes)
    case "fit": _ = try? FITActivityReader.read(bytes)
    case "tcx": _ = try? TCXReader.read(bytes)
    case "gpx": _ = try? GPXReader.read(bytes)
    case "gzip": _ = try? DeviceFileImporter.read(bytes, inflateLimit: 1 << 20)
    case "wearable-zip": _ = try? WearableArchive(InMemoryBytes(bytes))?.read()
    default:
      guard let kind = wearables[name] else { return false }
      _ = try? kind.parse(bytes, name: name)
    }
    return true
  }

  @Test func everyRegressionFolderIsNamedAfterAParser() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
    for name in names where name != "README.md" {
      #expect(Self.parsers.contains(name), "'\(name)' is not a parser of veloready-fuzz")
    }
  }

  @Test("saved crashes replay without crashing", arguments: parsers)
  func savedCrashesReplay(parser: String) throws {
    let folder = Self.folder.appendingPathComponent(parser)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names.sorted() {
      let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
      #expect(Self.replay(bytes, through: parser), "\(parser)/\(name)")
    }
  }
}
