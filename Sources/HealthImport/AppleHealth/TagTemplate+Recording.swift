extension TagTemplate {
  /// Records the shape of a tag the full scan read from `open` to `next` (the index after its
  /// `>`) in place of the oldest; a tag without a shape that can be matched (no attribute, an
  /// unquoted value, a long gap, a line feed) records nothing.
  func record(
    _ bytes: UnsafePointer<UInt8>, _ open: Int, _ next: Int, kind: XMLTag.Kind, nameLength: Int,
    attributes: UnsafeBufferPointer<XMLAttribute>
  ) {
    guard !attributes.isEmpty, attributes.count <= Self.maximumSegments else { return }
    let shape = cursor.pointee.oldest
    let segments = self.segments + shape * Self.maximumSegments
    endings[shape].count = 0
    var index = open
    for (number, attribute) in attributes.enumerated() {
      guard let name = attribute.name.baseAddress, let value = attribute.value.baseAddress
      else { return }
      let valueStart = UnsafePointer<UInt8>(value.assumingMemoryBound(to: UInt8.self)) - bytes
      let valueEnd = valueStart + attribute.value.count
      let gapLength = valueStart - index
      guard gapLength <= Self.maximumGap, valueStart > index, valueEnd < next else { return }
      let quote = bytes[valueStart - 1]
      guard quote == 0x22 || quote == 0x27, bytes[valueEnd] == quote,
        !(index..<valueStart).contains(where: { bytes[$0] == 0x0A })
      else { return }
      var segment = Segment()
      segment.gapLength = gapLength
      segment.nameOffset =
        UnsafePointer<UInt8>(name.assumingMemoryBound(to: UInt8.self)) - bytes - index
      segment.nameLength = attribute.name.count
      segment.valueLength = attribute.value.count
      segment.quotes = ByteWords.broadcast(quote)
      segment.gap = (
        Self.word(bytes, index, gapLength, 0), Self.word(bytes, index, gapLength, 1),
        Self.word(bytes, index, gapLength, 2), Self.word(bytes, index, gapLength, 3),
        Self.word(bytes, index, gapLength, 4)
      )
      segment.mask = (
        Self.mask(gapLength, 0), Self.mask(gapLength, 1), Self.mask(gapLength, 2),
        Self.mask(gapLength, 3), Self.mask(gapLength, 4)
      )
      segments[number] = segment
      index = valueEnd + 1
    }
    let length = next - index
    guard length <= 8, !(index..<next).contains(where: { bytes[$0] == 0x0A }) else { return }
    let stamp = cursor.pointee.stamp + 1
    endings[shape] = Ending(
      count: attributes.count, nameLength: nameLength, stamp: stamp,
      word: Self.word(bytes, index, length, 0), mask: Self.mask(length, 0), length: length,
      kind: kind)
    followers[cursor.pointee.last] = shape
    cursor.pointee = Cursor(
      last: Self.slot(shape, kind), oldest: (shape + 1) % Self.shapes, stamp: stamp)
  }

  /// A shape and whether its tag was empty (`/>`): what is remembered to follow a tag.
  @inline(__always)
  static func slot(_ shape: Int, _ kind: XMLTag.Kind) -> Int {
    2 * shape + (kind == .empty ? 1 : 0)
  }

  /// Word `number` of the `length` bytes at `start`, zero beyond them.
  static func word(
    _ bytes: UnsafePointer<UInt8>, _ start: Int, _ length: Int, _ number: Int
  )
    -> UInt64
  {
    var word: UInt64 = 0
    for offset in stride(from: min(length, number * 8 + 8) - 1, through: number * 8, by: -1) {
      word = word << 8 | UInt64(bytes[start + offset])
    }
    return word
  }

  /// The mask of the bytes of word `number` that lie within `length` bytes.
  static func mask(_ length: Int, _ number: Int) -> UInt64 {
    let inWord = min(max(length - number * 8, 0), 8)
    return inWord == 8 ? UInt64.max : ~(UInt64.max << (8 * UInt64(inWord)))
  }
}
