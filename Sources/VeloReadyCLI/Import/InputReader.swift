import Foundation
import HealthImport

/// An input found for `veloready import`: the file, its format and its fingerprint.
struct ImportInput {
  /// The path as the rider gave it.
  let path: String
  let file: FileBytes
  let format: InputFormat
  /// `ContentHash` of every byte.
  let fingerprint: String
}

/// One input read for `veloready import`: what it was and what it yielded.
struct FileImport {
  let path: String
  let format: String
  let fingerprint: String
  let report: ImportReport
  /// Apple Health only: per-type counts, scanned bytes, covered dates.
  var appleHealth: AppleHealthImport?
  /// Seconds spent reading and parsing.
  var seconds: Double = 0
}

/// Turns a path into a `FileImport`, whatever the input: a records file, an Apple Health
/// `export.xml` (any localised name), `export.zip` or `apple_health_export/` folder, a Strava
/// `activities.csv`, or an intervals.icu `wellness.json` or `activities.json`. Inputs are
/// recognised by content, never by name.
struct InputReader {
  let timeZone: TimeZone
  let environment: RunEnvironment
  let console: any Console
  let unicode: Bool

  /// Finds the input at `path` (the export XML of an `apple_health_export/` folder), recognises
  /// its format and fingerprints its whole content, without parsing it.
  func locate(_ path: String) throws(CLIError) -> ImportInput {
    let file = AtomicFile.isDirectory(path) ? try exportFile(in: path) : try FileBytes(path: path)
    let prefix = try file.bytes(at: 0, length: 4096)
    guard let format = AtomicFile.isDirectory(path) ? .appleHealthXML : InputFormat.sniff(prefix)
    else {
      throw .badData(
        "cannot import '\(path)': \(InputFormat.refusal(prefix) ?? "not a format veloready reads")",
        hint: "veloready reads veloready.records/v1 JSON, Apple Health export.zip, export.xml or "
          + "its folder, Strava activities.csv, and intervals.icu wellness.json and "
          + "activities.json")
    }
    return ImportInput(path: path, file: file, format: format, fingerprint: try file.fingerprint())
  }

  /// Parses a located input.
  func read(_ input: ImportInput) throws(CLIError) -> FileImport {
    let start = environment.monotonicSeconds()
    var result: FileImport
    switch input.format {
    case .nativeRecords:
      result = try readWhole(input, NativeRecordsParser.parse)
    case .stravaCSV:
      result = try readWhole(input, StravaActivitiesParser.parse)
    case .intervalsWellness:
      result = try readWhole(input, IntervalsWellnessParser.parse)
    case .intervalsActivities:
      result = try readWhole(input, IntervalsActivitiesParser.parse)
    case .appleHealthXML, .zip:
      result = try readAppleHealth(input)
    case .fit, .gzip, .tcx, .gpx:
      result = try readWhole(input, Self.deviceFile)
    }
    result.seconds = environment.monotonicSeconds() - start
    return result
  }

  /// The export XML inside an `apple_health_export/` folder (or a folder holding one), found by
  /// content so that localised names such as `exportar.xml` work.
  private func exportFile(in directory: String) throws(CLIError) -> FileBytes {
    for folder in [directory, directory + "/apple_health_export"] {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0.lowercased().hasSuffix(".xml") }.sorted()
      for name in names {
        let file = try FileBytes(path: folder + "/" + name)
        if AppleHealthArchive.isExportXML(
          prefix: try file.bytes(at: 0, length: AppleHealthArchive.sniffLength))
        {
          return file
        }
      }
    }
    throw .badData(
      "cannot import '\(directory)': the folder holds no Apple Health export.xml",
      hint: "pass export.zip, the apple_health_export folder, or a records file")
  }

  private func readAppleHealth(_ input: ImportInput) throws(CLIError) -> FileImport {
    let (file, path) = (input.file, input.path)
    let bar =
      ProgressBar.wanted(size: file.count, stderrIsTerminal: environment.stderrIsTerminal)
      ? ProgressBar(
        label: "importing \(PathText.name(of: path))", console: console,
        unicode: unicode)
      : nil
    defer { bar?.finish() }
    let imported: AppleHealthImport
    do {
      imported = try AppleHealthArchive.importExport(file, timeZone: timeZone) { done, total in
        bar?.update(done: done, total: total)
      }
    } catch {
      throw CLIError.importing(error, path: path)
    }
    return FileImport(
      path: path,
      format: imported.compressedBytes == nil
        ? "Apple Health export.xml" : "Apple Health export.zip",
      fingerprint: input.fingerprint, report: imported.report, appleHealth: imported)
  }

  /// A file read whole into memory and parsed by `parser`.
  private func readWhole(
    _ input: ImportInput, _ parser: ([UInt8]) throws(ImportError) -> ImportReport
  ) throws(CLIError) -> FileImport {
    let bytes = try input.file.all()
    return FileImport(
      path: input.file.path, format: input.format.rawValue, fingerprint: input.fingerprint,
      report: try parse(input.file.path) { () throws(ImportError) in try parser(bytes) })
  }

  /// A FIT, TCX or GPX file (possibly gzipped); a file that is not an activity (a monitoring or
  /// settings file) is refused as such.
  static func deviceFile(_ bytes: [UInt8]) throws(ImportError) -> ImportReport {
    switch try DeviceFileImporter.read(bytes) {
    case .activities(let report): return report
    case .notAnActivity(let kind): throw .unrecognised(reason: "not an activity: \(kind)")
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
