import Foundation
import HealthImport

#if canImport(Glibc)
  import Glibc
#endif

/// A file read by offset (`pread`), so a multi-gigabyte export is never loaded whole.
final class FileBytes: RandomAccessBytes {
  let path: String
  let count: Int64
  private let descriptor: Int32

  /// Opens `path` for reading.
  init(path: String) throws(CLIError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno))
      if errno == ENOENT { throw .missing("cannot import '\(path)': no such file") }
      throw .unreadable("cannot import '\(path)': \(reason)")
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw .unreadable("cannot import '\(path)': \(reason)")
    }
    self.path = path
    self.descriptor = descriptor
    self.count = Int64(status.st_size)
  }

  deinit { close(descriptor) }

  func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws(ImportError) -> Int
  {
    while true {
      let read = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
      if read >= 0 { return read }
      if errno == EINTR { continue }
      throw .unreadable(
        reason: "read failed at byte \(offset): \(String(cString: strerror(errno)))")
    }
  }

  /// Up to `length` bytes from `offset`.
  func bytes(at offset: Int64, length: Int) throws(CLIError) -> [UInt8] {
    var result = [UInt8](repeating: 0, count: max(0, length))
    var filled = 0
    while filled < result.count {
      let read: Int
      do {
        read = try result.withUnsafeMutableBytes { buffer throws(ImportError) in
          try self.read(
            at: offset + Int64(filled),
            into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
        }
      } catch {
        // The closure's typed throw is erased by withUnsafeMutableBytes, which only rethrows.
        let reason = (error as? ImportError)?.reason ?? error.localizedDescription
        throw .unreadable("cannot import '\(path)': \(reason)")
      }
      if read == 0 { break }
      filled += read
    }
    return Array(result.prefix(filled))
  }

  /// The whole file.
  func all() throws(CLIError) -> [UInt8] {
    try bytes(at: 0, length: Int(count))
  }

  /// A fingerprint of the content for the import log: every byte of files up to 64 MiB; for
  /// larger ones (exports of gigabytes) the size and the first and last 4 MiB, which hold the
  /// export date and the newest records.
  func fingerprint() throws(CLIError) -> String {
    var hasher = ContentHasher()
    let sample = 4 << 20
    if count <= 64 << 20 {
      hasher.update(try all())
    } else {
      hasher.update(try bytes(at: 0, length: sample))
      hasher.update(try bytes(at: count - Int64(sample), length: sample))
    }
    return "\(count)-" + hasher.hash
  }
}
