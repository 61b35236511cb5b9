/// Where a day's scores came from.
enum ScoreOrigin: String, Sendable {
  /// Computed now from the store.
  case fresh
  /// Read back from the score cache.
  case cache
  /// Computed now from the built-in demo athlete (there is no store).
  case demo
}
