/// What `veloready config` was asked to do.
public enum ConfigAction: Equatable, Sendable {
  /// Print every key.
  case list
  /// Print one key.
  case get(String)
  /// Set one key.
  case set(String, String)
  /// Return one key to its default.
  case unset(String)
}
