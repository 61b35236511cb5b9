/// The value of one field, as its base type reads it, before any scale or offset.
public enum FITValue: Hashable, Sendable {
  /// Unsigned integers and enumerations; `nil` for an element holding the invalid value.
  case unsigned([UInt64?])
  /// Signed integers; `nil` for an element holding the invalid value.
  case signed([Int64?])
  /// Floating-point numbers; `nil` for an element holding the invalid value.
  case floating([Double?])
  /// Text up to the first NUL; `nil` when empty.
  case string(String?)
  /// Raw bytes: the `byte` base type, an unknown base type, or a size that is not a whole number
  /// of elements.
  case bytes([UInt8])
}
