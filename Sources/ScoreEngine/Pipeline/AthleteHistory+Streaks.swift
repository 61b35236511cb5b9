extension AthleteHistory {
  /// For each alert condition that holds on `date`, the number of consecutive days, ending with
  /// `date`, on which it held (with each day's own values and baselines), up to `limit`.
  ///
  /// Messages use it ("for the second day"), and the alert system uses it to tell whether a
  /// condition held without a break since it was dismissed. Days outside the history's scoring
  /// dates end the count.
  public func alertStreaks(endingOn date: LocalDate, limit: Int = 60) -> [AlertID: Int] {
    var streaks: [AlertID: Int] = [:]
    var open = Set(report(for: date).alerts.map(\.id))
    for id in open { streaks[id] = 1 }
    var back = 1
    while !open.isEmpty, back < limit {
      let earlier = date.adding(days: -back)
      if let scoringDates, !scoringDates.contains(earlier) { break }
      let held = Set(report(for: earlier).alerts.map(\.id))
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
