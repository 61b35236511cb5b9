import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An advisory lock on the store (`flock` on `<store>/lock`), held by writers.
///
/// Readers never need it: every file is replaced atomically, so a reader always sees a consistent
/// version of each file. Two writers (two imports, an import and a sync) take turns: the second
/// waits, after saying so on stderr.
final class StoreLock {
  private let descriptor: Int32

  /// Takes the exclusive lock, calling `waiting` once if another process holds it.
  init(path: String, waiting: () -> Void) throws(FileError) {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .system(path) }
    if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK else {
        let error = FileError.system(path)
        close(descriptor)
        throw error
      }
      waiting()
      while flock(descriptor, LOCK_EX) != 0 {
        guard errno == EINTR else {
          let error = FileError.system(path)
          close(descriptor)
          throw error
        }
      }
    }
    self.descriptor = descriptor
  }

  deinit {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
