/// A main sleep's bedtime and wake time as clock times, minutes after local midnight: what sleep
/// timing reads of a night (docs/algorithm.md §5). A report reads those of 15 nights, so they are
/// worked out once per night when the history is resolved, not 15 times over
/// (docs/architecture.md §14).
struct NightClockTimes: Sendable {
  /// Bedtime, minutes after local midnight (0 ..< 1440).
  let bedtime: Double
  /// Wake time, minutes after local midnight (0 ..< 1440).
  let wake: Double
  /// The circular-mean terms of the two, which the timing of the 14 days after reads.
  let bedtimeTerm: CircularTerm
  let wakeTerm: CircularTerm

  /// The clock times of `night` in `clock`; `nil` for a night without bounds (a daily total).
  init?(_ night: SleepNight, clock: ZoneClock) {
    guard let bedtime = night.bedtime, let wake = night.wake else { return nil }
    self.bedtime = clock.secondsIntoDay(ofEpochSeconds: bedtime.timeIntervalSince1970) / 60
    self.wake = clock.secondsIntoDay(ofEpochSeconds: wake.timeIntervalSince1970) / 60
    bedtimeTerm = CircularTerm(minutes: self.bedtime)
    wakeTerm = CircularTerm(minutes: self.wake)
  }

  /// The pair `SleepTiming` takes.
  var minutes: (bedtime: Double, wake: Double) { (bedtime, wake) }
}
