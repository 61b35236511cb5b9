import Foundation

extension XMLScanner {
  /// Scans `<name attr="value" …>` or `<name …/>` at `open` and hands it to `handler`; returns the
  /// index after the tag, or `nil` when the buffer ends inside it. The line feeds inside the tag
  /// are added to `lines`.
  ///
  /// Tolerant by design: a value may be quoted with `"` or `'` and hold any byte but its quote
  /// (including `>` and control characters); an attribute without `=` or with an unquoted value is
  /// skipped or read up to whitespace; whitespace is any byte ≤ 0x20.
  @inline(__always)
  static func startTag<Handler: XMLTagHandler>(
    _ bytes: UnsafePointer<UInt8>, _ open: Int, _ count: Int, _ place: Place,
    _ storage: AttributeStorage, _ handler: inout Handler, lines: inout Int
  ) throws(ImportError) -> Int? {
    let attributes = storage.pointer
    if let match = storage.template.match(bytes, open, count, attributes) {
      lines += match.lines
      let tag = XMLTag(
        kind: match.kind,
        name: UnsafeRawBufferPointer(start: bytes + open + 1, count: match.nameLength),
        attributes: UnsafeBufferPointer(start: attributes, count: match.attributeCount),
        offset: place.offset, line: place.line, shape: match.stamp)
      try handler.handle(tag)
      return match.next
    }
    let linesBefore = lines
    var index = nameEnd(bytes, from: open + 1, count, stopsAtEquals: false)
    let name = UnsafeRawBufferPointer(start: bytes + open + 1, count: index - open - 1)
    var attributeCount = 0
    var kind = XMLTag.Kind.start
    while true {
      skipWhitespace(bytes, &index, count, lines: &lines)
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
        guard let close = closingQuote(byte, bytes, from: index + 1, count, lines: &lines) else {
          return nil
        }
        index = close + 1
        continue
      }
      let nameStart = index
      index = nameEnd(bytes, from: index, count, stopsAtEquals: true)
      let nameStop = index
      skipWhitespace(bytes, &index, count, lines: &lines)
      guard index < count else { return nil }
      guard bytes[index] == 0x3D else { continue }  // no "=": a bare name, ignored
      index += 1
      skipWhitespace(bytes, &index, count, lines: &lines)
      guard index < count else { return nil }
      let quote = bytes[index]
      let valueStart: Int
      let valueEnd: Int
      if quote == 0x22 || quote == 0x27 {
        guard let close = closingQuote(quote, bytes, from: index + 1, count, lines: &lines) else {
          return nil
        }
        valueStart = index + 1
        valueEnd = close
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
            name: UnsafeRawBufferPointer(start: bytes + nameStart, count: nameStop - nameStart),
            value: UnsafeRawBufferPointer(start: bytes + valueStart, count: valueEnd - valueStart)))
        attributeCount += 1
      }
    }
    let tag = XMLTag(
      kind: kind, name: name,
      attributes: UnsafeBufferPointer(start: attributes, count: attributeCount),
      offset: place.offset, line: place.line)
    if lines == linesBefore {
      storage.template.record(
        bytes, open, index + 1, kind: kind, nameLength: name.count, attributes: tag.attributes)
    }
    try handler.handle(tag)
    return index + 1
  }

  /// Moves `index` past whitespace (any byte ≤ 0x20), counting line feeds.
  @inline(__always)
  static func skipWhitespace(
    _ bytes: UnsafePointer<UInt8>, _ index: inout Int, _ count: Int, lines: inout Int
  ) {
    while index < count, bytes[index] <= 0x20 {
      if bytes[index] == 0x0A { lines += 1 }
      index += 1
    }
  }

  /// The end of an element or attribute name starting at `from`: the first byte that is
  /// whitespace (≤ 0x20), `>` or `/`, or `=` for an attribute; `count` when there is none.
  @inline(__always)
  static func nameEnd(
    _ bytes: UnsafePointer<UInt8>, from: Int, _ count: Int, stopsAtEquals: Bool
  ) -> Int {
    let greater = ByteWords.broadcast(0x3E)
    let slash = ByteWords.broadcast(0x2F)
    // An element name never stops at "=": "=" stands in for ">" there.
    let equals = ByteWords.broadcast(stopsAtEquals ? 0x3D : 0x3E)
    var index = from
    while index + 8 <= count {
      let word = ByteWords.load(bytes + index)
      let stops =
        ByteWords.below(word, 0x21) | ByteWords.equal(word, greater)
        | ByteWords.equal(word, slash) | ByteWords.equal(word, equals)
      if stops != 0 { return index + ByteWords.first(stops) }
      index += 8
    }
    while index < count {
      let byte = bytes[index]
      if byte <= 0x20 || byte == 0x3E || byte == 0x2F || (stopsAtEquals && byte == 0x3D) {
        return index
      }
      index += 1
    }
    return count
  }

  /// The index of the first `quote` at or after `from`, counting the line feeds before it;
  /// `nil` when the buffer ends first.
  @inline(__always)
  static func closingQuote(
    _ quote: UInt8, _ bytes: UnsafePointer<UInt8>, from: Int, _ count: Int, lines: inout Int
  ) -> Int? {
    let quotes = ByteWords.broadcast(quote)
    let feeds = ByteWords.broadcast(0x0A)
    var index = from
    while index + 8 <= count {
      let word = ByteWords.load(bytes + index)
      let stops = ByteWords.equal(word, quotes) | ByteWords.equal(word, feeds)
      if stops == 0 {
        index += 8
        continue
      }
      let found = index + ByteWords.first(stops)
      if bytes[found] == quote { return found }
      lines += 1
      index = found + 1
    }
    while index < count {
      if bytes[index] == quote { return index }
      if bytes[index] == 0x0A { lines += 1 }
      index += 1
    }
    return nil
  }
}
