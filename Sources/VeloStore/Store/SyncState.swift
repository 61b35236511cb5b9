import Foundation
import ScoreEngine

/// When intervals.icu was last synced.
package struct SyncState: Equatable {
  /// When the last successful sync finished.
  package var lastSuccessAt: Date?
  /// The last local date that sync covered.
  package var lastSyncedDay: LocalDate?

  /// Creates one from its fields.
  package init(
    lastSuccessAt: Date? = nil, lastSyncedDay: LocalDate? = nil
  ) {
    self.lastSuccessAt = lastSuccessAt
    self.lastSyncedDay = lastSyncedDay
  }
}
