import Foundation

/// A streaming tag scanner for the XML of an Apple Health export; not a validating parser.
///
/// It reports start, end and empty-element tags with their attributes as raw byte ranges and
/// skips everything else (text, comments, processing instructions, CDATA and the whole
/// `<!DOCTYPE … [ … ]>`, whose internal subset is malformed in HealthKit Export Version 12).
/// Bytes are never validated: a stray control character such as `\x0b` inside a value is just a
/// byte of that value. Tags are found quote-aware, so a `>` inside a value does not end a tag.
///
/// Memory is constant: a chunk is scanned in place and only an unfinished construct at its end
/// (at most `maximumConstructLength` bytes; in practice one tag) is carried to the next chunk.
struct XMLScanner {
  /// A single tag, comment or DTD longer than this is treated as damage: no real export comes
  /// close, and the limit keeps a file with an unclosed quote from filling memory.
  static let maximumConstructLength = 16 << 20

  /// The bytes of an unfinished construct from the end of the previous chunk.
  private var carry: [UInt8] = []
  /// Absolute offset of the first byte not yet handled (the start of `carry`).
  private(set) var offset: Int64 = 0
  /// The 1-based line of `offset`, so that a tag can say where it is in an editor's terms.
  private(set) var line = 1
  private let attributes = AttributeStorage()

  /// Creates a scanner at the start of a document.
  init() {}

  /// Whether an unfinished construct is waiting for more bytes.
  var hasUnfinishedConstruct: Bool { !carry.isEmpty }

  /// Scans `chunk`, the bytes that follow everything fed so far, reporting tags to `handler`.
  mutating func feed<Handler: XMLTagHandler>(
    _ chunk: UnsafeRawBufferPointer, to handler: inout Handler
  ) throws(ImportError) {
    var start = 0
    if !carry.isEmpty {
      guard let resumed = try finishCarriedConstruct(chunk, handler: &handler) else { return }
      start = resumed
    }
    let rest = UnsafeRawBufferPointer(rebasing: chunk[start...])
    let used = try Self.scan(
      rest, base: offset, line: &line, attributes: attributes, handler: &handler)
    offset += Int64(used)
    if used < rest.count {
      try keep(UnsafeRawBufferPointer(rebasing: rest[used...]))
    }
  }

  /// Completes the carried construct with the first bytes of `chunk`; returns where scanning of
  /// `chunk` resumes, or `nil` when the whole chunk went into a still-unfinished construct.
  ///
  /// It tries a small prefix of the chunk first and grows it fourfold, so a carried tag costs a
  /// few hundred bytes of copying while a long DTD still completes in a few attempts.
  private mutating func finishCarriedConstruct<Handler: XMLTagHandler>(
    _ chunk: UnsafeRawBufferPointer, handler: inout Handler
  ) throws(ImportError) -> Int? {
    let carried = carry.count
    var take = min(chunk.count, 4096)
    while true {
      carry.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<take]))
      let base = offset
      let storage = attributes
      var reached = line
      let used = try carry.withImportBytes { bytes throws(ImportError) in
        try Self.scan(bytes, base: base, line: &reached, attributes: storage, handler: &handler)
      }
      if used > carried {
        offset += Int64(used)
        line = reached
        carry.removeAll(keepingCapacity: true)
        return used - carried
      }
      if take == chunk.count {
        guard carry.count <= Self.maximumConstructLength else {
          throw .malformed(
            reason: "markup on line \(line) never ends (an unclosed tag, quote or comment)")
        }
        return nil
      }
      carry.removeLast(take)
      take = min(chunk.count, take * 4)
    }
  }

  private mutating func keep(_ bytes: UnsafeRawBufferPointer) throws(ImportError) {
    guard bytes.count <= Self.maximumConstructLength else {
      throw .malformed(reason: "markup on line \(line) never ends")
    }
    carry.removeAll(keepingCapacity: true)
    carry.append(contentsOf: bytes)
  }
}

extension XMLScanner {
  /// Handles every complete construct of `buffer` and returns how many bytes were used: all of
  /// them, or up to the `<` of a construct that the buffer cuts off. `line` is the line of the
  /// buffer's first byte on entry and of the first unused byte on return.
  static func scan<Handler: XMLTagHandler>(
    _ buffer: UnsafeRawBufferPointer, base: Int64, line: inout Int, attributes: AttributeStorage,
    handler: inout Handler
  ) throws(ImportError) -> Int {
    guard let raw = buffer.baseAddress else { return 0 }
    let bytes = raw.assumingMemoryBound(to: UInt8.self)
    let count = buffer.count
    var index = 0
    // Line feeds are counted on the way, by the same loops that find the markup (within a tag,
    // only whitespace and quoted values can hold one), so lines cost no second pass; a
    // construct's own count is kept apart until it is known to be complete.
    var lines = line
    while let open = nextOpen(bytes, from: index, count, lines: &lines) {
      guard open + 1 < count else {
        line = lines
        return open
      }
      var inside = lines
      let next: Int?
      let place = Place(offset: base + Int64(open), line: lines)
      switch bytes[open + 1] {
      case 0x2F:  // "</"
        next = try endTag(bytes, open, count, place, &handler)
        if let next { inside += newlines(raw, from: open, to: next) }
      case 0x3F:  // "<?"
        next = end(of: "?>", in: bytes, from: open + 2, count)
        if let next { inside += newlines(raw, from: open, to: next) }
      case 0x21:  // "<!"
        next = declarationEnd(bytes, open, count)
        if let next { inside += newlines(raw, from: open, to: next) }
      default:
        next = try startTag(bytes, open, count, place, attributes, &handler, lines: &inside)
      }
      guard let next else {
        line = lines
        return open
      }
      lines = inside
      index = next
    }
    line = lines
    return count
  }

  /// The next `<` at or after `from`, counting the line feeds before it into `lines`; `nil`
  /// (with every line feed to the end counted) when there is none.
  ///
  /// Between an export's tags there are a line feed and a few spaces, so the first bytes are
  /// looked at one by one before `memchr` takes over.
  @inline(__always)
  static func nextOpen(_ bytes: UnsafePointer<UInt8>, from: Int, _ count: Int, lines: inout Int)
    -> Int?
  {
    var index = from
    let near = min(count, from + 16)
    while index < near {
      let byte = bytes[index]
      if byte == 0x3C { return index }
      if byte == 0x0A { lines += 1 }
      index += 1
    }
    guard index < count else { return nil }
    let raw = UnsafeRawPointer(bytes)
    guard let found = memchr(raw + index, 0x3C, count - index) else {
      lines += newlines(raw, from: index, to: count)
      return nil
    }
    let open = raw.distance(to: UnsafeRawPointer(found))
    lines += newlines(raw, from: index, to: open)
    return open
  }

  /// Where a construct starts: its byte offset and 1-based line in the document.
  struct Place {
    var offset: Int64
    var line: Int
  }

  /// The number of line feeds in `from..<to`.
  @inline(__always)
  static func newlines(_ raw: UnsafeRawPointer, from: Int, to: Int) -> Int {
    var lines = 0
    var index = from
    while index < to, let found = memchr(raw + index, 0x0A, to - index) {
      lines += 1
      index = raw.distance(to: UnsafeRawPointer(found)) + 1
    }
    return lines
  }

  /// The index after the first `terminator` at or after `from`, or `nil`.
  @inline(__always)
  static func end(
    of terminator: StaticString, in bytes: UnsafePointer<UInt8>, from: Int, _ count: Int
  ) -> Int? {
    let length = terminator.utf8CodeUnitCount
    let last = terminator.utf8Start[length - 1]
    var index = from
    while index < count {
      guard let found = memchr(bytes + index, Int32(last), count - index) else { return nil }
      let position = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - bytes
      if position - (length - 1) >= from,
        memcmp(bytes + position - (length - 1), terminator.utf8Start, length - 1) == 0
      {
        return position + 1
      }
      index = position + 1
    }
    return nil
  }

  /// The end of a comment, CDATA section or `<!DOCTYPE …>` (with its internal subset).
  static func declarationEnd(_ bytes: UnsafePointer<UInt8>, _ open: Int, _ count: Int) -> Int? {
    let available = count - open
    if available >= 4, bytes[open + 2] == 0x2D, bytes[open + 3] == 0x2D {
      return end(of: "-->", in: bytes, from: open + 4, count)
    }
    guard available >= 9 else { return nil }
    if memcmp(bytes + open, ("<![CDATA[" as StaticString).utf8Start, 9) == 0 {
      return end(of: "]]>", in: bytes, from: open + 9, count)
    }
    var index = open + 2
    while index < count, bytes[index] != 0x3E, bytes[index] != 0x5B { index += 1 }
    guard index < count else { return nil }
    if bytes[index] == 0x3E { return index + 1 }
    // The internal subset ends at "]" followed by optional whitespace and ">".
    while index < count {
      guard let found = memchr(bytes + index, 0x5D, count - index) else { return nil }
      var after = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - bytes + 1
      while after < count, bytes[after] <= 0x20 { after += 1 }
      guard after < count else { return nil }
      if bytes[after] == 0x3E { return after + 1 }
      index = after
    }
    return nil
  }

  private static func endTag<Handler: XMLTagHandler>(
    _ bytes: UnsafePointer<UInt8>, _ open: Int, _ count: Int, _ place: Place,
    _ handler: inout Handler
  ) throws(ImportError) -> Int? {
    guard let found = memchr(bytes + open + 2, 0x3E, count - open - 2) else { return nil }
    let close = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - bytes
    var nameEnd = open + 2
    while nameEnd < close, bytes[nameEnd] > 0x20 { nameEnd += 1 }
    let tag = XMLTag(
      kind: .end, name: UnsafeRawBufferPointer(start: bytes + open + 2, count: nameEnd - open - 2),
      attributes: UnsafeBufferPointer(start: nil, count: 0), offset: place.offset,
      line: place.line)
    try handler.handle(tag)
    return close + 1
  }
}
