import VeloKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is at the database's path, checked before SQLite opens it.
///
/// SQLite opens whatever the path names: on a FIFO it blocks forever, on `/dev/zero` it reads an
/// endless "database", on a directory it fails with an obscure message. So the path is checked
/// first (`lstat`, then `stat` through a symlink) and anything but a regular file, or nothing, is
/// a clear error. A symlink to a regular file is fine (the database may live on another disk).
package enum DatabaseFile: Equatable {
  /// Nothing is there.
  case missing
  /// A regular file of `size` bytes (0 is an empty, new database).
  case regular(size: Int64)
  /// Something SQLite must not open, and why, e.g. "it is a directory, not a database file".
  case unusable(reason: String)

  /// What is at `path`.
  package static func inspect(_ path: String) -> DatabaseFile {
    var link = stat()
    guard lstat(path, &link) == 0 else {
      return errno == ENOENT ? .missing : .unusable(reason: systemReason())
    }
    // Between these calls the file can go: SQLite removes the `-wal` and `-shm` files when the
    // last connection to a database closes, which another process may do at any moment. A file
    // that is gone is missing, not unusable.
    let isLink = (link.st_mode & S_IFMT) == S_IFLNK
    var status = stat()
    guard stat(path, &status) == 0 else {
      guard errno == ENOENT else { return .unusable(reason: systemReason()) }
      return isLink ? .unusable(reason: "it is a symbolic link to a missing file") : .missing
    }
    let linked = isLink ? "it is a symbolic link to " : "it is "
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .unusable(reason: linked + "a directory, not a database file")
    case S_IFIFO: return .unusable(reason: linked + "a named pipe, not a database file")
    case S_IFCHR, S_IFBLK: return .unusable(reason: linked + "a device, not a database file")
    case S_IFSOCK: return .unusable(reason: linked + "a socket, not a database file")
    default: return .unusable(reason: linked + "not a regular file")
    }
    guard access(path, R_OK) == 0 else {
      return errno == ENOENT && !isLink ? .missing : .unusable(reason: systemReason())
    }
    return .regular(size: Int64(status.st_size))
  }

  /// The companion files SQLite opens next to the database (`-wal`, `-shm`): each must be a
  /// regular file or missing, for the same reasons.
  package static func companions(of path: String) -> [String] {
    [path + "-wal", path + "-shm"]
  }

  /// Creates an empty file with mode 0600, or empties the one there (an empty file is an empty
  /// database): SQLite gives the `-wal` and `-shm` files the database's mode, so the rider's
  /// health data stays the rider's. Only for a file no other process opens (the private file a
  /// new database is built in).
  static func createEmpty(_ path: String) throws(FileError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .system(path) }
    // The mode given to open() is masked by the umask; set it exactly.
    fchmod(descriptor, 0o600)
    close(descriptor)
  }

  /// Writes what is in the file at `path` to the disk (best effort: it is already complete).
  static func sync(_ path: String) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  private static func systemReason() -> String {
    String(cString: strerror(errno))
  }
}
