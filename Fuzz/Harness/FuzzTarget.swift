import Foundation
import HealthImport

/// One parser the fuzzer drives, named on the command line or in `VELOREADY_FUZZ_PARSER`.
///
/// Each case hands arbitrary bytes to one of `HealthImport`'s entry points and ignores the
/// result: a parser may accept or refuse anything, but it must never crash, hang or allocate
/// without bound.
enum FuzzTarget: String, CaseIterable, Sendable {
  case native
  case strava
  case appleHealthXML = "apple-health-xml"
  case appleHealthZip = "apple-health-zip"
  case intervalsWellness = "intervals-wellness"
  case intervalsActivities = "intervals-activities"
  case fit
  case tcx
  case gpx
  case gzip

  /// The environment variable that names the parser for the libFuzzer build.
  static let environmentKey = "VELOREADY_FUZZ_PARSER"

  /// Every name, for a usage line.
  static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// At most this many bytes may come out of an inflater, so that a tiny input that expands
  /// without end is refused rather than exhausting the fuzzer's memory limit.
  static let inflateLimit = 1 << 20

  /// Feeds `bytes` to the parser.
  func run(_ bytes: [UInt8]) {
    let utc = TimeZone(identifier: "UTC") ?? .current
    switch self {
    case .native: _ = try? NativeRecordsParser.parse(bytes)
    case .strava: _ = try? StravaActivitiesParser.parse(bytes)
    case .appleHealthXML: _ = try? Self.streamXML(bytes, timeZone: utc)
    case .appleHealthZip: _ = try? AppleHealthArchive.importZip(InMemoryBytes(bytes), timeZone: utc)
    case .intervalsWellness: _ = try? IntervalsWellnessParser.parse(bytes)
    case .intervalsActivities: _ = try? IntervalsActivitiesParser.parse(bytes)
    // A named chain and a zone with summer time reach the notes and the local-time anchor.
    case .fit:
      _ = try? FITActivityReader.read(
        bytes, name: "fuzz.fit", timeZone: TimeZone(identifier: "Europe/Berlin") ?? utc)
    case .tcx: _ = try? TCXReader.read(bytes)
    case .gpx: _ = try? GPXReader.read(bytes)
    case .gzip: _ = try? DeviceFileImporter.read(bytes, inflateLimit: Self.inflateLimit)
    }
  }

  /// Streams an export in chunks of a size derived from its length, so that tags, attributes
  /// and character references cut by a chunk's end are exercised as the 1 MiB chunks of a real
  /// export cut them.
  private static func streamXML(_ bytes: [UInt8], timeZone: TimeZone) throws(ImportError)
    -> AppleHealthImport
  {
    var importer = AppleHealthImporter(timeZone: timeZone)
    let chunk = 7 + bytes.count % 61
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + chunk)
      try importer.feed(Array(bytes[start..<end]))
      start = end
    }
    return try importer.finish()
  }
}
