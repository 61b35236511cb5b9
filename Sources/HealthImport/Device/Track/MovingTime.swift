/// When a recording was moving: the intervals the timer ran, with pauses left out.
///
/// Times are seconds on any one clock (FIT seconds, Unix seconds). Offsets into the recording are
/// moving seconds since its first interval began, so they line up with a duration that is the
/// timer time, as the load formulas of docs/algorithm.md §7 expect.
struct MovingTime: Sendable {
  /// A gap longer than this between two samples, in seconds, is a pause when a recording says
  /// nothing about its timer (TCX, GPX, a FIT file without timer events). Smart recording writes
  /// a point at least every few seconds while moving, and a stop at a traffic light of up to half
  /// a minute still counts as riding, as most head units count it; anything longer is a break.
  static let pauseThreshold: Double = 30

  /// Running intervals, ascending, not overlapping; each holds its start and end.
  let intervals: [(start: Double, end: Double)]
  /// `before[i]`: moving seconds before interval `i` starts.
  private let before: [Double]

  /// The intervals as given (ascending); empty ones are dropped.
  init(intervals: [(start: Double, end: Double)]) {
    let kept = intervals.filter { $0.end > $0.start }
    var before: [Double] = []
    var total = 0.0
    for interval in kept {
      before.append(total)
      total += interval.end - interval.start
    }
    self.intervals = kept
    self.before = before
    self.total = total
  }

  /// The intervals between timer starts and stops, clipped to `start...end`. A timer still
  /// running at the last event runs to `end`; one whose first event is a stop ran from `start`
  /// (some devices log no start event).
  init(timerEvents: [(timestamp: Double, running: Bool)], from start: Double, to end: Double) {
    var intervals: [(start: Double, end: Double)] = []
    var open: Double? = timerEvents.first?.running == false ? start : nil
    for event in timerEvents {
      if event.running {
        if open == nil { open = event.timestamp }
      } else if let opened = open {
        intervals.append((opened, event.timestamp))
        open = nil
      }
    }
    if let opened = open { intervals.append((opened, end)) }
    self.init(
      intervals: intervals.compactMap { interval in
        let clipped = (start: max(interval.start, start), end: min(interval.end, end))
        return clipped.end > clipped.start ? clipped : nil
      })
  }

  /// The intervals of samples at `times` (ascending): consecutive samples at most
  /// `pauseThreshold` apart belong to one interval.
  init(sampleTimes times: [Double]) {
    var intervals: [(start: Double, end: Double)] = []
    var start = times.first ?? 0
    var previous = start
    for time in times.dropFirst() {
      if time - previous > Self.pauseThreshold {
        intervals.append((start, previous))
        start = time
      }
      previous = max(previous, time)
    }
    if !times.isEmpty { intervals.append((start, previous)) }
    self.init(intervals: intervals)
  }

  /// The intervals of samples at `times` (ascending) whose recording states its timer time
  /// (a TCX file's laps): the timer says how long the recording was paused, and the longest gaps
  /// over `pauseThreshold` take that pause, longest first, while it lasts. A gap counts while it
  /// is at most the pause still to place plus `pauseThreshold`, the slack of a device that
  /// records a point late; every other gap is riding. Smart recording, which writes a point only
  /// when something changes, leaves long gaps while riding steadily, and the plain gap rule would
  /// cut them out.
  init(sampleTimes times: [Double], timerSeconds: Double) {
    guard let first = times.first, let last = times.last else {
      self.init(intervals: [])
      return
    }
    var toPlace = last - first - timerSeconds
    var gaps: [(index: Int, length: Double)] = []
    for index in times.indices.dropFirst()
    where times[index] - times[index - 1] > Self.pauseThreshold {
      gaps.append((index, times[index] - times[index - 1]))
    }
    var pauses: Set<Int> = []
    for gap in gaps.sorted(by: { $0.length > $1.length }) where toPlace > 0 {
      guard gap.length <= toPlace + Self.pauseThreshold else { continue }
      pauses.insert(gap.index)
      toPlace -= gap.length
    }
    var intervals: [(start: Double, end: Double)] = []
    var start = first
    for index in pauses.sorted() {
      intervals.append((start, times[index - 1]))
      start = times[index]
    }
    intervals.append((start, last))
    self.init(intervals: intervals)
  }

  /// The moving seconds of all intervals.
  let total: Double

  /// Whether the recording has any moving time.
  var isEmpty: Bool { intervals.isEmpty }

  /// The moving seconds from the first interval's start to `time`, or `nil` when `time` is in a
  /// pause or outside every interval.
  func offset(at time: Double) -> Double? {
    var low = 0
    var high = intervals.count
    while low < high {
      let middle = (low + high) / 2
      if intervals[middle].end < time { low = middle + 1 } else { high = middle }
    }
    guard low < intervals.count, intervals[low].start <= time else { return nil }
    return before[low] + time - intervals[low].start
  }

  /// A reader of offsets for times that mostly ascend, as a recording's do.
  func cursor() -> Cursor { Cursor(moving: self) }

  /// `offset(at:)` in amortised constant time for ascending times.
  struct Cursor {
    let moving: MovingTime
    private var interval = 0
    private var last = -Double.infinity

    init(moving: MovingTime) {
      self.moving = moving
    }

    /// The moving seconds at `time`, or `nil` in a pause; as `MovingTime.offset(at:)`.
    mutating func offset(at time: Double) -> Double? {
      if time < last { interval = 0 }
      last = time
      let intervals = moving.intervals
      while interval < intervals.count, intervals[interval].end < time { interval += 1 }
      guard interval < intervals.count, intervals[interval].start <= time else { return nil }
      return moving.before[interval] + time - intervals[interval].start
    }
  }
}
