import Foundation
import HealthImport
import VeloJSON
import VeloKit

/// What `veloready import` found at one path.
enum ImportTarget {
  /// One input, imported and logged as a whole.
  case input(ImportInput)
  /// A folder of device files, each imported and logged on its own.
  case deviceFolder(DeviceFolder)
}

/// An input found for `veloready import`: where its bytes are, its format and its fingerprint.
struct ImportInput {
  /// Where the bytes are.
  enum Content {
    /// One file (for an Apple Health folder, its export XML).
    case file(FileBytes)
    /// An unzipped Strava bulk export.
    case stravaExportFolder(StravaExportFolder)
    /// The folder of a WHOOP, Oura or Garmin Connect export.
    case wearableFolder(WearableFolder)
  }

  /// The path as the rider gave it.
  let path: String
  let content: Content
  let format: InputFormat
  /// `ContentHash` of every byte; `nil` for an Apple Health `export.xml` until it is known
  /// whether a logged file could match it: if none can, it is hashed while it is parsed, in one
  /// read of the file instead of two (`Importer.fingerprintWhereNeeded`).
  var fingerprint: String?
}

/// One input read for `veloready import`: what it was and what it yielded.
struct FileImport {
  let path: String
  var format: String
  let fingerprint: String
  var report: ImportReport
  /// Apple Health only: per-type counts, scanned bytes, covered dates.
  var appleHealth: AppleHealthImport?
  /// Strava bulk export only: how rows and files were joined.
  var stravaExport: StravaExportImport?
  /// WHOOP, Oura or Garmin Connect export or file only: what each file held.
  var wearable: WearableExportImport?
  /// Native records only: the rider's corrections and tags that an export wrote beside them.
  var rider = RiderEntries()
  /// Seconds spent reading and parsing.
  var seconds: Double = 0

  /// Whether the input was one FIT, TCX or GPX file, gzipped or not.
  var isDeviceFile: Bool {
    [InputFormat.fit, .tcx, .gpx].contains { format.hasPrefix($0.rawValue) }
      || format == InputFormat.gzip.rawValue
  }
}

/// Turns a path into what `veloready import` reads, whatever the input: a records file, an Apple
/// Health `export.xml` (any localised name), `export.zip` or `apple_health_export/` folder, a
/// Strava `activities.csv`, bulk export zip or its folder, an intervals.icu `wellness.json` or
/// `activities.json`, a FIT, TCX or GPX file (gzipped or not), or a folder of them. Inputs are
/// recognised by content, never by name.
struct InputReader {
  let timeZone: TimeZone
  let environment: RunEnvironment
  let console: any Console
  let unicode: Bool

  /// What veloready reads, for the hint of a refused input.
  static let formatsHint =
    "veloready reads FIT, TCX and GPX files (gzipped or not) and folders of them, a Strava "
    + "export zip, its folder or its activities.csv, an Apple Health export.zip, export.xml or "
    + "its folder, intervals.icu wellness.json and activities.json, WHOOP, Oura and Garmin "
    + "Connect data exports or their files, and veloready.records/v1 JSON"

  /// Finds the input at `path`, recognises its format and fingerprints its whole content (each
  /// file's, in a folder of device files), without parsing it; an Apple Health `export.xml` is
  /// left for later (see `ImportInput.fingerprint`).
  func locate(_ path: String) throws(CLIError) -> ImportTarget {
    if AtomicFile.isDirectory(path) { return try locateFolder(path) }
    let file = try FileBytes(path: path)
    let prefix = try file.bytes(at: 0, length: 4096)
    guard var format = InputFormat.sniff(prefix) else {
      throw .badData(
        "cannot import '\(path)': \(InputFormat.refusal(prefix) ?? "not a format veloready reads")",
        hint: prefix.isEmpty ? nil : Self.formatsHint)
    }
    // A damaged archive is left to the Apple Health reader, which says what is wrong with it.
    if format == .zip, (try? StravaExportArchive(file)) != nil {
      format = .stravaExport
    } else if format == .zip, (try? WearableArchive(file)) != nil {
      format = .wearableExport
    }
    return .input(
      ImportInput(
        path: path, content: .file(file), format: format,
        fingerprint: format == .appleHealthXML ? nil : try file.fingerprint()))
  }

  /// Parses a located input.
  func read(_ input: ImportInput) throws(CLIError) -> FileImport {
    let start = environment.monotonicSeconds()
    var result: FileImport
    switch input.format {
    case .nativeRecords:
      // One parse of the JSON for both the records and the rider's entries: a backup's records
      // are most of its bytes, and parsing them was most of the cost of importing it.
      var document = JSONValue.null
      result = try readWhole(input) { bytes throws(ImportError) in
        document = try NativeRecordsParser.document(bytes)
        return try NativeRecordsParser.parse(document: document)
      }
      result.rider = RiderEntries.read(document)
    case .stravaCSV:
      result = try readWhole(input, StravaActivitiesParser.parse)
    case .intervalsWellness:
      result = try readWhole(input, IntervalsWellnessParser.parse)
    case .intervalsWellnessCSV:
      result = try readWhole(input, IntervalsWellnessCSVParser.parse)
    case .intervalsActivities:
      result = try readWhole(input, IntervalsActivitiesParser.parse)
    case .appleHealthXML, .zip:
      result = try readAppleHealth(input)
    case .stravaExport:
      result = try readStravaExport(input)
    case .wearableFile, .wearableExport:
      result = try readWearable(input)
    case .fit, .gzip, .tcx, .gpx:
      let (name, zone) = (PathText.name(of: input.path), timeZone)
      result = try readWhole(input) { bytes throws(ImportError) in
        try Self.deviceFile(bytes, name: name, timeZone: zone)
      }
      if input.format == .gzip, let name = DeviceFileImporter.formatName(of: try input.file().all())
      {
        result.format = name
      }
    }
    // Whatever the importer, a record the store cannot date costs only itself.
    result.report.rejectUnstorableDates()
    result.seconds = environment.monotonicSeconds() - start
    return result
  }

  private func readAppleHealth(_ input: ImportInput) throws(CLIError) -> FileImport {
    let (file, path) = (try input.file(), input.path)
    let bar =
      ProgressBar.wanted(size: file.count, stderrIsTerminal: environment.stderrIsTerminal)
      ? ProgressBar(
        label: "importing \(Shown.input(PathText.name(of: path)))", console: console,
        unicode: unicode)
      : nil
    defer { bar?.finish() }
    let imported: AppleHealthImport
    // Hashed in the parse pass only when it was not fingerprinted before: an XML file is read
    // whole and in order, so every byte is seen once.
    var hash = input.fingerprint == nil ? ContentHash() : nil
    do {
      if input.format == .appleHealthXML {
        imported = try AppleHealthArchive.importXML(
          file, timeZone: timeZone, split: exportSplit,
          progress: { done, total in bar?.update(done: done, total: total) },
          reading: hash == nil ? nil : { hash?.update($0) })
      } else {
        imported = try AppleHealthArchive.importExport(
          file, timeZone: timeZone, split: exportSplit
        ) { done, total in
          bar?.update(done: done, total: total)
        }
      }
    } catch {
      throw CLIError.importing(error, path: path)
    }
    let fingerprint: String
    if let hash {
      fingerprint = hash.fingerprint
    } else {
      fingerprint = try input.contentFingerprint()
    }
    return FileImport(
      path: path,
      format: imported.compressedBytes == nil
        ? "Apple Health export.xml" : "Apple Health export.zip",
      fingerprint: fingerprint, report: imported.report, appleHealth: imported)
  }

  /// How a big export is cut for the threads: the import's own choice, unless the environment
  /// (a test) sets the sizes, and then on several threads whatever the machine's cores; as many
  /// threads as `RunEnvironment.workers` when it is set.
  private var exportSplit: ExportSplit {
    var split = ExportSplit.automatic
    if let pieces = environment.exportPieces {
      split = ExportSplit(
        minimumBytes: pieces.minimumBytes, pieceBytes: pieces.pieceBytes,
        threads: max(2, split.threads))
    }
    if let workers = environment.workers { split.threads = max(1, workers) }
    return split
  }

  /// A file read whole into memory and parsed by `parser`.
  private func readWhole(
    _ input: ImportInput, _ parser: ([UInt8]) throws(ImportError) -> ImportReport
  ) throws(CLIError) -> FileImport {
    let file = try input.file()
    let bytes = try file.all()
    return FileImport(
      path: file.path, format: input.format.rawValue,
      fingerprint: try input.contentFingerprint(),
      report: try parse(file.path) { () throws(ImportError) in try parser(bytes) })
  }

  /// A FIT, TCX or GPX file (possibly gzipped) called `name`; a file that is not an activity
  /// (a monitoring or settings file) is refused as such. `timeZone` is the athlete's.
  static func deviceFile(_ bytes: [UInt8], name: String, timeZone: TimeZone)
    throws(ImportError) -> ImportReport
  {
    switch try DeviceFileImporter.read(bytes, name: name, timeZone: timeZone) {
    case .activities(let report): return report
    case .notAnActivity(let kind): throw .unrecognised(reason: kind.description)
    }
  }

  private func parse(_ path: String, _ body: () throws(ImportError) -> ImportReport)
    throws(CLIError) -> ImportReport
  {
    do {
      return try body()
    } catch {
      throw CLIError.importing(error, path: path)
    }
  }
}

extension ImportInput {
  /// The file of a single-file input.
  func file() throws(CLIError) -> FileBytes {
    guard case .file(let file) = content else {
      preconditionFailure("'\(path)' is read as a file but was located as a folder")
    }
    return file
  }

  /// The fingerprint, computed now when it was left for later.
  func contentFingerprint() throws(CLIError) -> String {
    if let fingerprint { return fingerprint }
    switch content {
    case .file(let file): return try file.fingerprint()
    case .stravaExportFolder(let folder): return try folder.fingerprint()
    case .wearableFolder(let folder): return try folder.fingerprint()
    }
  }
}
