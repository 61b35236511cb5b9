import Foundation
import ScoreEngine

/// Reads an Apple Health export in any of the shapes the phone produces: `export.zip`, or the
/// XML file itself (found in an unzipped `apple_health_export/` folder by `isExportXML`).
///
/// Progress callbacks receive (bytes of XML done, bytes of XML in total), for a progress bar.
public enum AppleHealthArchive {
  /// Bytes per read when streaming an XML file.
  public static let chunkSize = 1 << 18
  /// How many leading bytes `isExportXML` needs to decide (dogsheep's fix uses 1 KB).
  public static let sniffLength = 1024

  /// Whether a file that starts with `prefix` is an Apple Health `export.xml`, whatever its
  /// (localised) name: `<!DOCTYPE HealthData` or `<HealthData` in the first bytes
  /// (docs/formats.md §6.2). `export_cda.xml` and route GPX files are not.
  public static func isExportXML(prefix: some Collection<UInt8>) -> Bool {
    let text = String(decoding: prefix.prefix(sniffLength * 4), as: UTF8.self)
    return text.contains("<!DOCTYPE HealthData") || text.contains("<HealthData")
  }

  /// Imports an export of either shape, told apart by content: a ZIP archive, or XML.
  public static func importExport(
    _ bytes: some RandomAccessBytes & Sendable, timeZone: TimeZone, split: ExportSplit = .automatic,
    progress: (_ done: Int64, _ total: Int64) -> Void = { _, _ in }
  ) throws(ImportError) -> AppleHealthImport {
    let head = try bytes.bytes(at: 0, length: Int(min(bytes.count, 4)), what: "the first bytes")
    if head == [0x50, 0x4B, 0x03, 0x04] || head == [0x50, 0x4B, 0x05, 0x06] {
      return try importZip(bytes, timeZone: timeZone, split: split, progress: progress)
    }
    return try importXML(bytes, timeZone: timeZone, split: split, progress: progress)
  }

  /// Imports an `export.xml` read in chunks of `chunkSize` bytes; one of `split`'s size or more
  /// is parsed on several threads (`ExportPieces`), with the same result.
  ///
  /// `reading` sees every byte of the file once, in order, as it is read: a caller that needs a
  /// hash of the whole file computes it in the same pass instead of reading the file twice.
  public static func importXML(
    _ bytes: some RandomAccessBytes & Sendable, timeZone: TimeZone,
    split: ExportSplit = .automatic,
    progress: (_ done: Int64, _ total: Int64) -> Void = { _, _ in },
    reading: ((UnsafeRawBufferPointer) -> Void)? = nil
  ) throws(ImportError) -> AppleHealthImport {
    // Bytes `reading` has seen: when the pieces cannot be joined, the pass on one thread that
    // follows shows it only the rest.
    var seen: Int64 = 0
    if split.applies(to: bytes.count),
      let result = try importPieces(
        bytes, timeZone: timeZone, split: split, progress: progress,
        reading: reading.map { reading in
          { chunk in
            reading(chunk)
            seen += Int64(chunk.count)
          }
        })
    {
      return result
    }
    var importer = AppleHealthImporter(timeZone: timeZone)
    // Page-aligned, as the file offsets are: a buffer a few bytes past a page boundary makes
    // the kernel's copy from the page cache several times slower (its loads and stores alias
    // in the low 12 address bits).
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 4096)
    defer { buffer.deallocate() }
    var offset: Int64 = 0
    while offset < bytes.count {
      let read = try bytes.read(at: offset, into: buffer)
      guard read > 0 else {
        throw .unreadable(
          reason: "the file ended at byte \(offset) of \(bytes.count) while reading")
      }
      let chunk = UnsafeRawBufferPointer(rebasing: buffer[0..<read])
      if let reading, offset + Int64(read) > seen {
        reading(UnsafeRawBufferPointer(rebasing: chunk[Int(max(0, seen - offset))...]))
      }
      try importer.feed(chunk)
      offset += Int64(read)
      progress(offset, bytes.count)
    }
    return try importer.finish()
  }

  /// Imports the export inside an `export.zip` (deflate or stored, ZIP64 included), reading the
  /// archive directly.
  ///
  /// The export is the first `.xml` entry, in directory order, whose content passes
  /// `isExportXML` — so `apple_health_export/exportar.xml` or `导出.xml` are found and
  /// `export_cda.xml` is passed over. No such entry is `.unrecognised`.
  public static func importZip(
    _ bytes: some RandomAccessBytes, timeZone: TimeZone, split: ExportSplit = .automatic,
    progress: (_ done: Int64, _ total: Int64) -> Void = { _, _ in }
  ) throws(ImportError) -> AppleHealthImport {
    let archive = try ZipArchive(bytes)
    guard let entry = try exportEntry(in: archive, bytes: bytes) else {
      let names = archive.entries.filter { !$0.isDirectory }.prefix(5).map { "'\($0.path)'" }
      throw .unrecognised(
        reason: "the ZIP archive holds no Apple Health export.xml (entries: "
          + (names.isEmpty ? "none" : names.joined(separator: ", ")) + ")")
    }
    if split.applies(to: entry.uncompressedSize),
      var result = try importPieces(
        entry, in: bytes, timeZone: timeZone, split: split, progress: progress)
    {
      result.compressedBytes = entry.compressedSize
      result.entryPath = entry.path
      return result
    }
    var importer = AppleHealthImporter(timeZone: timeZone)
    var done: Int64 = 0
    try ZipArchive.read(entry, from: bytes) { slice throws(ImportError) in
      try importer.feed(slice)
      done += Int64(slice.count)
      progress(done, entry.uncompressedSize)
      return true
    }
    var result = try importer.finish()
    result.compressedBytes = entry.compressedSize
    result.entryPath = entry.path
    return result
  }

  /// The entry holding the export, found by content.
  static func exportEntry(in archive: ZipArchive, bytes: some RandomAccessBytes)
    throws(ImportError) -> ZipEntry?
  {
    let candidates = archive.entries.filter { entry in
      !entry.isDirectory && entry.fileName.lowercased().hasSuffix(".xml")
        && !entry.path.split(separator: "/").contains { $0 == "__MACOSX" }
    }
    for entry in candidates {
      var prefix: [UInt8] = []
      try ZipArchive.read(entry, from: bytes) { slice throws(ImportError) in
        prefix.append(contentsOf: slice.prefix(sniffLength - prefix.count))
        return prefix.count < sniffLength
      }
      if isExportXML(prefix: prefix) { return entry }
    }
    return nil
  }
}
