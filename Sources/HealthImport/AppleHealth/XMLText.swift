import Foundation

/// Attribute values as text: entity decoding and number parsing on raw bytes.
enum XMLText {
  /// The value with `&lt; &gt; &amp; &quot; &apos;` and `&#NNN;` / `&#xHH;` decoded.
  ///
  /// An unknown or malformed reference is kept as written, and invalid UTF-8 becomes U+FFFD:
  /// a source name with a stray byte should still import, not fail.
  static func string(_ bytes: UnsafeRawBufferPointer) -> String {
    guard let base = bytes.baseAddress, memchr(base, 0x26, bytes.count) != nil else {
      return String(decoding: bytes, as: UTF8.self)
    }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == 0x26, let (scalar, length) = reference(bytes, at: index) else {
        decoded.append(byte)
        index += 1
        continue
      }
      decoded.append(contentsOf: String(Character(scalar)).utf8)
      index += length
    }
    return String(decoding: decoded, as: UTF8.self)
  }

  /// The character of the reference starting with `&` at `index`, and the reference's length.
  private static func reference(_ bytes: UnsafeRawBufferPointer, at index: Int) -> (
    Unicode.Scalar, Int
  )? {
    var end = index + 1
    while end < bytes.count, end - index <= 10, bytes[end] != 0x3B { end += 1 }
    guard end < bytes.count, bytes[end] == 0x3B else { return nil }
    let body = String(
      decoding: UnsafeRawBufferPointer(rebasing: bytes[index + 1..<end]), as: UTF8.self)
    let length = end - index + 1
    switch body {
    case "lt": return ("<", length)
    case "gt": return (">", length)
    case "amp": return ("&", length)
    case "quot": return ("\"", length)
    case "apos": return ("'", length)
    default: break
    }
    let code: UInt32?
    if body.hasPrefix("#x") || body.hasPrefix("#X") {
      code = UInt32(body.dropFirst(2), radix: 16)
    } else if body.hasPrefix("#") {
      code = UInt32(body.dropFirst(), radix: 10)
    } else {
      code = nil
    }
    guard let code, let scalar = Unicode.Scalar(code) else { return nil }
    return (scalar, length)
  }

  /// The decimal number of the bytes (`-12.5`, `812`, `1e-3`), or `nil`.
  ///
  /// Exact: up to 19 significant digits and a power of ten within ±22 take Clinger's fast path
  /// (one correctly rounded multiplication or division of exact doubles); anything else goes
  /// through the standard library's parser.
  @inline(__always)
  static func number(_ bytes: UnsafeRawBufferPointer) -> Double? {
    var index = 0
    let count = bytes.count
    var negative = false
    if index < count, bytes[index] == 0x2D || bytes[index] == 0x2B {
      negative = bytes[index] == 0x2D
      index += 1
    }
    var mantissa: UInt64 = 0
    var digits = 0
    var scale = 0
    var sawDigit = false
    while index < count, bytes[index] &- 0x30 < 10 {
      mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30)
      digits += mantissa == 0 ? 0 : 1
      sawDigit = true
      index += 1
    }
    if index < count, bytes[index] == 0x2E {
      index += 1
      while index < count, bytes[index] &- 0x30 < 10 {
        mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30)
        digits += mantissa == 0 ? 0 : 1
        scale -= 1
        sawDigit = true
        index += 1
      }
    }
    guard sawDigit else { return nil }
    if index < count {
      return slowNumber(bytes)
    }
    guard digits <= 19, mantissa < 1 << 53, scale >= -22 else { return slowNumber(bytes) }
    let value = scale == 0 ? Double(mantissa) : Double(mantissa) / powersOfTen[-scale]
    return negative ? -value : value
  }

  private static let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  private static func slowNumber(_ bytes: UnsafeRawBufferPointer) -> Double? {
    guard let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else {
      return nil
    }
    return value
  }
}
