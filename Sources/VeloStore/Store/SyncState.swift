import Foundation
import ScoreEngine

/// When intervals.icu was last synced.
struct SyncState: Equatable {
  /// When the last successful sync finished.
  var lastSuccessAt: Date?
  /// The last local date that sync covered.
  var lastSyncedDay: LocalDate?
}
