import Foundation
import ScoreEngine

/// The training ledger of a window, read on a connection of its own while the caller reads the
/// window's records on the store's connection (docs/architecture.md §14). For a year of history
/// the two reads are the larger part of `history`; side by side they take the time of the longer.
///
/// The caller uses what was read only when it was read at the generation of its own read (every
/// write advances it), so the pair still comes from one committed state; otherwise it reads the
/// ledger again in its own transaction.
///
/// `@unchecked Sendable`: the result is set once, under the lock, before the group is left, and
/// read after waiting for the group.
final class LedgerPrefetch: @unchecked Sendable {
  /// What was read, and the store generation it was read at.
  struct Read: Sendable {
    var found: StoredTraining.Found
    var generation: Int64
  }

  private let group = DispatchGroup()
  private let lock = NSLock()
  private var read: Read?

  /// Starts reading the ledger of `window` for `profile` from the store at `root`.
  init(root: String, window: HistoryWindow, profile: AthleteProfile) {
    group.enter()
    DispatchQueue.global().async { [self] in
      defer { group.leave() }
      do throws(CLIError) {
        let store = try Store.connection(toExisting: root)
        let read = try store.read { () throws(CLIError) -> Read in
          Read(
            found: try StoredTraining.read(for: window, in: store, profile: profile),
            generation: try store.generation())
        }
        lock.withLock { self.read = read }
      } catch {
        // Nothing read: the caller reads the ledger itself and meets the error there.
      }
    }
  }

  /// What was read, once the read is done; `nil` when it failed.
  func wait() -> Read? {
    group.wait()
    return lock.withLock { read }
  }
}
