import ScoreEngine

extension FITActivityBuilder {
  /// The heart-rate stream of one session on moving time: every record's heart rate, and the
  /// heart rates of `hr` messages (a strap's stored values) in the seconds where no record has
  /// one, each such second at the mean of its values. Samples in a pause are left out; one out
  /// of range is dropped and counted.
  func heartRateStream(
    _ records: ArraySlice<FITRecord>, from start: Double, to end: Double, moving: MovingTime,
    dropped: inout [String: Int]
  ) -> [HeartRateSample] {
    var cursor = moving.cursor()
    var stream: [HeartRateSample] = []
    stream.reserveCapacity(records.count)
    func add(_ time: Double, _ bpm: Double) {
      guard let offset = cursor.offset(at: time) else { return }
      let sample = HeartRateSample(offset: offset, bpm: bpm)
      if RecordValidator.Range.heartRate.contains(bpm) {
        stream.append(sample)
      } else if let problem = RecordValidator.problem(of: sample) {
        dropped[problem.reason.description, default: 0] += 1
      }
    }
    let stored = storedHeartRates(records, from: start, to: end)
    guard !stored.isEmpty else {
      for record in records where record.heartRate != 0 {
        add(Double(record.timestamp), Double(record.heartRate))
      }
      return stream
    }
    var samples =
      records.lazy.filter { $0.heartRate != 0 }
      .map { (time: Double($0.timestamp), bpm: Double($0.heartRate)) }
      + stored
    samples.sort { $0.time < $1.time }
    for sample in samples { add(sample.time, sample.bpm) }
    return stream
  }

  /// The `hr` messages' heart rates from `start` to `end`, one per whole second that no record's
  /// heart rate covers, at the mean of the second's values.
  private func storedHeartRates(
    _ records: ArraySlice<FITRecord>, from start: Double, to end: Double
  ) -> [(time: Double, bpm: Double)] {
    guard !file.heartRates.isEmpty else { return [] }
    let covered = Set(records.lazy.filter { $0.heartRate != 0 }.map(\.timestamp))
    var seconds: [UInt32: (sum: Double, count: Double)] = [:]
    for event in file.heartRates where event.time >= start && event.time <= end {
      let second = UInt32(event.time.rounded(.down))
      guard !covered.contains(second) else { continue }
      seconds[second, default: (0, 0)].sum += Double(event.bpm)
      seconds[second, default: (0, 0)].count += 1
    }
    return seconds.map { (time: Double($0.key), bpm: $0.value.sum / $0.value.count) }
  }
}
