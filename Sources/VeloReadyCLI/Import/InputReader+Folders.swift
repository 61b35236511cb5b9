import Foundation
import HealthImport
import VeloKit

extension InputReader {
  /// What a folder is, by what it holds: an Apple Health export (its XML in the folder or in its
  /// `apple_health_export/` subfolder), an unzipped Strava export (`activities.csv` at its top),
  /// a WHOOP, Oura or Garmin Connect export (a file of one anywhere in it), else a folder of
  /// device files.
  func locateFolder(_ path: String) throws(CLIError) -> ImportTarget {
    if let xml = try appleHealthExport(in: path) {
      return .input(
        ImportInput(
          path: path, content: .file(xml), format: .appleHealthXML, fingerprint: nil))
    }
    if let export = try StravaExportFolder.locate(path) {
      return .input(
        ImportInput(
          path: path, content: .stravaExportFolder(export), format: .stravaExport,
          fingerprint: try export.fingerprint()))
    }
    let walk = try FolderWalk(path)
    if let export = try WearableFolder.locate(path, walk: walk) {
      return .input(
        ImportInput(
          path: path, content: .wearableFolder(export), format: .wearableExport,
          fingerprint: try export.fingerprint()))
    }
    return .deviceFolder(
      try DeviceFolder.locate(path, walk: walk, workers: environment.workers))
  }

  /// The export XML inside an `apple_health_export/` folder (or a folder holding one), found by
  /// content so that localised names such as `exportar.xml` work; `nil` when there is none.
  private func appleHealthExport(in directory: String) throws(CLIError) -> FileBytes? {
    for folder in [directory, directory + "/apple_health_export"] {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0.lowercased().hasSuffix(".xml") }.sorted()
      for name in names where !AtomicFile.isDirectory(folder + "/" + name) {
        let file = try FileBytes(path: folder + "/" + name)
        if AppleHealthArchive.isExportXML(
          prefix: try file.bytes(at: 0, length: AppleHealthArchive.sniffLength))
        {
          return file
        }
      }
    }
    return nil
  }

  /// Reads a Strava bulk export, its ZIP archive or its folder.
  func readStravaExport(_ input: ImportInput) throws(CLIError) -> FileImport {
    let export: StravaExportImport
    switch input.content {
    case .stravaExportFolder(let folder):
      export = try folder.read(timeZone: timeZone)
    case .wearableFolder:
      throw .unreadable("cannot import '\(input.path)': not a Strava export")
    case .file(let file):
      do throws(ImportError) {
        guard let archive = try StravaExportArchive(file) else {
          throw .unrecognised(reason: "the ZIP archive holds no Strava activities.csv")
        }
        export = try StravaExportReader.read(
          csv: try archive.csv(), csvPath: archive.csvPath, paths: archive.activityPaths,
          timeZone: timeZone
        ) { path throws(ImportError) in try archive.contents(of: path) }
      } catch {
        throw CLIError.importing(error, path: input.path)
      }
    }
    return FileImport(
      path: input.path, format: InputFormat.stravaExport.rawValue,
      fingerprint: try input.contentFingerprint(), report: export.report, stravaExport: export)
  }
}
