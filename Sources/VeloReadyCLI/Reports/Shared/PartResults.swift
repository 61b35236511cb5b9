import Foundation

/// The rows of the parts of a `ScoredDays`, filled in from several threads.
///
/// `@unchecked Sendable`: every access holds the lock, and each part is set once.
final class PartResults: @unchecked Sendable {
  private let lock = NSLock()
  private var parts: [[HistoryRow]]

  init(count: Int) {
    parts = Array(repeating: [], count: count)
  }

  /// Stores part `index`.
  func set(_ index: Int, _ part: [HistoryRow]) {
    lock.lock()
    parts[index] = part
    lock.unlock()
  }

  /// Every part, in order.
  var all: [[HistoryRow]] {
    lock.lock()
    defer { lock.unlock() }
    return parts
  }
}
