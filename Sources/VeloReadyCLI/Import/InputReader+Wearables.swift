import Foundation
import HealthImport
import VeloKit

extension InputReader {
  /// Reads a WHOOP, Oura or Garmin Connect export: its folder, its ZIP archive in place, or one
  /// of its files alone (docs/formats.md §6.7).
  func readWearable(_ input: ImportInput) throws(CLIError) -> FileImport {
    let export: WearableExportImport
    switch input.content {
    case .wearableFolder(let folder):
      export = try folder.read()
    case .stravaExportFolder:
      throw .unreadable("cannot import '\(input.path)': not a wearable export")
    case .file(let file):
      let bytes = input.format == .wearableFile ? try file.all() : []
      do throws(ImportError) {
        if input.format == .wearableFile {
          export = try WearableExport.read(bytes, name: PathText.name(of: input.path))
        } else {
          guard let archive = try WearableArchive(file) else {
            throw .unrecognised(reason: "the ZIP archive holds no WHOOP, Oura or Garmin file")
          }
          export = try archive.read()
        }
      } catch {
        throw CLIError.importing(error, path: input.path)
      }
    }
    return FileImport(
      path: input.path, format: Self.format(of: export, whole: input.format == .wearableExport),
      fingerprint: try input.contentFingerprint(), report: export.report, wearable: export)
  }

  /// `WHOOP export`, `Oura and Garmin Connect exports`, or the kind of a single file.
  static func format(of export: WearableExportImport, whole: Bool) -> String {
    if !whole, export.files.count == 1, let kind = export.files.first?.kind { return kind.rawValue }
    let names = export.services.map(\.rawValue)
    return names.joined(separator: " and ") + (names.count == 1 ? " export" : " exports")
  }
}
