import Foundation

/// Puts every time of one FIT file on one clock: the FIT epoch, without jumps.
///
/// Two clocks go wrong in real files. A device without a time fix counts seconds from when it was
/// switched on: FIT gives times below `0x10000000` (about 8.5 years after 1989) that meaning, and a
/// Forerunner 70 run read as such a time lands in July 1990. And a watch whose clock is set from
/// GPS during a run jumps, days at once, in the middle of its records.
enum FITClock {
  /// Times below this are seconds since the device was switched on, not since 1989.
  static let firstAbsolute: UInt32 = 0x1000_0000

  /// How far the records may outlast the sessions' elapsed time before a gap is a jump, seconds:
  /// a device writes a record or two after it closes a session.
  static let jumpTolerance: Double = 60

  /// What anchoring did to a file.
  enum Anchoring {
    /// The times were absolute already.
    case absolute
    /// The times are now absolute; the note says from what.
    case anchored(note: String)
    /// The times count from power-on and nothing says when that was.
    case unanchored(firstTime: UInt32)
  }

  /// Moves the times of a file whose clock counts from power-on onto the FIT epoch, by the first
  /// absolute time that names an instant of its own clock: the `activity` message's `timestamp`
  /// (written at the end), its `local_timestamp` (the same instant on the local clock, read in
  /// `timeZone`, else as UTC), or `file_id.time_created` (the start).
  static func anchor(_ file: inout FITActivityFile, timeZone: TimeZone?) -> Anchoring {
    // Every time, seen once without a copy: the records of a long ride are tens of thousands.
    var first = UInt32.max
    var last = UInt32.min
    func see(_ time: UInt32?) {
      guard let time else { return }
      first = min(first, time)
      last = max(last, time)
    }
    for record in file.records { see(record.timestamp) }
    for event in file.timerEvents { see(event.timestamp) }
    for summary in file.sessions + file.laps { see(summary.startTime) }
    guard first < firstAbsolute else { return .absolute }
    let end = max(last, file.sessions.compactMap(\.timestamp).max() ?? last)
    let shift: Int64
    let from: String
    if let timestamp = file.activityTime.timestamp, timestamp >= firstAbsolute {
      shift = Int64(timestamp) - Int64(end)
      from = "its activity message's time"
    } else if let local = file.activityTime.local, local >= firstAbsolute,
      let timestamp = file.activityTime.timestamp
    {
      let zone = timeZone ?? TimeZone(secondsFromGMT: 0) ?? .current
      let wall = Date(timeIntervalSince1970: Double(local) + FITDecoder.epochOffset)
      let offset = Int64(zone.secondsFromGMT(for: wall))
      shift = Int64(local) - offset - Int64(timestamp)
      from =
        timeZone.map { "its activity message's local time, in \($0.identifier)" }
        ?? "its activity message's local time, read as UTC"
    } else if let created = file.timeCreated, created >= firstAbsolute {
      shift = Int64(created) - Int64(first)
      from = "its file_id's time created"
    } else {
      return .unanchored(firstTime: first)
    }
    moveSeconds(&file) { UInt32(clamping: Int64($0) + shift) }
    moveFractions(&file) { $0 + Double(shift) }
    return .anchored(
      note: "counts its times from when the device was switched on; they are placed by \(from)")
  }

  /// Finds clock jumps in the records and moves the records after each back onto the clock before
  /// it; one note per jump. A jump is found when the records span more than the sessions' elapsed
  /// time (plus `jumpTolerance`): no pause can do that, so the excess is the jump, and it lies in
  /// the longest gap between consecutive records. Every time after that gap (records, events,
  /// sessions, laps) moves back by the excess, so the session's start still dates the activity.
  static func rebaseJumps(_ file: inout FITActivityFile) -> [String] {
    let elapsed = file.sessions.compactMap(\.elapsedSeconds)
    let expected = (elapsed.isEmpty ? file.laps.compactMap(\.elapsedSeconds) : elapsed)
      .reduce(0, +)
    guard expected > 0 else { return [] }
    var notes: [String] = []
    for _ in 0..<4 {
      // The span first, without a copy; the records are copied only when they hold a jump.
      var low = UInt32.max
      var high = UInt32.min
      for record in file.records {
        low = min(low, record.timestamp)
        high = max(high, record.timestamp)
      }
      guard low <= high, Double(high - low) - expected > jumpTolerance else { break }
      let excess = Double(high - low) - expected
      let stamps = file.records.map(\.timestamp)
      var gap: (index: Int, length: UInt32) = (0, 0)
      for index in stamps.indices.dropFirst() where stamps[index] > stamps[index - 1] {
        let length = stamps[index] - stamps[index - 1]
        if length > gap.length { gap = (index, length) }
      }
      guard Double(gap.length) > jumpTolerance else { break }
      let jump = min(UInt32(min(excess, Double(UInt32.max))), gap.length - 1)
      let boundary = stamps[gap.index] - jump
      moveSeconds(&file) { $0 > boundary ? $0 - min($0, jump) : $0 }
      moveFractions(&file) { $0 > Double(boundary) ? $0 - Double(jump) : $0 }
      notes.append(
        "has a clock that jumps \(span(Double(jump))) forward after record \(gap.index) "
          + "(a new time fix); the \(stamps.count - gap.index) records after it are moved "
          + "back onto the clock before it")
    }
    return notes
  }

  /// `20.3 days`, `5.0 hours`, `12 minutes`.
  static func span(_ seconds: Double) -> String {
    if seconds >= 86_400 { return String(format: "%.1f days", seconds / 86_400) }
    if seconds >= 3600 { return String(format: "%.1f hours", seconds / 3600) }
    return "\(Int((seconds / 60).rounded())) minutes"
  }

  /// Applies `map` to every whole-second time of `file`.
  private static func moveSeconds(_ file: inout FITActivityFile, _ map: (UInt32) -> UInt32) {
    for index in file.records.indices {
      file.records[index].timestamp = map(file.records[index].timestamp)
    }
    for index in file.timerEvents.indices {
      file.timerEvents[index].timestamp = map(file.timerEvents[index].timestamp)
    }
    for index in file.sessions.indices {
      file.sessions[index].startTime = file.sessions[index].startTime.map(map)
      file.sessions[index].timestamp = file.sessions[index].timestamp.map(map)
    }
    for index in file.laps.indices {
      file.laps[index].startTime = file.laps[index].startTime.map(map)
      file.laps[index].timestamp = file.laps[index].timestamp.map(map)
    }
  }

  /// Applies `map` to every fractional time of `file` (the heart rates of `hr` messages).
  private static func moveFractions(_ file: inout FITActivityFile, _ map: (Double) -> Double) {
    for index in file.heartRates.indices {
      file.heartRates[index].time = map(file.heartRates[index].time)
    }
  }
}
