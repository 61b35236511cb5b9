/// A heart-rate sample with full precision.
struct HeartRatePoint: Equatable {
  /// Start, whole seconds since the epoch (until 2106).
  var start: UInt32
  /// End minus start, whole seconds.
  var span: UInt32
  /// Beats per minute.
  var bpm: Double

  /// Orders by start, then span, then bpm.
  static func precedes(_ a: HeartRatePoint, _ b: HeartRatePoint) -> Bool {
    (a.start, a.span, a.bpm) < (b.start, b.span, b.bpm)
  }
}

/// The heart-rate samples of one source, kept until the workouts are known (an export lists
/// them after all records).
///
/// Eight bytes a sample: start (32 bits), span (12 bits) and hundredths of a bpm (20 bits) packed
/// so that integer order is (start, span, bpm) order and an exact duplicate is an equal integer.
/// Times are whole seconds, as the export writes them. A sample that does not fit exactly (a bpm
/// with more than two decimals, a span over 4094 s) is kept in full in a small side list.
struct HeartRateSeries {
  private var packed: [UInt64] = []
  private var wide: [HeartRatePoint] = []

  /// The number of samples.
  var count: Int { packed.count + wide.count }

  /// Adds a sample.
  mutating func append(_ point: HeartRatePoint) {
    let hundredths = (point.bpm * 100).rounded()
    if point.span < 4095, hundredths >= 0, hundredths < 1_048_576, hundredths / 100 == point.bpm {
      packed.append(UInt64(point.start) << 32 | UInt64(point.span) << 20 | UInt64(hundredths))
    } else {
      wide.append(point)
    }
  }

  /// Sorts the samples by time and removes exact duplicates; returns how many were removed.
  mutating func settle() -> Int {
    RunMerge.sort(&packed)
    wide.sort(by: HeartRatePoint.precedes)
    let before = count
    packed.removeAdjacentDuplicates()
    wide.removeAdjacentDuplicates()
    return before - count
  }

  /// The samples (after `settle()`) whose start lies in `[from, to]`, in time order; none when
  /// `to` is before `from`.
  func samples(from: Double, to: Double) -> [HeartRatePoint] {
    guard from <= to else { return [] }
    func start(_ value: UInt64) -> Double { Double(value >> 32) }
    let first = packed.partitioningIndex(where: { start($0) >= from })
    let last = packed.partitioningIndex(where: { start($0) > to })
    var window = packed[first..<last].map { value in
      HeartRatePoint(
        start: UInt32(value >> 32), span: UInt32(value >> 20 & 0xFFF),
        bpm: Double(value & 0xF_FFFF) / 100)
    }
    let extra = wide.filter { Double($0.start) >= from && Double($0.start) <= to }
    if !extra.isEmpty {
      window += extra
      window.sort(by: HeartRatePoint.precedes)
    }
    return window
  }
}

extension Array where Element: Equatable {
  /// Removes each element equal to the one before it, in place.
  mutating func removeAdjacentDuplicates() {
    guard count > 1 else { return }
    // Through the buffer: indexing the array checked its bounds and uniqueness at every step.
    let kept = withUnsafeMutableBufferPointer { buffer in
      var kept = 1
      for index in 1..<buffer.count where buffer[index] != buffer[kept - 1] {
        buffer[kept] = buffer[index]
        kept += 1
      }
      return kept
    }
    removeLast(count - kept)
  }
}
