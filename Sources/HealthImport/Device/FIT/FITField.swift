/// One field of a decoded message.
public struct FITField: Hashable, Sendable {
  /// The field definition number of the global profile.
  public var number: UInt8
  /// The base type, or `nil` when the definition names one the protocol does not define.
  public var baseType: FITBaseType?
  /// The decoded value.
  public var value: FITValue

  /// The first element as a number, or `nil` when it is invalid or not numeric.
  public var numericValue: Double? {
    switch value {
    case .unsigned(let values): return values.first.flatMap { $0.map { Double($0) } }
    case .signed(let values): return values.first.flatMap { $0.map { Double($0) } }
    case .floating(let values): return values.first ?? nil
    case .string, .bytes: return nil
    }
  }
}
