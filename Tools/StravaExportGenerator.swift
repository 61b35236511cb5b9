import Foundation
import HealthImport
import ScoreEngine

/// Writes the Strava bulk export of the golden cases, `Fixtures/strava-export/`: the folder
/// `export_123/` as Strava's zip unpacks (`activities.csv` on the 103-column header, the
/// `activities/` originals, `bikes.csv`) and `export_123.zip`, the same files zipped as Strava
/// mails them. Also `Fixtures/device/corrupt-header.fit`. Run from the package root.
///
/// The originals are the FIT and device samples of `Fixtures/`, and each row's date, duration,
/// distance and heart rates are read from its file, as Strava would write them. The rows hold
/// one case each: files of every kind (`.fit`, `.fit.gz`, `.tcx.gz`, `.gpx`), a manual entry
/// without a file, a damaged file, a file missing from the export; and one file has no row.
enum StravaExportGenerator {
  static let folder = "Fixtures/strava-export/export_123"

  /// One row of `activities.csv`, and the original it names.
  struct Row {
    var id: String
    var name: String
    var type: String
    var filename: String?
    var original: [UInt8]?
    var start = Date(timeIntervalSince1970: 0)
    var seconds: Double = 0
    var values: [String: String] = [:]
  }

  static func run(_ arguments: [String]) throws {
    let corrupt = try corruptHeader()
    try write(corrupt, to: "Fixtures/device/corrupt-header.fit")
    let gpx = try String(contentsOfFile: "Fixtures/device/ride.gpx", encoding: .utf8)
      .replacingOccurrences(of: "2026-09-20T", with: "2026-09-19T")
    var rows = [
      try Row(file: 1001, "Lunch ride", "Ride", "fit/garmin-edge-820-bike.fit", gzip: true),
      try Row(file: 1002, "Ride to the office", "Ride", "fit/garmin-fenix-5-bike.fit", gzip: false),
      try Row(file: 1003, "Strides", "Run", "fit/garmin-fenix-5-run.fit", gzip: true),
      try Row(file: 1004, "Col & café warm-up", "Ride", "device/ride.tcx", gzip: true),
      try Row(id: 1005, "Col & café loop", "Ride", ".gpx", original: Array(gpx.utf8)),
      Row(id: "1006", name: "Gym session", type: "Weight Training"),
      Row(id: "1007", name: "Evening spin", type: "Ride", filename: "activities/1007.fit"),
      Row(
        id: "1008", name: "Zwift - Watopia", type: "Virtual Ride",
        filename: "activities/1008.fit.gz"),
    ]
    rows[0].values["Perceived Exertion"] = "3.0"
    rows[3].values["Training Load"] = "3.0"
    rows[1].values["Commute"] = "true"
    rows[5].set(start: "2026-09-18T17:00:00Z", seconds: 2700)
    rows[5].values["Perceived Exertion"] = "6.0"
    rows[6].set(start: "2026-09-17T18:00:00Z", seconds: 1800)
    rows[6].original = corrupt
    rows[6].values.merge(
      ["Average Heart Rate": "128.0", "Max Heart Rate": "151.0", "Distance": "14210.0"]
    ) { $1 }
    rows[7].set(start: "2026-09-16T19:00:00Z", seconds: 3600)
    rows[7].values.merge(
      [
        "Average Watts": "182.0", "Weighted Average Power": "196.0", "Average Heart Rate": "141.0",
        "Max Heart Rate": "165.0", "Calories": "655.0", "Distance": "30180.0",
      ]
    ) { $1 }
    var files: [(String, [UInt8])] = [("activities.csv", Array(try csv(rows).utf8))]
    for row in rows where row.id != "1008" {
      if let filename = row.filename, let original = row.original {
        files.append((filename, original))
      }
    }
    let extra = try bytes("fit/sample-activity-indoor-trainer.fit")
    files.append(("activities/2001.fit", extra))
    files.append(
      ("bikes.csv", Array("Bike Name,Bike Brand,Bike Model\nCanyon,Canyon,Endurace\n".utf8)))
    files.sort { $0.0 < $1.0 }
    try? FileManager.default.removeItem(atPath: folder)
    var zip = ZipWriter()
    for (path, content) in files {
      try write(content, to: folder + "/" + path)
      try zip.add(path, content)
    }
    try write(zip.archive(), to: "Fixtures/strava-export/export_123.zip")
    print("strava export: \(rows.count) rows, \(files.count - 1) files in \(folder) and its zip")
  }

  /// The CSV: the 103-column header of `Fixtures/strava/activities-en-103.csv`, one line a row.
  static func csv(_ rows: [Row]) throws -> String {
    let text = try String(
      contentsOfFile: "Fixtures/strava/activities-en-103.csv", encoding: .utf8)
    let header = String(text.prefix { $0 != "\n" && $0 != "\r\n" })
    let names = header.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    var lines = [header]
    let format = DateFormatter()
    format.locale = Locale(identifier: "en_US_POSIX")
    format.timeZone = TimeZone(identifier: "UTC")
    format.dateFormat = "MMM d, yyyy, h:mm:ss a"
    for row in rows {
      var values = row.values
      values["Activity ID"] = row.id
      values["Activity Date"] = format.string(from: row.start)
      values["Activity Name"] = row.name
      values["Activity Type"] = row.type
      values["Filename"] = row.filename ?? ""
      values["Elapsed Time"] = String(Int(row.seconds.rounded(.up)))
      values["Moving Time"] = String(format: "%.1f", row.seconds.rounded())
      var seen: [String: Int] = [:]
      let fields = names.map { name -> String in
        seen[name, default: 0] += 1
        var value = values[name] ?? ""
        // The first Distance is in the display unit (km), the second in metres.
        if name == "Distance", seen[name] == 1, let metres = Double(value) {
          value = String(format: "%.2f", metres / 1000)
        }
        if name == "Commute", seen[name] == 2 { value = value == "true" ? "1.0" : "0.0" }
        if name == "Commute", seen[name] == 1, value.isEmpty { value = "false" }
        return value.contains(",") || value.contains("\"")
          ? "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : value
      }
      lines.append(fields.joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `garmin-fenix-5-bike.fit` with its header CRC changed: a FIT file whose first header
  /// cannot be trusted.
  static func corruptHeader() throws -> [UInt8] {
    var bytes = try bytes("fit/garmin-fenix-5-bike.fit")
    bytes[13] ^= 0xFF
    return bytes
  }

  static func bytes(_ fixture: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: "Fixtures/" + fixture)))
  }

  static func write(_ bytes: [UInt8], to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }
}

extension StravaExportGenerator.Row {
  /// A row without a file, or with a file named but not given.
  init(id: String, name: String, type: String, filename: String? = nil) {
    self.id = id
    self.name = name
    self.type = type
    self.filename = filename
  }

  /// A row whose original is the fixture `fixture`, gzipped or not, as `activities/<id>.<ext>`.
  init(file id: Int, _ name: String, _ type: String, _ fixture: String, gzip: Bool) throws {
    let original = try StravaExportGenerator.bytes(fixture)
    let ending = "." + (fixture.split(separator: ".").last.map(String.init) ?? "fit")
    try self.init(
      id: id, name, type, ending + (gzip ? ".gz" : ""),
      original: gzip ? try ZipWriter.gzip(original) : original)
  }

  /// A row whose original is `original`, saved as `activities/<id><ending>`; its date,
  /// duration and measurements are the file's.
  init(id: Int, _ name: String, _ type: String, _ ending: String, original: [UInt8]) throws {
    guard case .activities(let report) = try DeviceFileImporter.read(original),
      let activity = report.records.activities.first
    else { throw BenchmarkError("no activity in the original of row \(id)") }
    self.init(id: String(id), name: name, type: type, filename: "activities/\(id)\(ending)")
    self.original = original
    start = activity.start
    seconds = activity.durationSeconds
    let measured: [(String, Double?)] = [
      ("Distance", activity.distanceMeters), ("Average Heart Rate", activity.averageHeartRate),
      ("Max Heart Rate", activity.maxHeartRate), ("Average Watts", activity.averagePower),
      ("Weighted Average Power", activity.normalizedPower),
      ("Calories", activity.energyKilocalories),
    ]
    for (column, value) in measured {
      if let value { values[column] = String(format: "%.1f", value) }
    }
  }

  /// Sets the date and duration of a row without a file.
  mutating func set(start text: String, seconds: Double) {
    start = ISO8601DateFormatter().date(from: text) ?? start
    self.seconds = seconds
  }
}
