extension FITActivityBuilder {
  /// One session made from the laps, else from the records, of a file that has no session; and
  /// the note that says so. `nil` when the file has neither.
  func rebuiltSession() -> (session: FITSummary, note: String)? {
    if let first = file.laps.first {
      var session = FITSummary()
      let starts = file.laps.compactMap(\.startTime)
      session.startTime = starts.min() ?? first.startTime
      session.timestamp = file.laps.compactMap(\.timestamp).max()
      session.sport = first.sport ?? file.sport.sport
      session.subSport = first.subSport ?? file.sport.subSport
      session.timerSeconds = Self.sum(file.laps.map(\.timerSeconds))
      if let start = session.startTime, let end = session.timestamp, end >= start {
        session.elapsedSeconds = Double(end - start)
      } else {
        session.elapsedSeconds = Self.sum(file.laps.map(\.elapsedSeconds))
      }
      session.distanceMeters = Self.sum(file.laps.map(\.distanceMeters))
      session.ascentMeters = Self.sum(file.laps.map(\.ascentMeters))
      session.kilocalories = Self.sum(file.laps.map(\.kilocalories))
      session.maxHeartRate = file.laps.compactMap(\.maxHeartRate).max()
      let weighted = file.laps.compactMap { lap -> (Double, Double)? in
        guard let average = lap.averageHeartRate, let time = lap.timerSeconds, time > 0 else {
          return nil
        }
        return (average * time, time)
      }
      let time = weighted.map(\.1).reduce(0, +)
      session.averageHeartRate = time > 0 ? weighted.map(\.0).reduce(0, +) / time : nil
      let count = file.laps.count
      return (
        session,
        "\(subject) has no session; its activity is rebuilt from its \(count) "
          + (count == 1 ? "lap" : "laps")
      )
    }
    guard let first = file.records.first?.timestamp, let last = file.records.last?.timestamp else {
      return nil
    }
    var session = FITSummary()
    session.startTime = first
    session.timestamp = last
    session.elapsedSeconds = Double(last) - Double(first)
    session.sport = file.sport.sport
    session.subSport = file.sport.subSport
    let count = file.records.count
    return (
      session,
      "\(subject) has no session or lap; its activity is rebuilt from its \(count) "
        + (count == 1 ? "record" : "records")
    )
  }

  private static func sum(_ values: [Double?]) -> Double? {
    let present = values.compactMap { $0 }
    return present.isEmpty ? nil : present.reduce(0, +)
  }
}
