#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The side file that names the process holding the store's write lock (`veloready.db-writer`).
///
/// SQLite does not say who holds a lock, so a writer writes its pid here just after `BEGIN
/// IMMEDIATE` succeeds, and a process that has waited a second reads it to say "waiting for
/// another veloready (pid N)". The file is advisory: it is not synced, it is left behind after
/// the writer finishes (the next writer overwrites it), and a pid that no longer runs — the writer
/// was killed and the lock released, or the new writer has not written its pid yet — reads as
/// unknown rather than naming the wrong process.
struct SQLiteWriterFile {
  /// The file's path.
  let path: String

  /// Writes this process's pid; failures are ignored (the file only improves a message).
  func record() {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o600)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let text = Array("\(getpid())\n".utf8)
    let written = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    if written == text.count { _ = ftruncate(descriptor, off_t(text.count)) }
  }

  /// The pid of the recorded writer when that process is still running, else `nil`.
  func runningWriter() -> Int32? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    // Only a whole line counts: a half-written pid could name another process.
    guard let end = buffer.prefix(count).firstIndex(of: UInt8(ascii: "\n")),
      let pid = Int32(String(decoding: buffer[..<end], as: UTF8.self)), pid > 0
    else { return nil }
    return kill(pid, 0) == 0 || errno == EPERM ? pid : nil
  }
}
