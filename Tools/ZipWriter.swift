import CZlib
import Foundation

/// Writes ZIP archives (deflated entries, PKWARE APPNOTE.TXT 4.3) and gzip files with the system
/// zlib, byte for byte the same on every run: entries carry one fixed date and gzip headers no
/// time, so a regenerated fixture only changes when its content does.
struct ZipWriter {
  private var data: [UInt8] = []
  private var directory: [UInt8] = []
  private var count = 0

  /// 2026-09-21 00:00:00 in MS-DOS date and time fields.
  private static let dosTime: UInt16 = 0
  private static let dosDate: UInt16 = UInt16((2026 - 1980) << 9 | 9 << 5 | 21)

  /// Adds the file `path` (`/`-separated) holding `content`, deflated.
  mutating func add(_ path: String, _ content: [UInt8]) throws {
    let compressed = try Self.deflate(content, windowBits: -15)
    let crc = Self.crc32(content)
    let name = Array(path.utf8)
    let offset = UInt32(data.count)
    // Version 2.0, flag bit 11 (UTF-8 names), method 8 (deflate).
    var common: [UInt8] = []
    common += le16(20) + le16(0x0800) + le16(8) + le16(Self.dosTime) + le16(Self.dosDate)
    common += le32(crc) + le32(UInt32(compressed.count)) + le32(UInt32(content.count))
    common += le16(UInt16(name.count)) + le16(0)
    data += le32(0x0403_4B50) + common + name + compressed
    directory += le32(0x0201_4B50) + le16(0x031E) + common + le16(0) + le16(0) + le16(0)
    directory += le32(0o100644 << 16) + le32(offset) + name
    count += 1
  }

  /// The archive: entries, central directory and end record.
  func archive() -> [UInt8] {
    let start = UInt32(data.count)
    var end = le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(count)) + le16(UInt16(count))
    end += le32(UInt32(directory.count)) + le32(start) + le16(0)
    return data + directory + end
  }

  /// `content` as a gzip file (`gzip -9 -n`: no name, no time).
  static func gzip(_ content: [UInt8]) throws -> [UInt8] {
    try deflate(content, windowBits: 31)
  }

  /// CRC-32 of `bytes`.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      UInt32(CZlib.crc32(0, buffer.baseAddress, uInt(buffer.count)))
    }
  }

  /// Raw DEFLATE (`windowBits` −15) or gzip (31) at level 9.
  private static func deflate(_ bytes: [UInt8], windowBits: Int32) throws -> [UInt8] {
    var stream = z_stream()
    guard
      deflateInit2_(
        &stream, 9, Z_DEFLATED, windowBits, 9, Z_DEFAULT_STRATEGY, zlibVersion(),
        Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { throw BenchmarkError("zlib could not start") }
    defer { deflateEnd(&stream) }
    var input = bytes
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 32)
    let status = input.withUnsafeMutableBufferPointer { inputBuffer in
      output.withUnsafeMutableBufferPointer { outputBuffer in
        stream.next_in = inputBuffer.baseAddress
        stream.avail_in = uInt(inputBuffer.count)
        stream.next_out = outputBuffer.baseAddress
        stream.avail_out = uInt(outputBuffer.count)
        return CZlib.deflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END else { throw BenchmarkError("zlib failed (\(status))") }
    return Array(output[..<Int(stream.total_out)])
  }

  private func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
  private func le32(_ value: UInt32) -> [UInt8] {
    [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
  }
}
