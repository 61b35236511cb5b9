extension AthleteHistory {
  /// For each alert condition that holds on `date`, the number of consecutive days, ending with
  /// `date`, on which it held (with each day's own values and baselines), up to `limit`.
  ///
  /// Messages use it ("for the second day"), and the alert system uses it to tell whether a
  /// condition held without a break since it was dismissed. Days outside the history's scoring
  /// dates end the count.
  public func alertStreaks(endingOn date: LocalDate, limit: Int = 60) -> [AlertID: Int] {
    // Walking back, the baselines of the day before a report feed its illness watch and are the
    // next report's own: each day's are worked out once.
    var streaks: [AlertID: Int] = [:]
    var own = baselines(on: date)
    var dayBefore = baselines(on: date.adding(days: -1))
    func alerts(on day: LocalDate) -> Set<AlertID> {
      let yesterday = day.adding(days: -1)
      let report = report(
        for: day, baselines: own, illnessYesterday: illnessInputs(on: yesterday, dayBefore))
      return Set(report.alerts.map(\.id))
    }
    var open = alerts(on: date)
    for id in open { streaks[id] = 1 }
    var back = 1
    while !open.isEmpty, back < limit {
      let earlier = date.adding(days: -back)
      if let scoringDates, !scoringDates.contains(earlier) { break }
      own = dayBefore
      dayBefore = baselines(on: earlier.adding(days: -1))
      let held = alerts(on: earlier)
      for id in open {
        if held.contains(id) {
          streaks[id, default: 1] += 1
        } else {
          open.remove(id)
        }
      }
      back += 1
    }
    return streaks
  }
}
