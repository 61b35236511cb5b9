import HealthImport
import VeloKit

/// A folder of device files found for `veloready import`: every FIT, TCX and GPX file in it and
/// its subfolders (gzipped or not), recognised by content and fingerprinted one by one, so that
/// importing the folder again after a ride was added reads only that ride (docs/formats.md §6.5).
struct DeviceFolder {
  /// A device file of the folder.
  struct File: Sendable {
    /// The path inside the folder, e.g. `2026/ride.fit`.
    let path: String
    /// The path to open, as the system has it.
    let hostPath: HostPath
    /// The path to open, shown.
    let fullPath: String
    /// Its format from its first bytes; `nil` when only its name says it is a device file.
    let format: InputFormat?
    /// `ContentHash` of every byte.
    let fingerprint: String
  }

  /// A file that is not a device file, or one that could not be opened.
  enum Other: Sendable {
    /// Passed over: not a device file.
    case ignored(String)
    /// It could not be read; the reason in words.
    case unreadable(path: String, reason: String)
  }

  /// The folder as the rider gave it.
  let path: String
  /// The device files, in path order.
  let files: [File]
  /// Everything else, in path order.
  let others: [Other]

  /// The most bytes a device file may have (a 24-hour FIT file is about 10 MB).
  static let sizeLimit: Int64 = Int64(DeviceFileImporter.inflateLimit)

  /// Finds and fingerprints the device files under `path`, on every core (on `workers` threads
  /// when given).
  ///
  /// - Throws: `CLIError.badData` when the folder holds no device file at all.
  static func locate(_ path: String, walk: FolderWalk, workers: Int? = nil) throws(CLIError)
    -> DeviceFolder
  {
    let found = ParallelMap.map(walk.files.count, workers: workers) { index in
      examine(walk.files[index], in: path)
    }
    var files: [File] = []
    var others = walk.specials.map { Other.ignored($0) }
    for item in found {
      switch item {
      case .device(let file): files.append(file)
      case .other(let other): others.append(other)
      }
    }
    guard !files.isEmpty else {
      throw .badData(
        "cannot import '\(path)': the folder holds no Apple Health export, no Strava export and "
          + "no FIT, TCX or GPX file",
        hint: "veloready reads a folder of device files, an apple_health_export folder or an "
          + "unzipped Strava export")
    }
    return DeviceFolder(path: path, files: files, others: others)
  }

  /// What one file of the walk is.
  private enum Examined: Sendable {
    case device(File)
    case other(Other)
  }

  /// One file of the walk: a device file with its fingerprint, or something else.
  private static func examine(_ entry: FolderWalk.Entry, in folder: String) -> Examined {
    let relative = entry.shown
    let fullPath = folder + "/" + relative
    do throws(CLIError) {
      let file = try FileBytes(path: entry.path, shown: fullPath)
      let prefix = try file.bytes(at: 0, length: 4096)
      guard DeviceFileImporter.isCandidate(prefix: prefix, name: relative) else {
        return .other(.ignored(relative))
      }
      guard file.count <= sizeLimit else {
        return .other(
          .unreadable(
            path: relative,
            reason: "\(file.count) bytes, more than a device file holds (\(sizeLimit >> 20) MiB)"))
      }
      var hash = ContentHash()
      hash.update(try file.all())
      return .device(
        File(
          path: relative, hostPath: entry.path, fullPath: fullPath,
          format: InputFormat.sniff(prefix),
          fingerprint: hash.fingerprint))
    } catch {
      return .other(.unreadable(path: relative, reason: error.reason(reading: fullPath)))
    }
  }
}
