/// The base types of the FIT protocol: how a field's bytes are read and which value means
/// "no value".
///
/// A definition names a base type by one byte whose low five bits are the type number; the top bit
/// only says whether the type has an endianness. The type is recognised by its number alone, so a
/// writer that gets the top bit wrong is still read.
public enum FITBaseType: UInt8, CaseIterable, Hashable, Sendable {
  /// An enumeration, one byte; invalid 0xFF.
  case enumeration = 0
  /// A signed byte; invalid 0x7F.
  case sint8 = 1
  /// An unsigned byte; invalid 0xFF.
  case uint8 = 2
  /// A signed 16-bit integer; invalid 0x7FFF.
  case sint16 = 3
  /// An unsigned 16-bit integer; invalid 0xFFFF.
  case uint16 = 4
  /// A signed 32-bit integer; invalid 0x7FFFFFFF.
  case sint32 = 5
  /// An unsigned 32-bit integer; invalid 0xFFFFFFFF.
  case uint32 = 6
  /// A NUL-terminated UTF-8 string; an empty string is invalid.
  case string = 7
  /// An IEEE 754 single; invalid when all bits are set.
  case float32 = 8
  /// An IEEE 754 double; invalid when all bits are set.
  case float64 = 9
  /// An unsigned byte whose invalid value is 0.
  case uint8z = 10
  /// An unsigned 16-bit integer whose invalid value is 0.
  case uint16z = 11
  /// An unsigned 32-bit integer whose invalid value is 0.
  case uint32z = 12
  /// Raw bytes; an array is invalid only when every byte is 0xFF.
  case byte = 13
  /// A signed 64-bit integer; invalid 0x7FFFFFFFFFFFFFFF.
  case sint64 = 14
  /// An unsigned 64-bit integer; invalid when all bits are set.
  case uint64 = 15
  /// An unsigned 64-bit integer whose invalid value is 0.
  case uint64z = 16

  /// The base type of a definition's base-type byte, or `nil` for a number the protocol does not
  /// define (such a field is kept as raw bytes).
  public init?(definitionByte: UInt8) {
    self.init(rawValue: definitionByte & 0x1F)
  }

  /// The size of one element, in bytes.
  @inline(__always)
  public var size: Int {
    switch self {
    case .enumeration, .sint8, .uint8, .string, .uint8z, .byte: return 1
    case .sint16, .uint16, .uint16z: return 2
    case .sint32, .uint32, .float32, .uint32z: return 4
    case .float64, .sint64, .uint64, .uint64z: return 8
    }
  }

  /// Whether elements are two's-complement signed integers.
  @inline(__always)
  public var isSigned: Bool {
    self == .sint8 || self == .sint16 || self == .sint32 || self == .sint64
  }

  /// Whether elements are IEEE 754 floating-point numbers.
  @inline(__always)
  public var isFloatingPoint: Bool { self == .float32 || self == .float64 }

  /// The raw bit pattern that means "no value", zero-extended to 64 bits.
  @inline(__always)
  public var invalidPattern: UInt64 {
    switch self {
    case .enumeration, .uint8, .byte: return 0xFF
    case .sint8: return 0x7F
    case .sint16: return 0x7FFF
    case .uint16: return 0xFFFF
    case .sint32: return 0x7FFF_FFFF
    case .uint32, .float32: return 0xFFFF_FFFF
    case .float64, .uint64: return UInt64.max
    case .sint64: return 0x7FFF_FFFF_FFFF_FFFF
    case .string, .uint8z, .uint16z, .uint32z, .uint64z: return 0
    }
  }
}
