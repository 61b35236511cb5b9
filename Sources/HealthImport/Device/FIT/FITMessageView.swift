/// One data message as it lies in the input, read field by field without copying; valid only
/// during the handler call that receives it.
struct FITMessageView {
  /// The layout of the definition the message follows, valid during the handler call.
  let layout: UnsafePointer<FITLayout>
  /// The first byte of the message content (after the record header).
  let content: UnsafeRawPointer
  /// The message's timestamp (FIT seconds): its field 253, or the one a compressed-timestamp
  /// header gives; `nil` when it has neither.
  let timestamp: UInt32?
  /// The byte offset of the record header in the whole input.
  let offset: Int

  /// The layout of the definition the message follows.
  var definition: FITLayout { layout.pointee }

  /// The global message number.
  var globalNumber: UInt16 { layout.pointee.globalNumber }

  /// The first element of integer field `number` as raw bits, or `nil` when absent or invalid.
  @inline(__always)
  func raw(_ number: UInt8) -> UInt64? {
    guard let field = layout.pointee.field(number), let type = field.baseType, field.count > 0,
      !type.isFloatingPoint, type != .string
    else { return nil }
    let bits = element(field, type, 0)
    return bits == type.invalidPattern ? nil : bits
  }

  /// Field `number` as an unsigned integer, or `nil` when absent, invalid or negative.
  @inline(__always)
  func unsigned(_ number: UInt8) -> UInt64? {
    guard let bits = raw(number), let type = layout.pointee.field(number)?.baseType else {
      return nil
    }
    return type.isSigned ? (Self.signExtend(bits, type) >= 0 ? bits : nil) : bits
  }

  /// Field `number` as a number, with `scale` and `offset` applied (value = raw / scale − offset),
  /// or `nil` when absent or invalid.
  @inline(__always)
  func number(_ number: UInt8, scale: Double = 1, offset: Double = 0) -> Double? {
    guard let field = layout.pointee.field(number), let type = field.baseType, field.count > 0
    else { return nil }
    let bits = element(field, type, 0)
    guard bits != type.invalidPattern || type == .string else { return nil }
    let value: Double
    switch type {
    case .float32: value = Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))
    case .float64: value = Double(bitPattern: bits)
    case .string: return nil
    default: value = type.isSigned ? Double(Self.signExtend(bits, type)) : Double(bits)
    }
    guard value.isFinite else { return nil }
    return value / scale - offset
  }

  /// Field `number` as text (UTF-8 up to the first NUL), or `nil` when absent or empty.
  func string(_ number: UInt8) -> String? {
    layout.pointee.field(number).flatMap(string)
  }

  /// The text of a string field, or `nil` when it is not a string or is empty.
  func string(_ field: FITFieldLayout) -> String? {
    guard field.baseType == .string else { return nil }
    let start = content.advanced(by: field.offset).assumingMemoryBound(to: UInt8.self)
    var length = 0
    while length < field.size, start[length] != 0 { length += 1 }
    guard length > 0 else { return nil }
    return String(decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
  }

  /// Element `index` of a field as raw bits, zero-extended, in the definition's byte order.
  @inline(__always)
  func element(_ field: FITFieldLayout, _ type: FITBaseType, _ index: Int) -> UInt64 {
    let at = field.offset + index * type.size
    let big = layout.pointee.bigEndian
    switch type.size {
    case 1:
      return UInt64(content.load(fromByteOffset: at, as: UInt8.self))
    case 2:
      let value = content.loadUnaligned(fromByteOffset: at, as: UInt16.self)
      return UInt64(big ? UInt16(bigEndian: value) : UInt16(littleEndian: value))
    case 4:
      let value = content.loadUnaligned(fromByteOffset: at, as: UInt32.self)
      return UInt64(big ? UInt32(bigEndian: value) : UInt32(littleEndian: value))
    default:
      let value = content.loadUnaligned(fromByteOffset: at, as: UInt64.self)
      return big ? UInt64(bigEndian: value) : UInt64(littleEndian: value)
    }
  }

  /// The two's-complement value of `bits` read as `type`.
  @inline(__always)
  static func signExtend(_ bits: UInt64, _ type: FITBaseType) -> Int64 {
    let shift = UInt64(64 - 8 * type.size)
    return Int64(bitPattern: bits << shift) >> shift
  }
}
