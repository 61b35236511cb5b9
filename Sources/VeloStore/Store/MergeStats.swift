import Foundation

/// How an import changed the store.
package struct MergeStats: Equatable {
  /// Records new to the store.
  package var added = 0
  /// Records that replaced a stored record with the same identity and a different value.
  package var replaced = 0
  /// Records already stored exactly.
  package var unchanged = 0

  /// Whether the import changed anything.
  package var changedAnything: Bool { added + replaced > 0 }

  /// The counts of two merges together.
  package static func + (lhs: MergeStats, rhs: MergeStats) -> MergeStats {
    MergeStats(
      added: lhs.added + rhs.added, replaced: lhs.replaced + rhs.replaced,
      unchanged: lhs.unchanged + rhs.unchanged)
  }

  /// Counts of records added, replaced and left unchanged.
  package init(added: Int = 0, replaced: Int = 0, unchanged: Int = 0) {
    self.added = added
    self.replaced = replaced
    self.unchanged = unchanged
  }
}
