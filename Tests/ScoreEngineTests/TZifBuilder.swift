/// Writes TZif files for the reader's tests (RFC 8536 §3): a header and data block per version,
/// and the footer of versions 2 and up.
struct TZifBuilder {
  /// One local time type: offset (seconds east), daylight flag, abbreviation.
  struct TimeType {
    var offset: Int32
    var isDaylight = false
    var abbreviation = "AAA"
  }

  var version: UInt8 = UInt8(ascii: "2")
  var transitions: [(time: Int64, type: UInt8)] = []
  var types: [TimeType] = [TimeType(offset: 0)]
  var footer = ""
  /// Counts written instead of the true ones (index: isut, isstd, leap, time, type, char).
  var countOverrides: [Int: UInt32] = [:]
  /// Leap-second records to add (a `right/` zone).
  var leapSeconds = 0
  /// For a version 2+ file, a 32-bit block with no transitions and these types instead of a
  /// copy of the 64-bit one (to tell which block was read).
  var legacyTypes: [TimeType]?

  var bytes: [UInt8] {
    if version == 0 { return header() + block(timeSize: 4) }
    var legacy = self
    if let legacyTypes {
      legacy.transitions = []
      legacy.types = legacyTypes
    }
    return legacy.header(version) + legacy.block(timeSize: 4) + header() + block(timeSize: 8)
      + Array("\n\(footer)\n".utf8)
  }

  private var characters: [UInt8] {
    types.flatMap { Array($0.abbreviation.utf8) + [0] }
  }

  private func header(_ version: UInt8? = nil) -> [UInt8] {
    var counts: [UInt32] = [
      0, 0, UInt32(leapSeconds), UInt32(transitions.count), UInt32(types.count),
      UInt32(characters.count),
    ]
    for (index, value) in countOverrides { counts[index] = value }
    return Array("TZif".utf8) + [version ?? self.version] + Array(repeating: 0, count: 15)
      + counts.flatMap { Self.bigEndian(Int64($0), size: 4) }
  }

  private func block(timeSize: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    for transition in transitions { bytes += Self.bigEndian(transition.time, size: timeSize) }
    bytes += transitions.map(\.type)
    var index = 0
    for type in types {
      bytes +=
        Self.bigEndian(Int64(type.offset), size: 4) + [type.isDaylight ? 1 : 0, UInt8(index)]
      index += type.abbreviation.utf8.count + 1
    }
    bytes += characters
    for leap in 0..<leapSeconds {
      bytes += Self.bigEndian(Int64(78_796_800 + leap), size: timeSize)
      bytes += Self.bigEndian(Int64(leap + 1), size: 4)
    }
    return bytes
  }

  private static func bigEndian(_ value: Int64, size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }
}
