import Foundation
import ScoreEngine
import VeloJSON

/// What the Garmin Connect export parsers share: each wellness file is a JSON array of day
/// objects keyed by `calendarDate` (docs/formats.md §6.7).
enum GarminFile {
  /// The source of every Garmin Connect record.
  static let source = WearableService.garmin.source

  /// Reads the JSON array `bytes` of the export file `name` and hands each object, with its
  /// `calendarDate` and location (`[12]`), to `body`.
  ///
  /// - Throws: `ImportError.malformed` when the file is not JSON, `.unrecognised` when it is not
  ///   an array.
  static func read(
    _ bytes: [UInt8], name: String, kind: WearableFileKind,
    object body: (JSONFields, LocalDate, String, inout WearableFileImport) throws(RecordRejection)
      -> Void
  ) throws(ImportError) -> WearableFileImport {
    let document: JSONValue
    do {
      document = try JSONParser.parse(bytes)
    } catch {
      throw .malformed(reason: "the \(kind.rawValue) is not valid JSON (\(error))")
    }
    guard let elements = document.arrayValue else {
      throw .unrecognised(
        reason: "not a \(kind.rawValue): a JSON \(document.typeName), expected an array")
    }
    var file = WearableFileImport(name: name, kind: kind)
    for (index, element) in elements.enumerated() {
      let location = "[\(index)]"
      file.summary.rows += 1
      file.report.seen[kind.recordName, default: 0] += 1
      do throws(RecordRejection) {
        guard let object = element.objectValue else {
          throw RecordRejection(
            reason: "not an object",
            message: "is \(element.typeNameWithArticle), expected an object")
        }
        let fields = JSONFields(section: kind.section, fields: object)
        let text = try fields.string("calendarDate") ?? ""
        guard let day = LocalDate(iso: text) else {
          throw RecordRejection(
            reason: "'calendarDate' is not a date",
            message: "'calendarDate' '\(text)' is not a date (YYYY-MM-DD)")
        }
        try body(fields, day, location, &file)
      } catch {
        file.reject(error, at: location)
      }
    }
    return file
  }

  /// The value of `key` when it is a measurement (not 0) in `range`; otherwise `nil`, with an
  /// out-of-range value rejected at `location` under the native-format name `field`.
  static func value(
    _ fields: JSONFields, _ key: String, field: String, range: ClosedRange<Double>,
    at location: String, in file: inout WearableFileImport
  ) throws(RecordRejection) -> Double? {
    file.kept(try fields.measurement(key), field, range, at: location)
  }

  /// The instant of a `…TimestampGMT` field: text in GMT (`2024-01-15T02:00:00.0`, with or
  /// without `Z` or an offset) or, as Garmin's web API writes it, milliseconds since 1970.
  static func instant(_ fields: JSONFields, _ key: String) throws(RecordRejection) -> Date? {
    guard let value = fields.value(key) else { return nil }
    if let milliseconds = value.numberValue, milliseconds.isFinite,
      abs(milliseconds) < 1e14
    {
      return Date(timeIntervalSince1970: milliseconds / 1000)
    }
    if let text = value.stringValue {
      if let date = Timestamp.parse(text) { return date }
      if let wall = WallClock(text) { return wall.instant(offsetSeconds: 0) }
    }
    throw RecordRejection(
      reason: "'\(key)' is not a time", message: "'\(key)' is not a time in GMT")
  }
}

extension WearableFileKind {
  /// The prefix of field names in a Garmin file's reasons.
  var section: String {
    switch self {
    case .garminSleep: return "sleepData"
    case .garminHealthStatus: return "healthStatusData"
    case .garminDailySummary: return "UDSFile"
    default: return rawValue
    }
  }
}
