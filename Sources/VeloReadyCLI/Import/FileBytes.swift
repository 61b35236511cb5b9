import Foundation
import HealthImport
import VeloKit

#if canImport(Glibc)
  import Glibc
#endif

/// A file read by offset (`pread`), so a multi-gigabyte export is never loaded whole.
final class FileBytes: RandomAccessBytes, Sendable {
  let path: String
  let count: Int64
  private let descriptor: Int32

  /// Opens `path` for reading; anything but a regular file (a pipe, a device, a socket) is
  /// refused before a byte is read, so an import never blocks on a FIFO or reads `/dev/zero`
  /// until memory runs out.
  convenience init(path: String) throws(CLIError) {
    try self.init(path: HostPath(path), shown: path)
  }

  /// Opens the file at `path`, named `shown` in messages (its bytes escaped when not UTF-8).
  init(path hostPath: HostPath, shown path: String) throws(CLIError) {
    // O_NONBLOCK: opening a FIFO without a writer would otherwise wait forever.
    let descriptor = hostPath.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
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
    guard status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw .unreadable(
        "cannot import '\(path)': \(Self.kind(status.st_mode)), not a regular file",
        hint: "import the file itself, not a pipe or a device")
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

  /// The fingerprint of the whole content for the import log (`ContentHash`), read in chunks so
  /// that a file of gigabytes is never held in memory.
  func fingerprint() throws(CLIError) -> String {
    var hasher = ContentHash()
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    var offset: Int64 = 0
    while offset < count {
      let length = Int(min(Int64(buffer.count), count - offset))
      let read: Int
      do {
        read = try buffer.withUnsafeMutableBytes { whole throws(ImportError) in
          try self.read(at: offset, into: UnsafeMutableRawBufferPointer(rebasing: whole[..<length]))
        }
      } catch {
        let reason = (error as? ImportError)?.reason ?? error.localizedDescription
        throw .unreadable("cannot import '\(path)': \(reason)")
      }
      if read == 0 { break }
      buffer.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[..<read])) }
      offset += Int64(read)
    }
    return hasher.fingerprint
  }

  /// What a file of `mode` is, in words.
  static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a named pipe (FIFO)"
    case S_IFCHR, S_IFBLK: return "a device"
    case S_IFSOCK: return "a socket"
    default: return "a special file"
    }
  }
}
