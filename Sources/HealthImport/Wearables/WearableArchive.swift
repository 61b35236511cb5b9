/// A WHOOP, Oura or Garmin Connect export read in place from its ZIP archive
/// (docs/formats.md §6.7).
///
/// The archive is recognised by content: at least one of its `.csv` or `.json` entries is a file
/// of a known kind (`WearableFileKind.sniff`). Other entries — a Garmin export's FIT uploads and
/// hundreds of other JSON files — are looked at only up to their first 4 KiB, and only when they
/// are CSV or JSON by name; each entry read is checked for length and CRC-32.
public struct WearableArchive<Bytes: RandomAccessBytes> {
  /// The most bytes one file may hold once unzipped: 256 MiB, as much as a gzipped device file
  /// may unpack to; a year of Garmin sleep data is well under one.
  public static var entryLimit: Int { 256 << 20 }

  /// The archive's bytes.
  public let bytes: Bytes
  /// The entries that are CSV or JSON by name, in archive order.
  public let candidates: [String]
  private let entries: [String: ZipEntry]
  private let kinds: [String: WearableFileKind]

  /// Reads the archive's directory and sniffs its candidates; `nil` when it is a ZIP archive but
  /// holds no wearable export file.
  ///
  /// - Throws: `ImportError.malformed` when the archive or an entry is damaged.
  public init?(_ bytes: Bytes) throws(ImportError) {
    let archive = try ZipArchive(bytes)
    var entries: [String: ZipEntry] = [:]
    var candidates: [String] = []
    for entry in archive.entries where !entry.isDirectory && entries[entry.path] == nil {
      let name = entry.fileName.lowercased()
      guard name.hasSuffix(".csv") || name.hasSuffix(".json"),
        !entry.path.split(separator: "/").contains("__MACOSX")
      else { continue }
      entries[entry.path] = entry
      candidates.append(entry.path)
    }
    var kinds: [String: WearableFileKind] = [:]
    for path in candidates {
      guard let entry = entries[path] else { continue }
      var prefix: [UInt8] = []
      try ZipArchive.read(entry, from: bytes) { slice throws(ImportError) in
        prefix.append(contentsOf: slice.prefix(WearableExport.sniffLength - prefix.count))
        return prefix.count < WearableExport.sniffLength
      }
      if let kind = WearableFileKind.sniff(prefix) { kinds[path] = kind }
    }
    guard !kinds.isEmpty else { return nil }
    self.bytes = bytes
    self.candidates = candidates
    self.entries = entries
    self.kinds = kinds
  }

  /// Reads every file of a known kind; the other candidates are listed as ignored.
  ///
  /// - Throws: as `WearableExport.read(names:prefix:contents:)`.
  public func read() throws(ImportError) -> WearableExportImport {
    let known = candidates.filter { kinds[$0] != nil }
    var result = try WearableExport.read(
      names: known, kinds: kinds, contents: { path throws(ImportError) in try contents(of: path) })
    result.ignored = candidates.filter { kinds[$0] == nil }
    return result
  }

  /// The bytes of the entry `path`.
  ///
  /// - Throws: `ImportError.malformed` when the entry is damaged or larger than `entryLimit`.
  public func contents(of path: String) throws(ImportError) -> [UInt8] {
    guard let entry = entries[path] else {
      throw .unreadable(reason: "'\(path)' is not in the archive")
    }
    return try ZipArchive.contents(
      of: entry, from: bytes, limit: Self.entryLimit, holding: "a file of the export")
  }
}

extension WearableArchive: Sendable where Bytes: Sendable {}
