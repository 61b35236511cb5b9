/// Bytes that can be read at any offset: a file (the CLI reads it with `pread`) or memory.
///
/// The importers never open files (docs/architecture.md §2); they read through this protocol, so
/// the same code serves a 4 GB `export.zip` on disk and a fixture in a test.
public protocol RandomAccessBytes {
  /// The total number of bytes.
  var count: Int64 { get }

  /// Copies up to `buffer.count` bytes starting at `offset` into `buffer` and returns how many
  /// were copied.
  ///
  /// Fewer than `buffer.count` bytes are returned only when the data ends first; 0 means `offset`
  /// is at or past the end. Failures are `ImportError.unreadable`.
  func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws(ImportError)
    -> Int
}

extension RandomAccessBytes {
  /// Exactly `length` bytes at `offset`, or `ImportError.malformed` naming `what` when the data
  /// ends first.
  func bytes(at offset: Int64, length: Int, what: String) throws(ImportError) -> [UInt8] {
    guard offset >= 0, length >= 0, offset <= count, Int64(length) <= count - offset else {
      throw .malformed(reason: "\(what) at byte \(offset) lies past the end of the data")
    }
    var result = [UInt8](repeating: 0, count: length)
    let copied = try result.withMutableImportBytes { buffer throws(ImportError) in
      try readFully(at: offset, into: buffer)
    }
    guard copied == length else {
      throw .malformed(reason: "\(what) at byte \(offset) is cut short")
    }
    return result
  }

  /// Fills as much of `buffer` as the data allows, looping over short reads.
  func readFully(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws(ImportError)
    -> Int
  {
    var filled = 0
    while filled < buffer.count {
      let rest = UnsafeMutableRawBufferPointer(rebasing: buffer[filled...])
      let copied = try read(at: offset + Int64(filled), into: rest)
      if copied <= 0 { break }
      filled += copied
    }
    return filled
  }
}

/// Bytes held in memory: fixtures, tests and small inputs.
public struct InMemoryBytes: RandomAccessBytes, Sendable {
  /// The bytes.
  public let storage: [UInt8]

  /// Wraps `bytes`.
  public init(_ bytes: [UInt8]) {
    self.storage = bytes
  }

  /// The number of bytes.
  public var count: Int64 { Int64(storage.count) }

  /// Copies bytes from memory; never fails.
  public func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws(ImportError)
    -> Int
  {
    guard offset >= 0, offset < count else { return 0 }
    let start = Int(offset)
    let length = min(buffer.count, storage.count - start)
    storage.withUnsafeBytes { source in
      buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[start..<start + length]))
    }
    return length
  }
}

extension Array where Element == UInt8 {
  /// `withUnsafeBytes` for a body that throws `ImportError` (the standard one rethrows untyped).
  func withImportBytes<Result>(
    _ body: (UnsafeRawBufferPointer) throws(ImportError) -> Result
  ) throws(ImportError) -> Result {
    try withUnsafeBytes { bytes in
      Swift.Result { () throws(ImportError) -> Result in try body(bytes) }
    }.get()
  }

  /// `withUnsafeMutableBytes` for a body that throws `ImportError`.
  mutating func withMutableImportBytes<Result>(
    _ body: (UnsafeMutableRawBufferPointer) throws(ImportError) -> Result
  ) throws(ImportError) -> Result {
    try withUnsafeMutableBytes { bytes in
      Swift.Result { () throws(ImportError) -> Result in try body(bytes) }
    }.get()
  }
}
