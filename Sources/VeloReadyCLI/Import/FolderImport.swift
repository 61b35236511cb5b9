import Foundation
import HealthImport
import VeloKit
import VeloStore

/// A folder of device files read for `veloready import`: the files new to the store, parsed in
/// parallel, and a count of the rest.
struct FolderImport {
  /// A new device file and what it held.
  struct Parsed {
    let file: DeviceFolder.File
    let read: DeviceFileRead
    /// The heart-rate streams of its activities, encoded for the store on the parsing thread.
    let streams: HeartRateStreams
  }

  /// The folder as the rider gave it.
  let path: String
  /// The new files, parsed, in path order.
  var parsed: [Parsed] = []
  /// Files whose content the import log already holds: not read again.
  var alreadyImported = 0
  /// Files with the same content as another one given in this run.
  var repeated = 0
  /// What the new files held, and the files passed over.
  var tally = DeviceFileTally()
  /// Every new file's report, for the summary: records, rejections and notes, each file named.
  var report = ImportReport()
  /// Seconds spent reading and parsing.
  var seconds: Double = 0

  /// Parses the files of `folder` for which `isNew` says yes, on every core (on `workers`
  /// threads when given); counts the others. `timeZone` is the athlete's, for a FIT file placed
  /// by its local time.
  static func read(
    _ folder: DeviceFolder, timeZone: TimeZone, workers: Int? = nil,
    isNew: (DeviceFolder.File) -> FileStatus
  ) -> FolderImport {
    var result = FolderImport(path: folder.path)
    var fresh: [DeviceFolder.File] = []
    for file in folder.files {
      switch isNew(file) {
      case .new: fresh.append(file)
      case .alreadyImported: result.alreadyImported += 1
      case .repeated: result.repeated += 1
      }
    }
    let files = fresh
    let reads = ParallelMap.map(files.count, workers: workers) { index -> Parsed? in
      let file = files[index]
      do throws(CLIError) {
        let read = DeviceFileImporter.read(
          try FileBytes(path: file.hostPath, shown: file.fullPath).all(), path: file.path,
          timeZone: timeZone)
        return read.map { Parsed(file: file, read: $0, streams: streams(of: $0)) }
      } catch {
        let read = DeviceFileRead(
          path: file.path,
          result: .failure(.unreadable(reason: error.reason(reading: file.fullPath))))
        return Parsed(file: file, read: read, streams: HeartRateStreams())
      }
    }
    // Counted in path order, so that the first damaged and ignored files named are the first
    // in the folder.
    var counted: [(path: String, read: DeviceFileRead?)] = []
    for (file, parsed) in zip(fresh, reads) {
      counted.append((file.path, parsed?.read))
      guard let parsed else { continue }
      result.parsed.append(parsed)
      if case .success(.activities(let report)) = parsed.read.result {
        result.report.absorb(report, from: file.path)
      }
    }
    for other in folder.others {
      switch other {
      case .ignored(let path):
        counted.append((path, nil))
      case .unreadable(let path, let reason):
        counted.append(
          (path, DeviceFileRead(path: path, result: .failure(.unreadable(reason: reason)))))
      }
    }
    counted.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    for (path, read) in counted {
      if let read { result.tally.add(read) } else { result.tally.ignore(path) }
    }
    return result
  }

  /// The heart-rate streams of the activities `read` found, encoded for the store.
  private static func streams(of read: DeviceFileRead) -> HeartRateStreams {
    guard case .success(.activities(let report)) = read.result else { return HeartRateStreams() }
    return HeartRateStreams(encoding: report.records.activities)
  }

  /// Whether a file of the folder is to be read.
  enum FileStatus {
    /// Not imported before: read it.
    case new
    /// Its content is in the import log.
    case alreadyImported
    /// Its content was given earlier in this run.
    case repeated
  }

  /// Whether no device file of the folder can be imported — every one, read now or before, is
  /// damaged or had all its records rejected: the import failed, as for a single file. A folder
  /// holding one sound file (imported now or before) succeeds, and names its damaged files.
  var keptNothing: Bool {
    let sound = parsed.filter { parsed in
      guard case .success(let outcome) = parsed.read.result else { return false }
      guard case .activities(let report) = outcome else { return true }
      return !report.records.isEmpty || report.rejections.total == 0
    }
    return alreadyImported == 0 && sound.isEmpty
      && (tally.damaged > 0 || report.rejections.total > 0)
  }
}
