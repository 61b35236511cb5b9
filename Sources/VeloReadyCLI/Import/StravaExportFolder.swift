import Foundation
import HealthImport
import VeloKit

/// An unzipped Strava bulk export: a folder with a Strava `activities.csv` at its top and the
/// `activities/` folder of original recordings beside it (docs/formats.md §6.6).
struct StravaExportFolder: Sendable {
  /// The folder as the rider gave it.
  let path: String
  /// The name of `activities.csv` as found (any case).
  let csvName: String
  /// The files under `activities/`, relative to the folder (`activities/123.fit.gz`).
  let activityPaths: [String]

  /// The export at `path`; `nil` when the folder holds no Strava `activities.csv` at its top.
  static func locate(_ path: String) throws(CLIError) -> StravaExportFolder? {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    guard let csvName = names.first(where: { $0.lowercased() == "activities.csv" }),
      !AtomicFile.isDirectory(path + "/" + csvName),
      InputFormat.sniff(try FileBytes(path: path + "/" + csvName).bytes(at: 0, length: 4096))
        == .stravaCSV
    else { return nil }
    var activityPaths: [String] = []
    if let folder = names.first(where: { $0.lowercased() == "activities" }),
      AtomicFile.isDirectory(path + "/" + folder)
    {
      // The rows of `activities.csv` name their files in UTF-8: another name is none of theirs.
      activityPaths = try FolderWalk(path + "/" + folder).files.compactMap { entry in
        entry.exactText.map { folder + "/" + $0 }
      }
    }
    return StravaExportFolder(path: path, csvName: csvName, activityPaths: activityPaths)
  }

  /// The fingerprint of the export as a whole: of each file's path and `ContentHash`, so that
  /// a file added, removed or changed makes it a new export.
  func fingerprint() throws(CLIError) -> String {
    try FolderFingerprint.of(path, [csvName] + activityPaths)
  }

  /// Reads the export: `activities.csv`, then its activity files in parallel, joined;
  /// `timeZone` is the athlete's.
  func read(timeZone: TimeZone) throws(CLIError) -> StravaExportImport {
    let csv = try FileBytes(path: path + "/" + csvName).all()
    let root = path
    do throws(ImportError) {
      return try StravaExportReader.read(
        csv: csv, csvPath: csvName, paths: activityPaths, timeZone: timeZone
      ) {
        relative throws(ImportError) in
        do throws(CLIError) {
          return try FileBytes(path: root + "/" + relative).all()
        } catch {
          throw .unreadable(reason: error.reason(reading: root + "/" + relative))
        }
      }
    } catch {
      throw CLIError.importing(error, path: path)
    }
  }
}
