/// `hr` and `activity` messages, as watches write them: local types 5 (an `hr` anchor: timestamp,
/// fractional timestamp, one `event_timestamp`, one `filtered_bpm`), 6 (eight heart rates with
/// `event_timestamp_12`) and 7 (`activity`: timestamp, `local_timestamp`).
extension FITWriter {
  /// Defines the three messages.
  mutating func defineHeartRateMessages() {
    define(
      local: 5, global: 132,
      [
        Field(number: 253, size: 4, baseType: Self.uint32),
        Field(number: 0, size: 2, baseType: Self.uint16),
        Field(number: 9, size: 4, baseType: Self.uint32),
        Field(number: 6, size: 1, baseType: Self.uint8),
      ])
    define(
      local: 6, global: 132,
      [
        Field(number: 6, size: 8, baseType: Self.uint8),
        Field(number: 10, size: 12, baseType: Self.byte),
      ])
    define(
      local: 7, global: 34,
      [
        Field(number: 253, size: 4, baseType: Self.uint32),
        Field(number: 5, size: 4, baseType: Self.uint32),
      ])
  }

  /// An anchor: the strap's clock read `ticks` (1/1024 s) at FIT time `time`.
  mutating func heartRateAnchor(_ time: UInt64, ticks: UInt32, bpm: UInt8) {
    write(local: 5, [.integer(time), 0, .integer(UInt64(ticks)), .integer(UInt64(bpm))])
  }

  /// Eight heart rates at the strap times `ticks`, written as 12-bit steps.
  mutating func heartRates(ticks: [UInt32], bpm: [UInt8]) {
    precondition(ticks.count == 8 && bpm.count == 8)
    var packed: [UInt8] = []
    var bits: UInt64 = 0
    var held = 0
    for tick in ticks {
      bits |= UInt64(tick & 0xFFF) << held
      held += 12
      while held >= 8 {
        packed.append(UInt8(truncatingIfNeeded: bits))
        bits >>= 8
        held -= 8
      }
    }
    write(local: 6, [.bytes(bpm), .bytes(packed)])
  }

  /// An `activity` message at `time` whose local clock read `local`.
  mutating func activityMessage(_ time: UInt64, local: UInt64) {
    write(local: 7, [.integer(time), .integer(local)])
  }
}
