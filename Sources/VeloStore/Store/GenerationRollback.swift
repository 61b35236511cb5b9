/// A database that went back to an earlier commit (docs/architecture.md §6, "Durability"): its
/// generation is lower than the one the last command recorded in `veloready.db-generation`.
package struct GenerationRollback: Equatable, Sendable {
  /// The generation the last command committed.
  package let recorded: Int64
  /// The generation the database holds.
  package let found: Int64

  /// How many writes are missing.
  package var lost: Int64 { recorded - found }
}
