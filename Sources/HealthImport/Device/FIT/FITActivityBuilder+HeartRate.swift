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
    guard !file.heartRates.isEmpty else {
      for record in records where record.heartRate != 0 {
        add(Double(record.timestamp), Double(record.heartRate))
      }
      return stream
    }
    // Both lists in time order, then merged second by second: a record's heart rate stands,
    // the strap's fill the seconds between.
    var measured = records.filter { $0.heartRate != 0 }
    if !measured.isSorted(by: { $0.timestamp <= $1.timestamp }) {
      measured.sort { $0.timestamp < $1.timestamp }
    }
    var next = 0
    for (second, bpm) in storedSeconds(from: start, to: end) {
      while next < measured.count, Double(measured[next].timestamp) <= second {
        add(Double(measured[next].timestamp), Double(measured[next].heartRate))
        next += 1
      }
      if next > 0, Double(measured[next - 1].timestamp) == second { continue }
      add(second, bpm)
    }
    for record in measured[next...] { add(Double(record.timestamp), Double(record.heartRate)) }
    return stream
  }

  /// The `hr` messages' heart rates from `start` to `end`, by whole second in time order, each
  /// second at the mean of its values.
  private func storedSeconds(from start: Double, to end: Double) -> [(Double, Double)] {
    // The strap's heart rates come in time order, so one pass bins them; only a file that
    // mixes them up pays for a sorted copy.
    let inRange = file.heartRates.lazy.filter { $0.time >= start && $0.time <= end }
    return Self.seconds(of: inRange)
      ?? Self.seconds(of: inRange.sorted { $0.time < $1.time })
      ?? []
  }

  /// Heart rates by whole second, each second at the mean of its values; `nil` when they are
  /// not in time order.
  private static func seconds(of events: some Sequence<FITHeartRateEvent>) -> [(Double, Double)]? {
    var seconds: [(Double, Double)] = []
    seconds.reserveCapacity(events.underestimatedCount)
    var current: (second: Double, sum: Double, count: Double)?
    var last = -Double.infinity
    for event in events {
      guard event.time >= last else { return nil }
      last = event.time
      let second = event.time.rounded(.down)
      if let open = current, open.second == second {
        current = (second, open.sum + Double(event.bpm), open.count + 1)
        continue
      }
      if let open = current { seconds.append((open.second, open.sum / open.count)) }
      current = (second, Double(event.bpm), 1)
    }
    if let open = current { seconds.append((open.second, open.sum / open.count)) }
    return seconds
  }
}

extension Sequence {
  /// Whether every element is in order with the next one by `inOrder`.
  fileprivate func isSorted(by inOrder: (Element, Element) -> Bool) -> Bool {
    var previous: Element?
    for element in self {
      if let previous, !inOrder(previous, element) { return false }
      previous = element
    }
    return true
  }
}
