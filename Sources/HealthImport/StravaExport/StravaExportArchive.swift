/// A Strava bulk export read in place from its ZIP archive (`export_123.zip`): `activities.csv`
/// and the activity files of the `activities/` folder beside it (docs/formats.md §6.6).
///
/// The archive is recognised by content: it holds an `activities.csv` whose first line is a
/// Strava header. Entries are inflated one at a time, on demand, so an export of thousands of
/// rides is never held in memory at once; each entry's length and CRC-32 are checked.
public struct StravaExportArchive<Bytes: RandomAccessBytes> {
  /// The most bytes one activity file may hold once unzipped: 256 MiB, as for a gzipped device
  /// file.
  public static var entryLimit: Int { DeviceFileImporter.inflateLimit }

  /// The archive's bytes.
  public let bytes: Bytes
  /// The path of `activities.csv` inside the archive, e.g. `activities.csv` or
  /// `export_123/activities.csv`.
  public let csvPath: String
  /// The paths of the files under the `activities/` folder beside `activities.csv`, relative to
  /// that folder's parent (as the `Filename` column writes them), in archive order.
  public let activityPaths: [String]

  private let csvEntry: ZipEntry
  private let entries: [String: ZipEntry]

  /// Reads the archive's directory; `nil` when it is a ZIP archive but not a Strava export.
  ///
  /// - Throws: `ImportError.malformed` when the archive's directory is damaged.
  public init?(_ bytes: Bytes) throws(ImportError) {
    let archive = try ZipArchive(bytes)
    let files = archive.entries.filter { entry in
      !entry.isDirectory && !entry.path.split(separator: "/").contains { $0 == "__MACOSX" }
    }
    let csvCandidates = files.filter { $0.fileName.lowercased() == "activities.csv" }
      .sorted { $0.path.split(separator: "/").count < $1.path.split(separator: "/").count }
    guard let csvEntry = csvCandidates.first else { return nil }
    var prefix: [UInt8] = []
    try ZipArchive.read(csvEntry, from: bytes) { slice throws(ImportError) in
      prefix.append(contentsOf: slice.prefix(4096 - prefix.count))
      return prefix.count < 4096
    }
    guard InputFormat.sniff(prefix) == .stravaCSV else { return nil }
    let base = String(csvEntry.path.dropLast(csvEntry.fileName.count))
    var entries: [String: ZipEntry] = [:]
    var activityPaths: [String] = []
    for entry in files where entry.path.hasPrefix(base + "activities/") {
      let relative = String(entry.path.dropFirst(base.count))
      guard entries[relative] == nil else { continue }
      entries[relative] = entry
      activityPaths.append(relative)
    }
    self.bytes = bytes
    self.csvPath = csvEntry.path
    self.csvEntry = csvEntry
    self.entries = entries
    self.activityPaths = activityPaths
  }

  /// The bytes of `activities.csv`.
  public func csv() throws(ImportError) -> [UInt8] {
    try contents(of: csvEntry)
  }

  /// The bytes of the activity file at `path` (one of `activityPaths`).
  ///
  /// - Throws: `ImportError.malformed` when the entry is damaged or larger than `entryLimit`,
  ///   `.unrecognised` when it is encrypted or compressed by a method veloready does not read.
  public func contents(of path: String) throws(ImportError) -> [UInt8] {
    guard let entry = entries[path] else {
      throw .unreadable(reason: "'\(path)' is not in the archive")
    }
    return try contents(of: entry)
  }

  private func contents(of entry: ZipEntry) throws(ImportError) -> [UInt8] {
    try ZipArchive.contents(
      of: entry, from: bytes, limit: Self.entryLimit, holding: "an activity file")
  }
}

extension StravaExportArchive: Sendable where Bytes: Sendable {}
