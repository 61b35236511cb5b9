/// A named number or label behind a score or an alert, shown in the ledger
/// (docs/algorithm.md §10).
public struct Figure: Hashable, Sendable {
  /// The value of a figure.
  public enum Value: Hashable, Sendable {
    /// A number shown with a fixed number of decimals.
    case number(Double, decimals: Int)
    /// A label, e.g. a clock time or a kind.
    case text(String)
    /// No value.
    case none
  }

  /// The figure's name in the JSON ledger, e.g. `asleepMinutes`.
  public var name: String
  /// Its value.
  public var value: Value

  /// Creates a figure.
  public init(_ name: String, _ value: Value) {
    self.name = name
    self.value = value
  }

  /// A number figure, `nil` becoming `.none`.
  public static func number(_ name: String, _ value: Double?, decimals: Int) -> Figure {
    Figure(name, value.map { .number($0, decimals: decimals) } ?? .none)
  }
}
