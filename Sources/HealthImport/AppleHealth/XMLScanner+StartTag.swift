import Foundation

extension XMLScanner {
  /// Scans `<name attr="value" …>` or `<name …/>` at `open` and hands it to `handler`; returns the
  /// index after the tag, or `nil` when the buffer ends inside it.
  ///
  /// Tolerant by design: a value may be quoted with `"` or `'` and hold any byte but its quote
  /// (including `>` and control characters); an attribute without `=` or with an unquoted value is
  /// skipped or read up to whitespace; whitespace is any byte ≤ 0x20.
  @inline(__always)
  static func startTag<Handler: XMLTagHandler>(
    _ bytes: UnsafePointer<UInt8>, _ open: Int, _ count: Int, _ place: Place,
    _ storage: AttributeStorage, _ handler: inout Handler
  ) throws(ImportError) -> Int? {
    var index = open + 1
    while index < count, !isNameTerminator(bytes[index]) { index += 1 }
    let name = UnsafeRawBufferPointer(start: bytes + open + 1, count: index - open - 1)
    let attributes = storage.pointer
    var attributeCount = 0
    var kind = XMLTag.Kind.start
    while true {
      while index < count, bytes[index] <= 0x20 { index += 1 }
      guard index < count else { return nil }
      let byte = bytes[index]
      if byte == 0x3E { break }  // ">"
      if byte == 0x2F {  // "/"
        guard index + 1 < count else { return nil }
        index += 1
        if bytes[index] == 0x3E {
          kind = .empty
          break
        }
        continue
      }
      if byte == 0x22 || byte == 0x27 {  // a value without a name: skip it
        guard let close = memchr(bytes + index + 1, Int32(byte), count - index - 1) else {
          return nil
        }
        index = UnsafePointer<UInt8>(close.assumingMemoryBound(to: UInt8.self)) - bytes + 1
        continue
      }
      let nameStart = index
      while index < count, bytes[index] > 0x20, bytes[index] != 0x3D, bytes[index] != 0x3E,
        bytes[index] != 0x2F
      {
        index += 1
      }
      let nameEnd = index
      while index < count, bytes[index] <= 0x20 { index += 1 }
      guard index < count else { return nil }
      guard bytes[index] == 0x3D else { continue }  // no "=": a bare name, ignored
      index += 1
      while index < count, bytes[index] <= 0x20 { index += 1 }
      guard index < count else { return nil }
      let quote = bytes[index]
      let valueStart: Int
      let valueEnd: Int
      if quote == 0x22 || quote == 0x27 {
        guard let close = memchr(bytes + index + 1, Int32(quote), count - index - 1) else {
          return nil
        }
        valueStart = index + 1
        valueEnd = UnsafePointer<UInt8>(close.assumingMemoryBound(to: UInt8.self)) - bytes
        index = valueEnd + 1
      } else {
        valueStart = index
        while index < count, bytes[index] > 0x20, bytes[index] != 0x3E { index += 1 }
        guard index < count else { return nil }
        valueEnd = index
      }
      if attributeCount < AttributeStorage.capacity {
        (attributes + attributeCount).initialize(
          to: XMLAttribute(
            name: UnsafeRawBufferPointer(start: bytes + nameStart, count: nameEnd - nameStart),
            value: UnsafeRawBufferPointer(start: bytes + valueStart, count: valueEnd - valueStart)))
        attributeCount += 1
      }
    }
    let tag = XMLTag(
      kind: kind, name: name,
      attributes: UnsafeBufferPointer(start: attributes, count: attributeCount),
      offset: place.offset, line: place.line)
    try handler.handle(tag)
    return index + 1
  }

  /// Whitespace (any byte ≤ 0x20), `>` or `/` end an element name.
  @inline(__always)
  static func isNameTerminator(_ byte: UInt8) -> Bool {
    byte <= 0x20 || byte == 0x3E || byte == 0x2F
  }
}
