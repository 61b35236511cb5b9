import Foundation
import HealthImport
import VeloJSON

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
  case intervalsWellnessCSV = "intervals-wellness-csv"
  case intervalsActivities = "intervals-activities"
  case fit
  case tcx
  case gpx
  case gzip
  case whoopCycles = "whoop-cycles"
  case whoopSleeps = "whoop-sleeps"
  case whoopWorkouts = "whoop-workouts"
  case whoopJournal = "whoop-journal"
  case ouraTrends = "oura-trends"
  case ouraJSON = "oura-json"
  case garminSleep = "garmin-sleep"
  case garminHealthStatus = "garmin-health-status"
  case garminDaily = "garmin-daily"
  case wearableZip = "wearable-zip"
  case jsonArray = "json-array"
  case sniff

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
    case .appleHealthXML:
      let streamed = Result { () throws(ImportError) in try Self.streamXML(bytes, timeZone: utc) }
      Self.comparePieces(bytes, with: streamed, timeZone: utc)
    case .appleHealthZip: _ = try? AppleHealthArchive.importZip(InMemoryBytes(bytes), timeZone: utc)
    case .intervalsWellness: _ = try? IntervalsWellnessParser.parse(bytes)
    case .intervalsWellnessCSV: _ = try? IntervalsWellnessCSVParser.parse(bytes)
    case .intervalsActivities: _ = try? IntervalsActivitiesParser.parse(bytes)
    // A named chain and a zone with summer time reach the notes and the local-time anchor.
    case .fit:
      _ = try? FITActivityReader.read(
        bytes, name: "fuzz.fit", timeZone: TimeZone(identifier: "Europe/Berlin") ?? utc)
    case .tcx: _ = try? TCXReader.read(bytes)
    case .gpx: _ = try? GPXReader.read(bytes)
    case .gzip: _ = try? DeviceFileImporter.read(bytes, inflateLimit: Self.inflateLimit)
    case .wearableZip:
      _ = try? WearableArchive(InMemoryBytes(bytes))?.read()
    case .jsonArray: Self.compareArrayReader(bytes)
    // What `import` reads first of every file: the format sniffers search its first 4 KiB with
    // `memchr`/`memcmp`, which the address sanitizer watches for a read past the prefix.
    case .sniff:
      _ = InputFormat.sniff(bytes)
      _ = WearableFileKind.sniff(bytes)
    default:
      if let kind = wearableKind { _ = try? kind.parse(bytes, name: rawValue) }
    }
  }

  /// The file kind a wearable parser reads, or `nil` for the other parsers. Each parser is driven
  /// directly, not through `WearableFileKind.sniff`, so mutated headers reach it too.
  private var wearableKind: WearableFileKind? {
    switch self {
    case .whoopCycles: return .whoopCycles
    case .whoopSleeps: return .whoopSleeps
    case .whoopWorkouts: return .whoopWorkouts
    case .whoopJournal: return .whoopJournal
    case .ouraTrends: return .ouraTrends
    case .ouraJSON: return .ouraJSON
    case .garminSleep: return .garminSleep
    case .garminHealthStatus: return .garminHealthStatus
    case .garminDaily: return .garminDailySummary
    default: return nil
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

  /// The export read in pieces on two threads (`ExportSplit`, pieces of a size derived from its
  /// length) must give what one pass gives: the same result, or the same error. A disagreement
  /// is a crash, for the fuzzer.
  private static func comparePieces(
    _ bytes: [UInt8], with single: Result<AppleHealthImport, ImportError>, timeZone: TimeZone
  ) {
    let split = ExportSplit(minimumBytes: 0, pieceBytes: 1 + bytes.count % 89, threads: 2)
    let pieces = Result { () throws(ImportError) in
      try AppleHealthArchive.importXML(InMemoryBytes(bytes), timeZone: timeZone, split: split)
    }
    switch (single, pieces) {
    case (.success(let one), .success(let many)):
      guard one.report.records == many.report.records, one.types == many.types,
        one.report.rejections == many.report.rejections, one.report.notes == many.report.notes,
        one.report.droppedSamples == many.report.droppedSamples,
        one.report.duplicatesDropped == many.report.duplicatesDropped,
        one.dateRange == many.dateRange, one.exportDate == many.exportDate,
        one.locale == many.locale, one.foreignOffsets == many.foreignOffsets,
        one.heartRateOutsideWorkouts == many.heartRateOutsideWorkouts
      else { fatalError("the export read in pieces differs from one pass") }
    case (.failure(let error), .failure(let piecesError)):
      guard "\(error)" == "\(piecesError)" else {
        fatalError("the export read in pieces failed otherwise: \(piecesError)")
      }
    default:
      fatalError("the export read in pieces and in one pass disagree on validity")
    }
  }

  /// The element reader must agree with the whole-document parser on every input: the same
  /// elements, or the same error at the same place. A disagreement is a crash, for the fuzzer.
  private static func compareArrayReader(_ bytes: [UInt8]) {
    let whole: Result<JSONValue, JSONSyntaxError> = Result { () throws(JSONSyntaxError) in
      try JSONParser.parse(bytes)
    }
    let streamed = Result { () throws(JSONSyntaxError) -> JSONValue in
      var reader = try JSONArrayReader(bytes)
      guard reader.isArray else { return .string(reader.typeName) }
      var elements: [JSONValue] = []
      while let element = try reader.next() { elements.append(element) }
      return .array(elements)
    }
    switch (whole, streamed) {
    case (.success(let value), .success(let read)):
      let expected = value.arrayValue.map(JSONValue.array) ?? .string(value.typeName)
      guard expected == read else { fatalError("the array reader read other elements") }
    case (.failure(let error), .failure(let readError)):
      guard error == readError else {
        fatalError("the array reader failed elsewhere: \(readError)")
      }
    default:
      fatalError("the array reader and the parser disagree on validity")
    }
  }
}
