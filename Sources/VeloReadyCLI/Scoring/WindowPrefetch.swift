import Foundation
import ScoreEngine
import VeloKit
import VeloStore

/// Half of a window's read, done on a connection of its own while the caller reads the other half
/// on the store's connection (docs/architecture.md §14): the training ledger's slice and every
/// record table but the sleep segments, which are about half of the rows. For a year of history
/// the read is most of `history`; side by side the halves take the time of the longer.
///
/// The caller uses what was read only when it was read at the generation of its own read (every
/// write advances it), so the two halves still come from one committed state; otherwise it reads
/// them again in its own transaction.
///
/// `@unchecked Sendable`: the result is set once, under the lock, before the group is left, and
/// read after waiting for the group.
final class WindowPrefetch: @unchecked Sendable {
  /// The table the caller reads itself.
  static let callerTable = "sleep_segments"

  /// What was read, and the store generation it was read at.
  struct Read: Sendable {
    /// Every record table of the window but `callerTable`.
    var records: RecordSet
    var found: StoredTraining.Found
    var generation: Int64
  }

  private let group = DispatchGroup()
  private let lock = NSLock()
  private var read: Read?

  /// Starts reading `window` for `profile` from the store at `root`.
  init(root: String, window: HistoryWindow, profile: AthleteProfile) {
    group.enter()
    DispatchQueue.global().async { [self] in
      defer { group.leave() }
      do throws(CLIError) {
        let store = try CLIError.fromStore(try Store.connection(toExisting: root))
        let read = try store.read { () throws(CLIError) -> Read in
          Read(
            records: try CLIError.fromStore(
              try store.database.records(
                for: window, clock: profile.clock, tables: { $0 != Self.callerTable })),
            found: try StoredTraining.read(for: window, in: store, profile: profile),
            generation: try CLIError.fromStore(try store.generation()))
        }
        lock.withLock { self.read = read }
      } catch {
        // Nothing read: the caller reads it all itself and meets the error there.
      }
    }
  }

  /// What was read, once the read is done; `nil` when it failed.
  func wait() -> Read? {
    group.wait()
    return lock.withLock { read }
  }
}
