/// Groups sleep segments into sessions and computes each session's figures (ALGORITHM.md §1).
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
    let sorted = segments.sorted(by: segmentPrecedes)
    var nights: [SleepNight] = []
    var session: [SleepSegment] = []
    var latestEnd = -Double.infinity
    for segment in sorted {
      let start = segment.start.timeIntervalSince1970
      if !session.isEmpty, start > latestEnd + maximumGap {
        if let night = night(of: session) { nights.append(night) }
        session.removeAll(keepingCapacity: true)
        latestEnd = -Double.infinity
      }
      session.append(segment)
      latestEnd = max(latestEnd, segment.end.timeIntervalSince1970)
    }
    if let night = night(of: session) { nights.append(night) }
    return nights
  }

  /// The figures of one session, or `nil` when it has no asleep segment.
  static func night(of session: [SleepSegment]) -> SleepNight? {
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
    return figures(of: segments, source: chosen.source)
  }

  private static func isBetterSource(
    _ a: (source: Source, hasStages: Bool, asleep: Double),
    than b: (source: Source, hasStages: Bool, asleep: Double)
  ) -> Bool {
    if a.hasStages != b.hasStages { return a.hasStages }
    if a.asleep != b.asleep { return a.asleep > b.asleep }
    return SourceOrder.precedes(a.source, b.source)
  }

  private static func figures(of segments: [SleepSegment], source: Source) -> SleepNight? {
    let asleepSegments = segments.filter(\.stage.isAsleep)
    guard let firstAsleep = asleepSegments.map({ $0.start.timeIntervalSince1970 }).min(),
      let lastAsleep = asleepSegments.map({ $0.end.timeIntervalSince1970 }).max(),
      let bedtime = segments.map(\.start).min(), let wake = segments.map(\.end).max()
    else { return nil }
    func union(_ stage: SleepStage) -> Double {
      Intervals.unionLength(segments.filter { $0.stage == stage }.map(interval))
    }
    let asleep = Intervals.unionLength(asleepSegments.map(interval))
    var deep = union(.deep)
    var rem = union(.rem)
    var core = union(.core)
    let stageTotal = deep + rem + core
    if stageTotal > asleep, stageTotal > 0 {
      let factor = asleep / stageTotal
      deep *= factor
      rem *= factor
      core *= factor
    }
    let awakeSegments = segments.filter { $0.stage == .awake }
    let awakeRuns = Intervals.merged(awakeSegments.map(interval))
    let wakeEvents = awakeRuns.filter {
      $0.end - $0.start >= minimumWakeEvent && $0.start > firstAsleep && $0.end < lastAsleep
    }.count
    return SleepNight(
      source: source, bedtime: bedtime, wake: wake, asleepSeconds: asleep, deepSeconds: deep,
      remSeconds: rem, coreSeconds: core,
      awakeSeconds: awakeRuns.reduce(0) { $0 + ($1.end - $1.start) }, wakeEvents: wakeEvents,
      latencySeconds: firstAsleep - bedtime.timeIntervalSince1970,
      hasStages: segments.contains { $0.stage.isMeasuredStage },
      hasAwakeSegments: !awakeSegments.isEmpty)
  }

  private static func interval(_ segment: SleepSegment) -> (start: Double, end: Double) {
    (segment.start.timeIntervalSince1970, segment.end.timeIntervalSince1970)
  }

  /// Start, then end, then stage and source, so that grouping does not depend on input order.
  private static func segmentPrecedes(_ a: SleepSegment, _ b: SleepSegment) -> Bool {
    if a.start != b.start { return a.start < b.start }
    if a.end != b.end { return a.end < b.end }
    if a.stage != b.stage { return a.stage.rawValue < b.stage.rawValue }
    return SourceOrder.precedes(a.source, b.source)
  }
}
