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

  /// The heart rates of `message`, appended to `events`: the `n`-th strap time of the message
  /// (its `event_timestamp` values, then its `event_timestamp_12` steps) goes with its `n`-th
  /// `filtered_bpm`.
  mutating func read(_ message: FITMessageView, into events: inout [FITHeartRateEvent]) {
    let layout = message.definition
    let rates = layout.field(Field.filteredBPM).flatMap { $0.baseType == .uint8 ? $0 : nil }
    var index = 0
    // One heart rate, read as the strap times come, without a list of them: a swim has
    // thousands of these messages.
    func emit(_ time: UInt32) {
      defer { index += 1 }
      guard let rates, index < rates.count else { return }
      guard let anchor else {
        unanchored += 1
        return
      }
      let bpm = UInt8(truncatingIfNeeded: message.element(rates, .uint8, index))
      // Ticks since the anchor on the strap's clock, modulo its 32-bit wrap.
      let ticks = time &- anchor.event
      guard bpm != 0, bpm != 0xFF, ticks < 1 << 31 else { return }
      events.append(FITHeartRateEvent(time: anchor.time + Double(ticks) / 1024, bpm: bpm))
    }
    if let field = layout.field(Field.eventTimestamp), field.baseType == .uint32 {
      for element in 0..<field.count {
        let raw = UInt32(truncatingIfNeeded: message.element(field, .uint32, element))
        guard raw != UInt32.max else {
          index += 1
          continue
        }
        accumulated = raw
        if element == 0, let timestamp = message.timestamp {
          anchor = (Double(timestamp) + fraction(message), raw)
        }
        emit(raw)
      }
    }
    if let field = layout.field(Field.eventTimestamp12), var value = accumulated {
      Self.forEachStep(message.content.advanced(by: field.offset), size: field.size) { step in
        let previous = value
        value = (previous & ~0xFFF) &+ step
        if step < previous & 0xFFF { value &+= 0x1000 }
        emit(value)
      }
      accumulated = value
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
    forEachStep(bytes, size: size) { steps.append($0) }
    return steps
  }

  /// Calls `body` with each 12-bit value packed in `size` bytes, least significant bit first.
  @inline(__always)
  static func forEachStep(_ bytes: UnsafeRawPointer, size: Int, _ body: (UInt32) -> Void) {
    var bits: UInt32 = 0
    var held = 0
    for index in 0..<size {
      bits |= UInt32(bytes.load(fromByteOffset: index, as: UInt8.self)) << held
      held += 8
      if held >= 12 {
        body(bits & 0xFFF)
        bits >>= 12
        held -= 12
      }
    }
  }
}
