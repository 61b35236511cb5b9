#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The side file that remembers the last generation a command committed
/// (`veloready.db-generation`), so that a database that went back to an earlier commit is noticed.
///
/// A commit is on the disk once its frames are in the write-ahead log (`-wal`); the log is copied
/// into the database later. When the log is damaged before that, SQLite replays it only up to the
/// first frame whose checksum fails and ignores the rest, without an error: the store silently
/// goes back to an earlier commit. The generation (`meta.generation`, advanced by every write)
/// then reads lower than the one this file remembers, and the store says so.
///
/// The file is written after the commit returned, so it never names a generation the database
/// does not hold: it is not synced (a power cut may lose the write, which only makes the number
/// smaller), and a slower writer may overwrite a faster one's number with a smaller one. Both
/// make the check weaker for a moment, never wrong. The next write after a rollback was reported
/// records the database's own generation again.
struct SQLiteGenerationFile {
  /// The file's path.
  let path: String

  /// Records `generation`; failures are ignored (the file only enables a check).
  func record(_ generation: Int64) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let text = Array("\(generation)\n".utf8)
    let written = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    if written == text.count { _ = ftruncate(descriptor, off_t(text.count)) }
  }

  /// The recorded generation, or `nil` when there is none (a store older than this file, or a
  /// file that does not read as one whole number).
  func recorded() -> Int64? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 24)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 1, buffer[count - 1] == UInt8(ascii: "\n") else { return nil }
    return Int64(String(decoding: buffer[..<(count - 1)], as: UTF8.self))
  }
}
