/// An activity's load and the method that gave it.
public struct ActivityLoad: Hashable, Sendable {
  /// Load in TSS-equivalent units.
  public var load: Double
  /// The method.
  public var method: LoadMethod
}
