/// One heart rate of an `hr` message, on the file's clock.
struct FITHeartRateEvent {
  /// FIT seconds, with the fraction the strap's 1/1024 s clock gives.
  var time: Double
  /// Beats per minute.
  var bpm: UInt8
}

/// Decodes the `hr` messages of one file (`FITProfile.HeartRate`) into heart rates on the file's
/// clock, following the profile: an anchor message (a `timestamp` and one `event_timestamp`) ties
/// the strap's clock to the file's; every event after it is at the anchor's time plus its
/// `event_timestamp` less the anchor's. `event_timestamp_12` accumulates 12-bit steps onto the
/// last `event_timestamp`, and the strap's 32-bit clock, in 1/1024 s, wraps after 2²² s.
struct FITHeartRateMessages {
  typealias Field = FITProfile.HeartRate
  /// The anchor: FIT seconds and the strap's raw time at the same instant.
  private var anchor: (time: Double, event: UInt32)?
  /// The last strap time read, raw; 12-bit steps build on it.
  private var accumulated: UInt32?
  /// Events before the first anchor, which nothing places in time.
  private(set) var unanchored = 0

  /// The heart rates of `message`, appended to `events`.
  mutating func read(_ message: FITMessageView, into events: inout [FITHeartRateEvent]) {
    let layout = message.definition
    var times: [UInt32] = []
    if let field = layout.field(Field.eventTimestamp), field.baseType == .uint32 {
      for index in 0..<field.count {
        let raw = UInt32(truncatingIfNeeded: message.element(field, .uint32, index))
        guard raw != UInt32.max else { continue }
        times.append(raw)
        accumulated = raw
      }
    }
    if let timestamp = message.timestamp, let first = times.first {
      anchor = (Double(timestamp) + fraction(message), first)
    }
    if let field = layout.field(Field.eventTimestamp12), let last = accumulated {
      var value = last
      for step in Self.steps(message.content.advanced(by: field.offset), size: field.size) {
        let previous = value
        value = (previous & ~0xFFF) &+ step
        if step < previous & 0xFFF { value &+= 0x1000 }
        times.append(value)
      }
      accumulated = value
    }
    guard let field = layout.field(Field.filteredBPM), field.baseType == .uint8 else { return }
    let count = min(times.count, field.count)
    guard let anchor else {
      unanchored += count
      return
    }
    for index in 0..<count {
      let bpm = UInt8(truncatingIfNeeded: message.element(field, .uint8, index))
      guard bpm != 0, bpm != 0xFF else { continue }
      // Ticks since the anchor on the strap's clock, modulo its 32-bit wrap.
      let ticks = times[index] &- anchor.event
      guard ticks < 1 << 31 else { continue }
      events.append(FITHeartRateEvent(time: anchor.time + Double(ticks) / 1024, bpm: bpm))
    }
  }

  /// The fraction of a second of an anchor's `timestamp`.
  private func fraction(_ message: FITMessageView) -> Double {
    if let fractional = message.number(Field.fractionalTimestamp, scale: 32768) {
      return fractional
    }
    return message.number(Field.time256, scale: 256) ?? 0
  }

  /// The 12-bit values packed in `size` bytes, least significant bit first.
  static func steps(_ bytes: UnsafeRawPointer, size: Int) -> [UInt32] {
    var steps: [UInt32] = []
    var bits: UInt32 = 0
    var held = 0
    for index in 0..<size {
      bits |= UInt32(bytes.load(fromByteOffset: index, as: UInt8.self)) << held
      held += 8
      if held >= 12 {
        steps.append(bits & 0xFFF)
        bits >>= 12
        held -= 12
      }
    }
    return steps
  }
}
