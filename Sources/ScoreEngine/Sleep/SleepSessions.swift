import Foundation

/// Groups sleep segments into sessions and computes each session's figures
/// (docs/algorithm.md §2.2–§2.6).
///
/// Segments of all sources, sorted by start, form one session while each starts at most two hours
/// after the latest end seen so far in it. A session keeps one source: one with core, deep or rem
/// segments before one without, then the larger asleep total, then the name that sorts first.
public enum SleepSessions {
  /// The largest gap, in seconds, between a segment and the session it joins.
  public static let maximumGap: Double = 2 * 3600
  /// The shortest awake run, in seconds, that counts as a wake event.
  public static let minimumWakeEvent: Double = 120

  /// The nights in `segments`, in order of their first segment; sessions with no asleep
  /// segment are left out.
  public static func nights(from segments: [SleepSegment]) -> [SleepNight] {
    let sorted = inOrder(segments)
    var nights: [SleepNight] = []
    // Each session is a slice of `sorted`: copying its segments into an array of their own
    // retained and released every segment's source once more (docs/performance.md §5).
    var first = sorted.startIndex
    var latestEnd = -Double.infinity
    for index in sorted.indices {
      let segment = sorted[index]
      if index > first, segment.start.timeIntervalSince1970 > latestEnd + maximumGap {
        if let night = night(of: sorted[first..<index]) { nights.append(night) }
        first = index
        latestEnd = -Double.infinity
      }
      latestEnd = max(latestEnd, segment.end.timeIntervalSince1970)
    }
    if first < sorted.endIndex, let night = night(of: sorted[first...]) { nights.append(night) }
    return nights
  }

  /// `segments` in `segmentPrecedes` order: the list itself when it already is, as a store's
  /// window read returns it, without the copy a sort makes.
  static func inOrder(_ segments: [SleepSegment]) -> [SleepSegment] {
    for index in segments.indices.dropFirst()
    where segmentPrecedes(segments[index], segments[index - 1]) {
      return segments.sorted(by: segmentPrecedes)
    }
    return segments
  }

  /// The figures of one session, or `nil` when it has no asleep segment.
  static func night(of session: ArraySlice<SleepSegment>) -> SleepNight? {
    guard let first = session.first else { return nil }
    // Most nights come from one source: no choice to make.
    if session.allSatisfy({ $0.source == first.source }) {
      return session.contains { $0.stage.isAsleep }
        ? figures(of: session, source: first.source) : nil
    }
    let bySource = Dictionary(grouping: session, by: \.source)
    var best: (source: Source, hasStages: Bool, asleep: Double)?
    for (source, segments) in bySource {
      let asleep = segments.filter(\.stage.isAsleep)
      guard !asleep.isEmpty else { continue }
      let candidate = (
        source: source, hasStages: asleep.contains { $0.stage.isMeasuredStage },
        asleep: Intervals.unionLength(asleep.map(interval))
      )
      if let current = best {
        if isBetterSource(candidate, than: current) { best = candidate }
      } else {
        best = candidate
      }
    }
    guard let chosen = best, let segments = bySource[chosen.source] else { return nil }
    return figures(of: segments[...], source: chosen.source)
  }

  static func isBetterSource(
    _ a: (source: Source, hasStages: Bool, asleep: Double),
    than b: (source: Source, hasStages: Bool, asleep: Double)
  ) -> Bool {
    if a.hasStages != b.hasStages { return a.hasStages }
    if a.asleep != b.asleep { return a.asleep > b.asleep }
    return SourceOrder.precedes(a.source, b.source)
  }

  /// The figures of one source's segments, which arrive sorted by start: every union is built in
  /// one pass, a run per stage extended while the next segment starts before the run ends.
  static func figures(of segments: ArraySlice<SleepSegment>, source: Source) -> SleepNight? {
    var asleep = RunningUnion()
    var deepUnion = RunningUnion()
    var remUnion = RunningUnion()
    var coreUnion = RunningUnion()
    var awake = RunningUnion()
    var awakeRuns: [(start: Double, end: Double)] = []
    var firstAsleep = Double.infinity
    var lastAsleep = -Double.infinity
    var bedtime = Double.infinity
    var wake = -Double.infinity
    var hasStages = false
    for segment in segments {
      let start = segment.start.timeIntervalSince1970
      let end = segment.end.timeIntervalSince1970
      bedtime = min(bedtime, start)
      wake = max(wake, end)
      if segment.stage.isAsleep {
        asleep.add(start, end)
        firstAsleep = min(firstAsleep, start)
        lastAsleep = max(lastAsleep, end)
      }
      if segment.stage.isMeasuredStage {
        hasStages = true
        switch segment.stage {
        case .deep: deepUnion.add(start, end)
        case .rem: remUnion.add(start, end)
        case .core: coreUnion.add(start, end)
        default: break
        }
      }
      if segment.stage == .awake, let closed = awake.add(start, end) { awakeRuns.append(closed) }
    }
    guard firstAsleep.isFinite else { return nil }
    if let last = awake.run { awakeRuns.append(last) }
    let asleepSeconds = asleep.total
    let (deep, rem, core) = scaled(
      deep: deepUnion.total, rem: remUnion.total, core: coreUnion.total, asleep: asleepSeconds)
    let wakeEvents = awakeRuns.filter {
      $0.end - $0.start >= minimumWakeEvent && $0.start > firstAsleep && $0.end < lastAsleep
    }.count
    return SleepNight(
      source: source, bedtime: Date(timeIntervalSince1970: bedtime),
      wake: Date(timeIntervalSince1970: wake), asleepSeconds: asleepSeconds, deepSeconds: deep,
      remSeconds: rem, coreSeconds: core, awakeSeconds: awake.total, wakeEvents: wakeEvents,
      latencySeconds: firstAsleep - bedtime, hasStages: hasStages,
      hasAwakeSegments: !awakeRuns.isEmpty)
  }

  /// Deep, REM and core scaled down by one factor when together they exceed `asleep`
  /// (docs/algorithm.md §2.4).
  static func scaled(deep: Double, rem: Double, core: Double, asleep: Double) -> (
    deep: Double, rem: Double, core: Double
  ) {
    let total = deep + rem + core
    guard total > asleep, total > 0 else { return (deep, rem, core) }
    let factor = asleep / total
    return (deep * factor, rem * factor, core * factor)
  }

  static func interval(_ segment: SleepSegment) -> (start: Double, end: Double) {
    (segment.start.timeIntervalSince1970, segment.end.timeIntervalSince1970)
  }

  /// Start, then end, then stage and source, so that grouping does not depend on input order.
  static func segmentPrecedes(_ a: SleepSegment, _ b: SleepSegment) -> Bool {
    if a.start != b.start { return a.start < b.start }
    if a.end != b.end { return a.end < b.end }
    if a.stage != b.stage { return a.stage.rawValue < b.stage.rawValue }
    return SourceOrder.precedes(a.source, b.source)
  }
}

/// The union of intervals added in order of start, built as they come.
struct RunningUnion {
  /// The run being extended.
  private(set) var run: (start: Double, end: Double)?
  private var closedTotal = 0.0

  /// Adds `[start, end]`; returns the run it closed, if the interval starts after it ended.
  @discardableResult
  mutating func add(_ start: Double, _ end: Double) -> (start: Double, end: Double)? {
    guard let current = run else {
      run = (start, end)
      return nil
    }
    if start <= current.end {
      run = (current.start, max(current.end, end))
      return nil
    }
    closedTotal += current.end - current.start
    run = (start, end)
    return current
  }

  /// The length of the union so far.
  var total: Double { closedTotal + (run.map { $0.end - $0.start } ?? 0) }
}
