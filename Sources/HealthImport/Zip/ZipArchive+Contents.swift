extension ZipArchive {
  /// The whole of `entry` of the archive `bytes`, which may unpack to at most `limit` bytes.
  ///
  /// - Throws: `ImportError.malformed` when the entry is damaged or would unpack to more than
  ///   `limit` bytes (`what` names what such a file is, for the reason), `.unrecognised` when it
  ///   is encrypted or compressed by a method veloready does not read.
  static func contents(
    of entry: ZipEntry, from bytes: some RandomAccessBytes, limit: Int, holding what: String
  ) throws(ImportError) -> [UInt8] {
    guard entry.uncompressedSize <= Int64(limit) else {
      throw .malformed(
        reason: "ZIP entry '\(entry.path)' would unpack to \(entry.uncompressedSize) bytes, more "
          + "than the \(limit >> 20) MiB \(what) may hold")
    }
    var output: [UInt8] = []
    output.reserveCapacity(Int(entry.uncompressedSize))
    try ZipArchive.read(entry, from: bytes) { slice throws(ImportError) in
      output.append(contentsOf: slice)
      return true
    }
    return output
  }
}
