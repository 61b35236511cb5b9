#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The busy handler of a connection: how long and how often to retry another writer's lock.
///
/// SQLite calls `shouldRetry` each time a lock it needs is held by another connection; returning
/// `false` makes the statement fail with `SQLITE_BUSY`. Waiting sleeps from 1 ms up to 25 ms per
/// attempt, so a short transaction of another process costs little and a long one costs no CPU.
final class SQLiteBusyWait {
  private let timeout: Duration
  private let waitingDelay: Duration
  private let waiting: ((Int32?) -> Void)?
  private let writer: SQLiteWriterFile?
  private var started: ContinuousClock.Instant?
  /// Whether `waiting` was called (it is called at most once per connection).
  private(set) var hasCalledWaiting = false

  init(
    timeout: Double, waitingDelay: Double, waiting: ((Int32?) -> Void)?,
    writer: SQLiteWriterFile?
  ) {
    self.timeout = .milliseconds(Int64(max(0, timeout) * 1000))
    self.waitingDelay = .milliseconds(Int64(max(0, waitingDelay) * 1000))
    self.waiting = waiting
    self.writer = writer
  }

  /// Whether to try again after the `attempt`th failure (0 for the first of one wait).
  func shouldRetry(attempt: Int32) -> Bool {
    let now = ContinuousClock.now
    if attempt == 0 || started == nil { started = now }
    let waited = started.map { now - $0 } ?? .zero
    if waited >= timeout { return false }
    if !hasCalledWaiting, waited >= waitingDelay, let waiting {
      hasCalledWaiting = true
      waiting(writer?.runningWriter())
    }
    let pause = min(25, 1 << min(Int(attempt), 5))
    usleep(useconds_t(pause * 1000))
    return true
  }
}
