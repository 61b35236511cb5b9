/// The messages of an activity file, for tests that need a realistic one: local types 0 `file_id`,
/// 1 `record`, 2 `event`, 3 `session`, each defined once by `defineActivityMessages`.
extension FITWriter {
  /// The FIT time of 2026-09-20T06:00:00Z (Unix 1 789 884 000 − 631 065 600).
  static let morning: UInt64 = 1_158_818_400

  /// An activity writer with the four definitions written.
  static func activity(bigEndian: Bool = false) -> FITWriter {
    var writer = FITWriter()
    writer.defineActivityMessages(bigEndian: bigEndian)
    return writer
  }

  /// Defines `file_id`, `record` (timestamp, heart rate, power), `event` (timestamp, event,
  /// event type) and `session`.
  mutating func defineActivityMessages(bigEndian: Bool = false) {
    define(
      local: 0, global: 0,
      [
        Field(number: 0, size: 1, baseType: Self.enumeration),
        Field(number: 1, size: 2, baseType: Self.uint16),
        Field(number: 2, size: 2, baseType: Self.uint16),
        Field(number: 3, size: 4, baseType: Self.uint32z),
        Field(number: 4, size: 4, baseType: Self.uint32),
      ], bigEndian: bigEndian)
    define(
      local: 1, global: 20,
      [
        Field(number: 253, size: 4, baseType: Self.uint32),
        Field(number: 3, size: 1, baseType: Self.uint8),
        Field(number: 7, size: 2, baseType: Self.uint16),
      ], bigEndian: bigEndian)
    define(
      local: 2, global: 21,
      [
        Field(number: 253, size: 4, baseType: Self.uint32),
        Field(number: 0, size: 1, baseType: Self.enumeration),
        Field(number: 1, size: 1, baseType: Self.enumeration),
      ], bigEndian: bigEndian)
    define(
      local: 3, global: 18,
      [
        Field(number: 253, size: 4, baseType: Self.uint32),
        Field(number: 2, size: 4, baseType: Self.uint32),
        Field(number: 5, size: 1, baseType: Self.enumeration),
        Field(number: 6, size: 1, baseType: Self.enumeration),
        Field(number: 7, size: 4, baseType: Self.uint32),
        Field(number: 8, size: 4, baseType: Self.uint32),
        Field(number: 9, size: 4, baseType: Self.uint32),
        Field(number: 11, size: 2, baseType: Self.uint16),
        Field(number: 16, size: 1, baseType: Self.uint8),
        Field(number: 17, size: 1, baseType: Self.uint8),
        Field(number: 20, size: 2, baseType: Self.uint16),
        Field(number: 34, size: 2, baseType: Self.uint16),
      ], bigEndian: bigEndian)
  }

  /// A `file_id` (type 4 is an activity; Garmin 1, Edge 530 3121).
  mutating func fileID(
    type: UInt64 = 4, manufacturer: UInt64 = 1, product: UInt64 = 3121,
    serial: UInt64 = 3_900_000_001, created: UInt64 = morning
  ) {
    write(
      local: 0,
      [
        .integer(type), .integer(manufacturer), .integer(product), .integer(serial),
        .integer(created),
      ])
  }

  /// A `record`; 0xFF and 0xFFFF are the invalid heart rate and power.
  mutating func record(_ time: UInt64, heartRate: UInt64 = 0xFF, power: UInt64 = 0xFFFF) {
    write(local: 1, [.integer(time), .integer(heartRate), .integer(power)])
  }

  /// A timer `event`: start (type 0) or stop all (type 4).
  mutating func timer(_ time: UInt64, start: Bool) {
    write(local: 2, [.integer(time), 0, .integer(start ? 0 : 4)])
  }

  /// A `session`; times in seconds, distance in metres (scaled as the profile says), and the
  /// invalid value for every summary not given.
  mutating func session(
    start: UInt64, elapsed: Double, timer: Double?, sport: UInt64 = 2, subSport: UInt64 = 0xFF,
    distance: Double? = nil, kilocalories: UInt64 = 0xFFFF, averageHeartRate: UInt64 = 0xFF,
    maxHeartRate: UInt64 = 0xFF, averagePower: UInt64 = 0xFFFF, normalizedPower: UInt64 = 0xFFFF
  ) {
    write(
      local: 3,
      [
        .integer(start + UInt64(elapsed.rounded(.up))), .integer(start), .integer(sport),
        .integer(subSport), .integer(UInt64(elapsed * 1000)),
        .integer(timer.map { UInt64($0 * 1000) } ?? 0xFFFF_FFFF),
        .integer(distance.map { UInt64($0 * 100) } ?? 0xFFFF_FFFF), .integer(kilocalories),
        .integer(averageHeartRate), .integer(maxHeartRate), .integer(averagePower),
        .integer(normalizedPower),
      ])
  }
}
