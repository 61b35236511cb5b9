import Foundation
import HealthImport
import VeloKit

/// The folder of a WHOOP, Oura or Garmin Connect export, unzipped (docs/formats.md §6.7): the
/// `.csv` and `.json` files anywhere under it whose content is a file of a known kind.
struct WearableFolder: Sendable {
  /// The folder as the rider gave it.
  let path: String
  /// Every `.csv` or `.json` file under it, relative and in byte order.
  let candidates: [String]
  /// The kind of each candidate that is a file of an export.
  let kinds: [String: WearableFileKind]

  /// The export at `path`, whose files `walk` lists; `nil` when none of them is a file of a
  /// known kind. Only `.csv` and `.json` files are looked at, and only their first 4 KiB: a
  /// Garmin export holds thousands of other files.
  static func locate(_ path: String, walk: FolderWalk) throws(CLIError) -> WearableFolder? {
    // A service writes its file names in UTF-8; a name that is not is none of its files.
    let candidates = walk.files.compactMap(\.exactText).filter {
      let name = $0.lowercased()
      return name.hasSuffix(".csv") || name.hasSuffix(".json")
    }
    var kinds: [String: WearableFileKind] = [:]
    for relative in candidates {
      let file = try FileBytes(path: path + "/" + relative)
      let prefix = try file.bytes(at: 0, length: WearableExport.sniffLength)
      if let kind = WearableFileKind.sniff(prefix) { kinds[relative] = kind }
    }
    guard !kinds.isEmpty else { return nil }
    return WearableFolder(path: path, candidates: candidates, kinds: kinds)
  }

  /// The fingerprint of the export's files of known kinds (`FolderFingerprint`): a file the
  /// export does not read changes nothing.
  func fingerprint() throws(CLIError) -> String {
    try FolderFingerprint.of(path, candidates.filter { kinds[$0] != nil })
  }

  /// Reads every file of a known kind; the other candidates are listed as ignored.
  func read() throws(CLIError) -> WearableExportImport {
    let root = path
    var result: WearableExportImport
    do throws(ImportError) {
      result = try WearableExport.read(
        names: candidates.filter { kinds[$0] != nil },
        prefix: { relative throws(ImportError) in
          try Self.bytes(root, relative, length: WearableExport.sniffLength)
        },
        contents: { relative throws(ImportError) in try Self.bytes(root, relative, length: nil) })
    } catch {
      throw CLIError.importing(error, path: path)
    }
    result.ignored = candidates.filter { kinds[$0] == nil }
    return result
  }

  /// The first `length` bytes of a file of the folder, or all of them.
  private static func bytes(_ root: String, _ relative: String, length: Int?) throws(ImportError)
    -> [UInt8]
  {
    do throws(CLIError) {
      let file = try FileBytes(path: root + "/" + relative)
      guard let length else { return try file.all() }
      return try file.bytes(at: 0, length: length)
    } catch {
      throw .unreadable(reason: error.reason(reading: root + "/" + relative))
    }
  }
}
