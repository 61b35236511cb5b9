/// The shapes of the last few start or empty-element tags the scanner read in full, so that the
/// next tag of one of these shapes is read by checking rather than searching.
///
/// An export repeats one shape for long runs — `<Record type="…" sourceName="…" … value="…"/>`
/// with the same type, source, device and date widths — and searching for every quote costs a
/// mispredicted branch or a `memchr` call per value. A tag is split into *gaps* (the bytes from
/// the previous value's closing quote, or the `<`, through the next opening quote: `" unit="`)
/// and values. The next tag matches when each of its gaps is byte for byte the recorded one and
/// each value holds no quote or line feed up to its closing quote, which is looked for first
/// where the last tag's value ended. Identical gap bytes parse identically, so a match yields
/// exactly the attributes the full scan would; anything else (another gap, a line feed in a
/// gap, too few bytes left in the buffer) falls back to the full scan, which records the new
/// shape in place of the oldest. A tag may end with `/>` or `>` whatever the shape's own end, so
/// that `<Record …/>` and a `<Record …>` with children share one shape; a few shapes are kept
/// because records with children alternate with their `<MetadataEntry …/>`.
final class TagTemplate {
  /// One attribute: the gap before its value and where its name sits in that gap.
  struct Segment {
    var gap: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
    var mask: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
    var gapLength = 0
    var nameOffset = 0
    var nameLength = 0
    /// The length of this value in the last tag: where its closing quote is looked for first.
    var valueLength = 0
    var quotes: UInt64 = 0
  }

  /// A shape's attribute count, its element name's length, its stamp (see `XMLTag.shape`), and
  /// what follows its last value (`/>`, `>`, ` />`: one word).
  struct Ending {
    var count = 0
    var nameLength = 0
    var stamp = 0
    var word: UInt64 = 0
    var mask: UInt64 = 0
    var length = 0
    var kind = XMLTag.Kind.start
  }

  /// Tags with more attributes, or longer gaps, are always read in full. A first gap holds the
  /// element's name: 40 bytes take `<InstantaneousBeatsPerMinute bpm="` (34), the bulk of a
  /// watch-worn export's tags, which a 32-byte limit sent to the full scan every time.
  static let maximumSegments = 24
  static let maximumGap = 40
  /// How many shapes are kept.
  static let shapes = 4

  let segments: UnsafeMutablePointer<Segment>
  let endings: UnsafeMutablePointer<Ending>
  /// The slot (see `slot(_:_:)`) of the tag matched or recorded last, the next shape to
  /// replace, and the last stamp given.
  struct Cursor {
    var last = 0
    var oldest = 0
    var stamp = 0
  }

  let cursor: UnsafeMutablePointer<Cursor>
  /// The shape matched right after each slot the last time: tried first after it.
  let followers: UnsafeMutablePointer<Int>

  init() {
    segments = .allocate(capacity: Self.maximumSegments * Self.shapes)
    segments.initialize(repeating: Segment(), count: Self.maximumSegments * Self.shapes)
    endings = .allocate(capacity: Self.shapes)
    endings.initialize(repeating: Ending(), count: Self.shapes)
    cursor = .allocate(capacity: 1)
    cursor.initialize(to: Cursor())
    followers = .allocate(capacity: 2 * Self.shapes)
    followers.initialize(repeating: 0, count: 2 * Self.shapes)
  }

  deinit {
    segments.deallocate()
    endings.deallocate()
    cursor.deallocate()
    followers.deallocate()
  }

  /// Where a matched tag ends: the index after its `>`, its kind and its attribute count (the
  /// attributes themselves written to the storage), the line feeds inside its values, its
  /// element name's length and its shape's stamp.
  struct Match {
    var next: Int
    var kind: XMLTag.Kind
    var attributeCount: Int
    var lines: Int
    var nameLength: Int
    var stamp: Int
  }

  /// Reads the tag at `open` if it has one of the recorded shapes, writing its attributes to
  /// `attributes`; `nil` when it does not (or may not: the buffer ends too soon to tell).
  ///
  /// The shape that followed the last one the time before is tried first: tags come in
  /// cycles (a heart-rate `Record` and its `MetadataEntry`, a beat and the next beat, an HRV
  /// `Record`, its list and its beats), so the first try nearly always matches, where trying
  /// the shapes in turn failed two or three times on each record of an interleaved export.
  /// What follows is remembered apart for a start tag and an empty one of a shape: a `<Record
  /// …>` is followed by its child, a `<Record …/>` by the next record, and one `Record` shape
  /// serves both, in turn when an export mixes the types record by record.
  @inline(__always)
  func match(
    _ bytes: UnsafePointer<UInt8>, _ open: Int, _ count: Int,
    _ attributes: UnsafeMutablePointer<XMLAttribute>
  ) -> Match? {
    let last = cursor.pointee.last
    let guess = followers[last]
    if let found = match(guess, bytes, open, count, attributes) {
      cursor.pointee.last = Self.slot(guess, found.kind)
      return found
    }
    for step in 0..<Self.shapes {
      let shape = (last / 2 + step) % Self.shapes
      if shape != guess, let found = match(shape, bytes, open, count, attributes) {
        followers[last] = shape
        cursor.pointee.last = Self.slot(shape, found.kind)
        return found
      }
    }
    return nil
  }

  @inline(__always)
  private func match(
    _ shape: Int, _ bytes: UnsafePointer<UInt8>, _ open: Int, _ count: Int,
    _ attributes: UnsafeMutablePointer<XMLAttribute>
  ) -> Match? {
    let end = endings[shape]
    guard end.count > 0 else { return nil }
    let segments = self.segments + shape * Self.maximumSegments
    var lines = 0
    var index = open
    for number in 0..<end.count {
      let segment = segments[number]
      guard index + Self.maximumGap <= count else { return nil }
      var difference = (ByteWords.load(bytes + index) ^ segment.gap.0) & segment.mask.0
      difference |= (ByteWords.load(bytes + index + 8) ^ segment.gap.1) & segment.mask.1
      if segment.gapLength > 16 {
        difference |= (ByteWords.load(bytes + index + 16) ^ segment.gap.2) & segment.mask.2
        difference |= (ByteWords.load(bytes + index + 24) ^ segment.gap.3) & segment.mask.3
        if segment.gapLength > 32 {
          difference |= (ByteWords.load(bytes + index + 32) ^ segment.gap.4) & segment.mask.4
        }
      }
      guard difference == 0 else { return nil }
      let valueStart = index + segment.gapLength
      var valueEnd = valueStart + segment.valueLength
      let quote = UInt8(truncatingIfNeeded: segment.quotes)
      if valueEnd + 8 > count || bytes[valueEnd] != quote
        || !Self.isPlain(bytes, from: valueStart, to: valueEnd, quotes: segment.quotes)
      {
        guard
          let close = XMLScanner.closingQuote(quote, bytes, from: valueStart, count, lines: &lines)
        else { return nil }
        valueEnd = close
        segments[number].valueLength = valueEnd - valueStart
      }
      (attributes + number).initialize(
        to: XMLAttribute(
          name: UnsafeRawBufferPointer(
            start: bytes + index + segment.nameOffset, count: segment.nameLength),
          value: UnsafeRawBufferPointer(start: bytes + valueStart, count: valueEnd - valueStart)))
      index = valueEnd + 1
    }
    // After a closing quote the full scan takes "/>" and ">" as the end whatever came before.
    guard index + 8 <= count else { return nil }
    let ending: (length: Int, kind: XMLTag.Kind)
    if bytes[index] == 0x2F, bytes[index + 1] == 0x3E {
      ending = (2, .empty)
    } else if bytes[index] == 0x3E {
      ending = (1, .start)
    } else if (ByteWords.load(bytes + index) ^ end.word) & end.mask == 0 {
      ending = (end.length, end.kind)
    } else {
      return nil
    }
    return Match(
      next: index + ending.length, kind: ending.kind, attributeCount: end.count, lines: lines,
      nameLength: end.nameLength, stamp: end.stamp)
  }

  /// Whether `from..<to` holds neither the quote repeated in `quotes` nor a line feed; reads
  /// whole words, so at least eight bytes must follow `from`. A value of 16 bytes or more (a
  /// date, a device description) is read 16 bytes at a time in vector registers.
  @inline(__always)
  static func isPlain(_ bytes: UnsafePointer<UInt8>, from: Int, to: Int, quotes: UInt64) -> Bool {
    let feeds = ByteWords.broadcast(0x0A)
    let length = to - from
    if length < 8 {
      let word = ByteWords.load(bytes + from)
      let stops = ByteWords.equal(word, quotes) | ByteWords.equal(word, feeds)
      return stops & ~(UInt64.max << (8 * UInt64(length))) == 0
    }
    if length < 16 {
      let first = ByteWords.load(bytes + from)
      let last = ByteWords.load(bytes + to - 8)
      let stops =
        ByteWords.equal(first, quotes) | ByteWords.equal(first, feeds)
        | ByteWords.equal(last, quotes) | ByteWords.equal(last, feeds)
      return stops == 0
    }
    let raw = UnsafeRawPointer(bytes)
    let quote = SIMD16<UInt8>(repeating: UInt8(truncatingIfNeeded: quotes))
    let feed = SIMD16<UInt8>(repeating: 0x0A)
    var stops = SIMDMask<SIMD16<Int8>>(repeating: false)
    var index = from
    while index + 16 < to {
      let chunk = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
      stops .|= (chunk .== quote) .| (chunk .== feed)
      index += 16
    }
    let chunk = raw.loadUnaligned(fromByteOffset: to - 16, as: SIMD16<UInt8>.self)
    stops .|= (chunk .== quote) .| (chunk .== feed)
    // A mask's lanes are all-ones or zero bytes: two word tests, where `any` was compiled to a
    // chain of sixteen lane tests.
    let words = unsafeBitCast(stops, to: SIMD2<UInt64>.self)
    return words[0] | words[1] == 0
  }
}
