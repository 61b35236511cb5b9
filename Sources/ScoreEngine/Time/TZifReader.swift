/// A bounds-checked big-endian cursor over the bytes of a TZif file (RFC 8536 §3).
struct TZifReader {
  /// The counts of a TZif header, which size the data block after it.
  struct Header {
    var version: UInt8
    var utIndicators: Int
    var standardIndicators: Int
    var leapSeconds: Int
    var transitions: Int
    var types: Int
    var characters: Int

    /// The size in bytes of the data block that follows, with `timeSize`-byte times.
    func blockSize(timeSize: Int) -> Int {
      transitions * (timeSize + 1) + types * 6 + characters + leapSeconds * (timeSize + 4)
        + standardIndicators + utIndicators
    }
  }

  /// One local time type: its offset from UTC, seconds east.
  struct TimeType {
    var offset: Int32
  }

  private let bytes: [UInt8]
  private(set) var position = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The 44-byte header: magic, version, 15 reserved bytes, six counts.
  mutating func header() throws(TZifError) -> Header {
    guard try take(4).elementsEqual("TZif".utf8) else { throw .notTZif }
    let version = try byte()
    guard version == 0 || (UInt8(ascii: "2")...UInt8(ascii: "9")).contains(version) else {
      throw .unsupportedVersion(version)
    }
    _ = try take(15)
    var counts: [Int] = []
    for _ in 0..<6 {
      // Every count is bounded by the file's size, so the sizes computed from them cannot
      // overflow.
      let count = Int(try unsigned(4))
      guard count <= bytes.count else { throw .truncated }
      counts.append(count)
    }
    let header = Header(
      version: version, utIndicators: counts[0], standardIndicators: counts[1],
      leapSeconds: counts[2], transitions: counts[3], types: counts[4], characters: counts[5])
    guard header.types > 0, header.characters > 0,
      header.utIndicators == 0 || header.utIndicators == header.types,
      header.standardIndicators == 0 || header.standardIndicators == header.types
    else { throw .invalidCounts }
    return header
  }

  /// The transitions, their time types and the types of a data block; the rest of the block
  /// (abbreviations, leap seconds, indicators) is skipped.
  mutating func block(_ header: Header, timeSize: Int) throws(TZifError) -> (
    times: [Int64], typeIndices: [Int], types: [TimeType]
  ) {
    guard bytes.count - position >= header.blockSize(timeSize: timeSize) else {
      throw .truncated
    }
    guard header.leapSeconds == 0 else { throw .leapSeconds }
    var times: [Int64] = []
    times.reserveCapacity(header.transitions)
    for _ in 0..<header.transitions {
      let time = try signed(timeSize)
      if let previous = times.last, time <= previous { throw .transitionsOutOfOrder }
      times.append(time)
    }
    var typeIndices: [Int] = []
    typeIndices.reserveCapacity(header.transitions)
    for _ in 0..<header.transitions {
      let index = Int(try byte())
      guard index < header.types else { throw .invalidTimeType }
      typeIndices.append(index)
    }
    var types: [TimeType] = []
    for _ in 0..<header.types {
      let offset = try signed(4)
      let isDaylight = try byte()
      let abbreviationIndex = try byte()
      guard offset != Int64(Int32.min), isDaylight <= 1, Int(abbreviationIndex) < header.characters
      else {
        throw .invalidTimeType
      }
      types.append(TimeType(offset: Int32(offset)))
    }
    _ = try take(header.characters + header.standardIndicators + header.utIndicators)
    return (times, typeIndices, types)
  }

  /// The footer of a version 2+ file: a TZ string between two newlines (empty: none).
  mutating func footer() throws(TZifError) -> String {
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\n") else {
      throw .invalidFooter("")
    }
    let start = position + 1
    guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
      throw .invalidFooter(String(decoding: bytes[start...].prefix(64), as: UTF8.self))
    }
    position = end + 1
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Skips `count` bytes.
  mutating func skip(_ count: Int) throws(TZifError) {
    _ = try take(count)
  }

  private mutating func take(_ count: Int) throws(TZifError) -> ArraySlice<UInt8> {
    guard count >= 0, bytes.count - position >= count else { throw .truncated }
    defer { position += count }
    return bytes[position..<position + count]
  }

  private mutating func byte() throws(TZifError) -> UInt8 {
    guard position < bytes.count else { throw .truncated }
    defer { position += 1 }
    return bytes[position]
  }

  private mutating func unsigned(_ size: Int) throws(TZifError) -> UInt64 {
    var value: UInt64 = 0
    for byte in try take(size) { value = value << 8 | UInt64(byte) }
    return value
  }

  /// A two's-complement big-endian integer of 4 or 8 bytes.
  private mutating func signed(_ size: Int) throws(TZifError) -> Int64 {
    let value = try unsigned(size)
    return size == 8 ? Int64(bitPattern: value) : Int64(Int32(truncatingIfNeeded: value))
  }
}
