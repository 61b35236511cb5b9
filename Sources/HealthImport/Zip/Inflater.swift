import CZlib

/// Raw DEFLATE decompression (RFC 1951) with the system zlib, one input slice at a time.
///
/// A class because zlib keeps pointers into its `z_stream`, which therefore needs a stable
/// address; it is private to one `ZipArchive` read and never shared.
final class Inflater {
  private let stream: UnsafeMutablePointer<z_stream>

  /// Starts a raw stream (window bits −15: no zlib or gzip header, as in ZIP).
  init() throws(ImportError) {
    stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    stream.initialize(to: z_stream())
    let status = inflateInit2_(
      stream, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else {
      stream.deinitialize(count: 1)
      stream.deallocate()
      throw .unreadable(reason: "zlib could not start (status \(status))")
    }
  }

  deinit {
    inflateEnd(stream)
    stream.deinitialize(count: 1)
    stream.deallocate()
  }

  /// The result of one `inflate` step.
  struct Step {
    /// Input bytes consumed.
    var consumed: Int
    /// Output bytes written.
    var produced: Int
    /// Whether the DEFLATE stream has ended.
    var finished: Bool
  }

  /// Inflates as much of `input` into `output` as fits.
  func inflate(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer)
    throws(ImportError) -> Step
  {
    guard let inBase = input.baseAddress ?? UnsafeRawPointer(bitPattern: 1),
      let outBase = output.baseAddress
    else { return Step(consumed: 0, produced: 0, finished: false) }
    stream.pointee.next_in = UnsafeMutablePointer(
      mutating: inBase.assumingMemoryBound(to: Bytef.self))
    stream.pointee.avail_in = uInt(input.count)
    stream.pointee.next_out = outBase.assumingMemoryBound(to: Bytef.self)
    stream.pointee.avail_out = uInt(output.count)
    let status = CZlib.inflate(stream, Z_NO_FLUSH)
    let step = Step(
      consumed: input.count - Int(stream.pointee.avail_in),
      produced: output.count - Int(stream.pointee.avail_out), finished: status == Z_STREAM_END)
    switch status {
    case Z_OK, Z_STREAM_END, Z_BUF_ERROR:
      return step
    default:
      let message = stream.pointee.msg.map { String(cString: $0) } ?? "status \(status)"
      throw .malformed(reason: "the compressed data is damaged (\(message))")
    }
  }
}

/// CRC-32 (ISO 3309, as ZIP uses it) through zlib.
enum CRC32 {
  /// `crc` updated with `bytes`.
  static func update(_ crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return crc }
    return UInt32(
      CZlib.crc32(uLong(crc), base.assumingMemoryBound(to: Bytef.self), uInt(bytes.count)))
  }

  /// The CRC-32 of two byte strings one after the other, from the CRC-32 of each and the length
  /// of the second: what lets pieces of an entry be checked on several threads.
  static func combine(_ first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
    UInt32(CZlib.crc32_combine(uLong(first), uLong(second), off_t(secondLength)))
  }
}
