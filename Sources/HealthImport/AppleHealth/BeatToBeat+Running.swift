extension BeatToBeat {
  /// rMSSD taken beat by beat as a list is read, with no list: the steps of `BeatToBeat`'s
  /// method need only the previous beat and the previous interval.
  ///
  /// A watch-worn export holds millions of beats; keeping each HRV record's beats in an array,
  /// then its intervals in another, cost two heap allocations a record and a second pass. The
  /// sum of squared differences is added in list order, as a pass over the list adds it, so the
  /// value is the same to the last bit; `RunningRMSSDTests` compares the two on generated lists.
  struct RunningRMSSD {
    /// The number of beats added.
    private(set) var count = 0
    /// Whether a beat's time could not be read (the list then gives no rMSSD).
    private var unreadable = false
    private var previous = Beat(bpm: 0, seconds: nil)
    /// The previous interval in milliseconds; `nil` for none or one not kept (step 2).
    private var previousInterval: Double?
    private var sum = 0.0
    private var differences = 0

    /// An empty list.
    init() {}

    /// Adds the next beat of the list.
    @inline(__always)
    mutating func add(_ beat: Beat) {
      count += 1
      guard let now = beat.seconds, !unreadable else {
        unreadable = true
        return
      }
      defer { previous = beat }
      guard count > 1, let before = previous.seconds else { return }
      // The remainder changes only a difference of a half-day or more, which times of a
      // half-day (below 43 201 s) seldom give: the division is left out of the common case.
      var gap = now - before
      if abs(gap) >= halfDay { gap = gap.truncatingRemainder(dividingBy: halfDay) }
      if gap < 0 { gap += halfDay }
      let milliseconds = gap * 1000
      let interval: Double? =
        (300...2000).contains(milliseconds)
          && (agrees(milliseconds, beat.bpm) || agrees(milliseconds, previous.bpm))
        ? milliseconds : nil
      if let interval, let last = previousInterval, abs(interval - last) <= tolerance * last {
        sum += (interval - last) * (interval - last)
        differences += 1
      }
      previousInterval = interval
    }

    /// rMSSD in milliseconds, or `nil` (see `BeatToBeat`).
    var value: Double? {
      guard count > minimumDifferences, !unreadable, differences >= minimumDifferences else {
        return nil
      }
      return (sum / Double(differences)).squareRoot()
    }
  }
}
