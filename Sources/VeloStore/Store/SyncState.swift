import Foundation
import ScoreEngine

/// When intervals.icu was last synced.
package struct SyncState: Equatable {
  /// When the last successful sync finished.
  package var lastSuccessAt: Date?
  /// The last local date that sync covered.
  package var lastSyncedDay: LocalDate?
  /// The failures since the last success; `nil` when the latest sync succeeded (or none failed).
  package var failure: Failure?

  /// Syncs that have failed since the last success.
  package struct Failure: Equatable {
    /// The first failed sync since the last success.
    package var since: Date
    /// The latest failed sync.
    package var latest: Date
    /// What the latest failure said.
    package var message: String

    /// Creates one from its fields.
    package init(since: Date, latest: Date, message: String) {
      self.since = since
      self.latest = latest
      self.message = message
    }
  }

  /// Creates one from its fields.
  package init(
    lastSuccessAt: Date? = nil, lastSyncedDay: LocalDate? = nil, failure: Failure? = nil
  ) {
    self.lastSuccessAt = lastSuccessAt
    self.lastSyncedDay = lastSyncedDay
    self.failure = failure
  }

  /// This state after a sync that failed at `now` saying `message`: the success kept, the run of
  /// failures started or continued.
  package func failing(at now: Date, _ message: String) -> SyncState {
    var next = self
    next.failure = Failure(since: failure?.since ?? now, latest: now, message: message)
    return next
  }
}
