import Foundation
import HealthImport

/// Reads a Strava bulk export, zipped or not: `activities.csv`, then every activity file in
/// parallel (recognised by content), joined by the `Filename` column (`StravaExportJoin`).
enum StravaExportReader {
  /// The joined export.
  ///
  /// - Parameters:
  ///   - csv: the bytes of `activities.csv`, found at `csvPath`.
  ///   - paths: the activity files, relative to the folder holding `activities.csv`.
  ///   - timeZone: the athlete's, for a FIT file placed by its local time.
  ///   - contents: the bytes of one of `paths`.
  /// - Throws: the CSV parser's error when `activities.csv` cannot be read.
  static func read(
    csv: [UInt8], csvPath: String, paths: [String], timeZone: TimeZone,
    contents: @Sendable (String) throws(ImportError) -> [UInt8]
  ) throws(ImportError) -> StravaExportImport {
    let activities = try StravaActivitiesParser.read(csv)
    let reads = ParallelMap.map(paths.count) { index -> DeviceFileRead? in
      let path = paths[index]
      do throws(ImportError) {
        return DeviceFileImporter.read(try contents(path), path: path, timeZone: timeZone)
      } catch {
        return DeviceFileRead(path: path, result: .failure(error))
      }
    }
    var export = StravaExportJoin.join(
      activities, csvPath: csvPath, files: reads.compactMap { $0 })
    for (path, read) in zip(paths, reads) where read == nil {
      export.files.ignore(path)
    }
    return export
  }
}
