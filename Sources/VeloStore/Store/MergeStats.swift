import Foundation

/// How an import changed the store.
struct MergeStats: Equatable {
  /// Records new to the store.
  var added = 0
  /// Records that replaced a stored record with the same identity and a different value.
  var replaced = 0
  /// Records already stored exactly.
  var unchanged = 0

  /// Whether the import changed anything.
  var changedAnything: Bool { added + replaced > 0 }

  static func + (lhs: MergeStats, rhs: MergeStats) -> MergeStats {
    MergeStats(
      added: lhs.added + rhs.added, replaced: lhs.replaced + rhs.replaced,
      unchanged: lhs.unchanged + rhs.unchanged)
  }
}
