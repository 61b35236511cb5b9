/// One file of a ZIP archive, as its central directory describes it (APPNOTE.TXT §4.3.12).
struct ZipEntry: Hashable, Sendable {
  /// How the entry's data is stored.
  enum Method: Hashable, Sendable {
    /// Method 0: the bytes as they are.
    case stored
    /// Method 8: raw DEFLATE.
    case deflated
    /// Anything else (bzip2, LZMA, …), which veloready does not read.
    case unsupported(UInt16)
  }

  /// The path inside the archive, `/`-separated (decoded as UTF-8 whatever the flag says, which
  /// is right for every name an iPhone writes and harmless for ASCII).
  var path: String
  /// The compression method.
  var method: Method
  /// Whether the entry is encrypted (general-purpose flag bit 0).
  var isEncrypted: Bool
  /// CRC-32 of the uncompressed data.
  var crc32: UInt32
  /// Size of the stored data, bytes.
  var compressedSize: Int64
  /// Size of the file once inflated, bytes.
  var uncompressedSize: Int64
  /// Offset of the entry's local header from the start of the archive.
  var localHeaderOffset: Int64

  /// Whether the path names a directory rather than a file.
  var isDirectory: Bool { path.hasSuffix("/") }

  /// The last path component.
  var fileName: Substring {
    path.split(separator: "/", omittingEmptySubsequences: true).last ?? Substring(path)
  }
}

/// Little-endian fields of a byte array, bounds-checked.
struct LittleEndianFields {
  let bytes: [UInt8]

  /// The unsigned integer of `width` bytes at `offset`, or `nil` past the end.
  func value(at offset: Int, width: Int) -> UInt64? {
    guard offset >= 0, width <= 8, offset + width <= bytes.count else { return nil }
    var result: UInt64 = 0
    for index in (0..<width).reversed() {
      result = result << 8 | UInt64(bytes[offset + index])
    }
    return result
  }

  func u16(_ offset: Int) -> UInt16? { value(at: offset, width: 2).map { UInt16($0) } }
  func u32(_ offset: Int) -> UInt32? { value(at: offset, width: 4).map { UInt32($0) } }
  func u64(_ offset: Int) -> UInt64? { value(at: offset, width: 8) }
}
