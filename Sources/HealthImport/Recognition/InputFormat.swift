import Foundation

/// The kinds of input `veloready import` recognises, by content rather than by name.
public enum InputFormat: String, Hashable, Sendable {
  /// A `veloready.records/v1` JSON document.
  case nativeRecords = "native records"
  /// An Apple Health `export.xml` (whatever its localised name).
  case appleHealthXML = "Apple Health export.xml"
  /// A ZIP archive (an Apple Health `export.zip`).
  case zip = "ZIP archive"
  /// A Strava bulk-export `activities.csv`.
  case stravaCSV = "Strava activities.csv"
  /// An intervals.icu `wellness.json`: the wellness endpoint's JSON array, saved to a file.
  case intervalsWellness = "intervals.icu wellness.json"
  /// An intervals.icu `wellness.csv`: the wellness endpoint's CSV, saved to a file.
  case intervalsWellnessCSV = "intervals.icu wellness.csv"
  /// An intervals.icu `activities.json`: the activities endpoint's JSON array, saved to a file.
  case intervalsActivities = "intervals.icu activities.json"
  /// A FIT file from a device (`.FIT` at byte 8).
  case fit = "FIT file"
  /// A gzip file (`.fit.gz`, `.tcx.gz`, `.gpx.gz`).
  case gzip = "gzip file"
  /// A Garmin Training Center TCX file.
  case tcx = "TCX file"
  /// A GPX track.
  case gpx = "GPX file"
  /// A Strava bulk export: its ZIP archive or its unzipped folder, `activities.csv` with the
  /// activity files beside it. Recognised from what the archive or folder holds
  /// (`StravaExportArchive`), never by `sniff(_:)`, which calls the archive `.zip`.
  case stravaExport = "Strava bulk export"
  /// One file of a WHOOP, Oura or Garmin Connect export (`WearableFileKind`), read alone.
  case wearableFile = "wearable export file"
  /// A WHOOP, Oura or Garmin Connect export: its ZIP archive or its folder. Recognised from what
  /// the archive or folder holds (`WearableArchive`), never by `sniff(_:)`.
  case wearableExport = "wearable export"

  /// The format of a file from its first bytes (4 KiB is plenty), or `nil` when unknown.
  public static func sniff(_ prefix: [UInt8]) -> InputFormat? {
    if prefix.count >= 12, prefix[8..<12].elementsEqual(".FIT".utf8) { return .fit }
    if prefix.starts(with: [0x1F, 0x8B]) { return .gzip }
    var bytes = prefix[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06])
    {
      return .zip
    }
    let text = String(decoding: bytes, as: UTF8.self)
    if text.containsBytes(of: "<!DOCTYPE HealthData") || text.containsBytes(of: "<HealthData") {
      return .appleHealthXML
    }
    if text.containsBytes(of: "<TrainingCenterDatabase") { return .tcx }
    if text.containsBytes(of: "<gpx") { return .gpx }
    if WearableFileKind.sniff(Array(bytes)) != nil { return .wearableFile }
    let trimmed = text.drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
    // A JSON object is read as native records; the parser says clearly when its "format" is not
    // veloready.records/v1 (the key may come after megabytes of records).
    if trimmed.first == "{" { return .nativeRecords }
    if trimmed.first == "[" { return IntervalsFileSniffer.format(of: trimmed) }
    if let header = text.split(separator: "\n", maxSplits: 1).first,
      IntervalsWellnessCSVParser.looksLikeHeader(String(header))
    {
      return .intervalsWellnessCSV
    }
    if let header = text.split(separator: "\n", maxSplits: 1).first,
      StravaHeaderSniffer.looksLikeActivitiesHeader(String(header))
    {
      return .stravaCSV
    }
    return nil
  }
}
