import Foundation
import HealthImport
import ScoreEngine

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
/// `export.xml` (any localised name), `export.zip` or `apple_health_export/` folder, or a Strava
/// `activities.csv`. Inputs are recognised by content, never by name.
struct InputReader {
  let timeZone: TimeZone
  let environment: RunEnvironment
  let console: any Console
  let unicode: Bool

  func read(_ path: String) throws(CLIError) -> FileImport {
    let start = environment.monotonicSeconds()
    var result: FileImport
    if AtomicFile.isDirectory(path) {
      result = try readAppleHealth(try exportFile(in: path), shownAs: path)
    } else {
      let file = try FileBytes(path: path)
      let prefix = try file.bytes(at: 0, length: 4096)
      switch InputFormat.sniff(prefix) {
      case .nativeRecords?:
        let bytes = try file.all()
        result = FileImport(
          path: path, format: "native records", fingerprint: ImportLog.fingerprint(bytes),
          report: try parse(path) { () throws(ImportError) in try NativeRecordsParser.parse(bytes) }
        )
      case .stravaCSV?:
        let bytes = try file.all()
        result = FileImport(
          path: path, format: "Strava activities.csv", fingerprint: ImportLog.fingerprint(bytes),
          report: try parse(path) { () throws(ImportError) in
            try StravaActivitiesParser.parse(bytes)
          })
      case .appleHealthXML?, .zip?:
        result = try readAppleHealth(file, shownAs: path)
      case nil, .fit?, .gzip?, .tcx?, .gpx?:
        throw .badData(
          "cannot import '\(path)': not a format veloready reads",
          hint: "veloready reads veloready.records/v1 JSON, Apple Health export.zip, export.xml or "
            + "its folder, and Strava activities.csv")
      }
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

  private func readAppleHealth(_ file: FileBytes, shownAs path: String) throws(CLIError)
    -> FileImport
  {
    let bar =
      ProgressBar.wanted(size: file.count, stderrIsTerminal: environment.stderrIsTerminal)
      ? ProgressBar(
        label: "importing \((path as NSString).lastPathComponent)", console: console,
        unicode: unicode)
      : nil
    defer { bar?.finish() }
    let imported: AppleHealthImport
    do {
      imported = try AppleHealthArchive.importExport(file, timeZone: timeZone) { done, total in
        bar?.update(done: done, total: total)
      }
    } catch {
      throw ImportCommand.importError(error, path: path)
    }
    return FileImport(
      path: path,
      format: imported.compressedBytes == nil
        ? "Apple Health export.xml" : "Apple Health export.zip",
      fingerprint: try file.fingerprint(), report: imported.report, appleHealth: imported)
  }

  private func parse(_ path: String, _ body: () throws(ImportError) -> ImportReport)
    throws(CLIError) -> ImportReport
  {
    do {
      return try body()
    } catch {
      throw ImportCommand.importError(error, path: path)
    }
  }
}
