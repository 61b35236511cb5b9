/// The version of the scoring method this engine computes (docs/algorithm.md).
///
/// Every output reports it, and anything computed and kept by another version is stale.
public enum Algorithm {
  /// `VR-2`.
  public static let version = "VR-2"
}
