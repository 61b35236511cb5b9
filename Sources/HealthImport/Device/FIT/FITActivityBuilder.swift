import Foundation
import ScoreEngine

/// Turns the sessions of one FIT file into validated activities.
struct FITActivityBuilder {
  var file: FITActivityFile
  /// `file 2 ` in a chain, else empty: the start of every location.
  let place: String
  /// What notes call the file: `the FIT file`, or `the second FIT file in 'x.fit'` in a chain.
  let subject: String
  /// The athlete's time zone, for a file placed by its local time.
  let timeZone: TimeZone?

  /// Adds the file's activities, rejections, dropped samples and fields, and notes to `report`.
  mutating func build(into report: inout ImportReport) {
    var unanchored: UInt32?
    switch FITClock.anchor(&file, timeZone: timeZone) {
    case .absolute: break
    case .anchored(let note): report.notes.append("\(subject) \(note)")
    case .unanchored(let first): unanchored = first
    }
    report.notes += FITClock.rebaseJumps(&file).map { "\(subject) \($0)" }
    var sessions = file.sessions
    if sessions.isEmpty {
      guard let rebuilt = rebuiltSession() else {
        report.notes.append("\(subject) holds no session, lap or record")
        return
      }
      sessions = [rebuilt.session]
      report.notes.append(rebuilt.note)
    }
    let source = Source(provider: .device, name: FITProductNames.sourceName(of: file.creator))
    for (index, session) in sessions.enumerated() where session.sport != FITSport.transition {
      report.seen["activities", default: 0] += 1
      let location = "\(place)session \(index + 1)"
      do throws(RecordRejection) {
        if let unanchored { throw Self.relativeTimes(unanchored) }
        let activity = try self.activity(
          session, index: index, source: source, dropped: &report.droppedSamples,
          fields: &report.droppedFields)
        report.records.activities.append(activity)
      } catch {
        report.rejections.reject(at: location, reason: error.reason, message: error.message)
      }
    }
  }

  /// Why a file whose clock counts from power-on, with nothing to anchor it, gives no activity.
  static func relativeTimes(_ first: UInt32) -> RecordRejection {
    RecordRejection(
      reason: "times relative to power-on",
      message: "the file's times count from when the device was switched on (the first is "
        + "\(first) s after it), and neither its activity message nor its file_id says when "
        + "that was")
  }

  private func activity(
    _ session: FITSummary, index: Int, source: Source, dropped: inout [String: Int],
    fields: inout DroppedFields
  ) throws(RecordRejection) -> Activity {
    guard let start = startTime(of: session) else {
      throw RecordRejection(
        reason: "session without a start time",
        message: "the session has neither a start time nor an end and a duration")
    }
    // The session message is written when the session ends, a moment after its elapsed time
    // runs out; records up to then (the one at the final timer stop) belong to it.
    let end = max(start + (session.elapsedSeconds ?? 0), session.timestamp.map(Double.init) ?? 0)
    let records = inRange(from: start, to: end)
    let moving = movingTime(from: start, to: end, records: records)
    var powerTimes: [Double] = []
    var watts: [Double] = []
    for record in records where record.power != FITRecord.noPower {
      powerTimes.append(Double(record.timestamp))
      watts.append(Double(record.power))
    }
    let stream = heartRateStream(records, from: start, to: end, moving: moving, dropped: &dropped)
    let series = NormalizedPower.resample(times: powerTimes, watts: watts, over: moving)
    var activity = Activity(
      id: id(start: start, index: index),
      start: Date(timeIntervalSince1970: start + FITDecoder.epochOffset),
      durationSeconds: session.timerSeconds ?? (moving.isEmpty ? session.elapsedSeconds : nil)
        ?? moving.total,
      sport: FITSport.sport(session.sport, subSport: session.subSport),
      distanceMeters: session.distanceMeters,
      averageHeartRate: session.averageHeartRate ?? StreamStatistics.meanHeartRate(stream),
      maxHeartRate: session.maxHeartRate ?? StreamStatistics.maxHeartRate(stream),
      averagePower: session.averagePower ?? NormalizedPower.average(series),
      normalizedPower: session.normalizedPower ?? NormalizedPower.normalized(series),
      ftp: session.thresholdPower.flatMap { RecordValidator.Range.ftp.contains($0) ? $0 : nil },
      trainingLoad: session.trainingStressScore.flatMap {
        $0 > 0 && RecordValidator.Range.trainingLoad.contains($0) ? $0 : nil
      },
      energyKilocalories: session.kilocalories, heartRate: stream, source: source,
      ascentMeters: session.ascentMeters)
    fields.sanitise(&activity)
    if let problem = RecordValidator.problem(of: activity) { throw RecordRejection(problem) }
    return activity
  }

  /// The session's start in FIT seconds: its start time, else its end less its elapsed time.
  private func startTime(of session: FITSummary) -> Double? {
    if let start = session.startTime { return Double(start) }
    guard let end = session.timestamp, let elapsed = session.elapsedSeconds else { return nil }
    return Double(end) - elapsed
  }

  /// The records from `start` to `end` (FIT seconds): all of them, without a copy, in the usual
  /// file of one session.
  private func inRange(from start: Double, to end: Double) -> ArraySlice<FITRecord> {
    let records = file.records
    func inside(_ record: FITRecord) -> Bool {
      Double(record.timestamp) >= start && Double(record.timestamp) <= end
    }
    if let first = records.first, let last = records.last, inside(first), inside(last),
      records.allSatisfy(inside)
    {
      return records[...]
    }
    return ArraySlice(records.filter(inside))
  }

  /// Moving time from the timer events, else from the gaps between the session's records.
  private func movingTime(from start: Double, to end: Double, records: ArraySlice<FITRecord>)
    -> MovingTime
  {
    if !file.timerEvents.isEmpty {
      let events = file.timerEvents.map { (timestamp: Double($0.timestamp), running: $0.running) }
      let moving = MovingTime(timerEvents: events, from: start, to: end)
      if !moving.isEmpty { return moving }
    }
    return MovingTime(sampleTimes: records.map { Double($0.timestamp) })
  }

  /// `fit:<serial>-<time created>:<index>`: stable across imports of the same file.
  private func id(start: Double, index: Int) -> String {
    let created = file.timeCreated.map(String.init) ?? String(Int(start))
    let serial = file.serialNumber.map { "\($0)-" } ?? ""
    return "fit:\(serial)\(created):\(index)"
  }
}
