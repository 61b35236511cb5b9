import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-file reads and atomic whole-file writes (temporary file, fsync, rename, fsync of the
/// folder).
///
/// A crash at any point leaves either the old file or the new one, never half of either; a
/// finished write survives a power cut. The temporary file has one fixed name (`PATH.tmp`):
/// writers of a file take turns (the store's write lock), and a temporary left by a killed
/// writer is simply overwritten by the next one rather than piling up.
package enum AtomicFile {
  /// Writes `bytes` to `path` atomically with permission bits `mode` (e.g. `0o600`).
  package static func write(_ bytes: [UInt8], to path: String, mode: mode_t = 0o644)
    throws(FileError)
  {
    let temporary = path + ".tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw .system(temporary) }
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress?.advanced(by: written), buffer.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        let error = FileError.system(temporary)
        close(descriptor)
        unlink(temporary)
        throw error
      }
      written += result
    }
    // The mode given to open() is masked by the umask; set it exactly.
    fchmod(descriptor, mode)
    guard fsync(descriptor) == 0, close(descriptor) == 0 else {
      let error = FileError.system(temporary)
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let error = FileError.system(path)
      unlink(temporary)
      throw error
    }
    syncFolder(of: path)
  }

  /// Makes a rename in the folder of `path` durable (best effort: some file systems refuse).
  package static func syncFolder(of path: String) {
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    let descriptor = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  /// Writes UTF-8 text atomically.
  package static func write(_ text: String, to path: String, mode: mode_t = 0o644) throws(FileError)
  {
    try write(Array(text.utf8), to: path, mode: mode)
  }

  /// The whole file, or `nil` when it does not exist.
  ///
  /// Only a regular file is read, and never past the size it had when opened: a named pipe
  /// would block the command forever and a link to `/dev/zero` would fill memory, so anything
  /// else is refused before a byte is read (`O_NONBLOCK` keeps even the open of a pipe from
  /// waiting for a writer).
  package static func read(_ path: String) throws(FileError) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw .system(path)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .system(path) }
    if let kind = kindOfNonRegular(status.st_mode) {
      throw FileError(path: path, reason: kind)
    }
    let size = max(0, Int(status.st_size))
    var bytes = [UInt8](repeating: 0, count: size)
    var total = 0
    while total < size {
      let count = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress?.advanced(by: total), size - total)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .system(path)
      }
      if count == 0 { break }
      total += count
    }
    bytes.removeSubrange(total...)
    return bytes
  }

  /// Why a file of `mode` is not read, or `nil` for a regular file.
  private static func kindOfNonRegular(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "is a directory"
    case S_IFIFO: return "is a named pipe (FIFO), not a regular file"
    case S_IFCHR: return "is a character device, not a regular file"
    case S_IFBLK: return "is a block device, not a regular file"
    case S_IFSOCK: return "is a socket, not a regular file"
    default: return "is not a regular file"
    }
  }

  /// The permission bits of `path`, or `nil` when it does not exist.
  package static func mode(of path: String) -> mode_t? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return status.st_mode & 0o777
  }

  /// Whether `path` exists.
  package static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }

  /// Whether `path` exists and is a directory.
  package static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// Creates `path` and its missing parents with `mode`.
  package static func makeDirectory(_ path: String, mode: mode_t = 0o700) throws(FileError) {
    if isDirectory(path) { return }
    let parent = PathText.parent(of: path)
    if !parent.isEmpty, parent != path { try makeDirectory(parent, mode: mode) }
    if mkdir(path, mode) != 0, errno != EEXIST { throw .system(path) }
  }
}
