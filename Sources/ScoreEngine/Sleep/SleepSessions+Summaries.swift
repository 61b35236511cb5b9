import Foundation

extension SleepSessions {
  /// The nights in `segments` and `summaries` together (docs/algorithm.md §2.7).
  ///
  /// A summary takes part in sessions as one piece spanning its bounds: it joins or opens a
  /// session by the two-hour rule, as a segment does. It is a candidate source of its session
  /// when it has time asleep; it counts as having stages when it has deep, REM or light time. A
  /// source with both asleep segments and summaries in one session is read from its segments.
  /// Sessions come out in order of their first piece.
  public static func nights(from segments: [SleepSegment], summaries: [SleepSummary])
    -> [SleepNight]
  {
    guard !summaries.isEmpty else { return nights(from: segments) }
    let pieces = (segments.map(SessionPiece.segment) + summaries.map(SessionPiece.summary))
      .sorted(by: SessionPiece.precedes)
    var nights: [SleepNight] = []
    var session: [SessionPiece] = []
    var latestEnd = -Double.infinity
    for piece in pieces {
      if !session.isEmpty, piece.start > latestEnd + maximumGap {
        if let night = night(of: session) { nights.append(night) }
        session.removeAll(keepingCapacity: true)
        latestEnd = -Double.infinity
      }
      session.append(piece)
      latestEnd = max(latestEnd, piece.end)
    }
    if let night = night(of: session) { nights.append(night) }
    return nights
  }

  /// The night of one mixed session, or `nil` when no source has time asleep in it.
  static func night(of session: [SessionPiece]) -> SleepNight? {
    var segments: [Source: [SleepSegment]] = [:]
    var summaries: [Source: [SleepSummary]] = [:]
    for piece in session {
      switch piece {
      case .segment(let segment): segments[segment.source, default: []].append(segment)
      case .summary(let summary): summaries[summary.source, default: []].append(summary)
      }
    }
    var best: (source: Source, hasStages: Bool, asleep: Double)?
    for source in Set(segments.keys).union(summaries.keys) {
      let candidate: (source: Source, hasStages: Bool, asleep: Double)
      if let own = segments[source]?.filter(\.stage.isAsleep), !own.isEmpty {
        candidate = (
          source, own.contains { $0.stage.isMeasuredStage },
          Intervals.unionLength(own.map(interval))
        )
      } else if let own = summaries[source], own.contains(where: { $0.asleepSeconds > 0 }) {
        candidate = (
          source, own.contains(where: \.hasStages), own.map(\.asleepSeconds).reduce(0, +)
        )
      } else {
        continue
      }
      if let current = best, !isBetterSource(candidate, than: current) { continue }
      best = candidate
    }
    guard let chosen = best else { return nil }
    if let own = segments[chosen.source], own.contains(where: \.stage.isAsleep) {
      return figures(of: own[...], source: chosen.source)
    }
    return figures(of: summaries[chosen.source] ?? [], source: chosen.source)
  }

  /// The figures of one source's summaries in a session, which arrive sorted by start: bounds
  /// from the earliest start to the latest end, totals added, stage totals scaled down when
  /// together they exceed the asleep time, and no wake events (docs/algorithm.md §2.7).
  static func figures(of summaries: [SleepSummary], source: Source) -> SleepNight? {
    guard let first = summaries.first else { return nil }
    let asleep = summaries.map(\.asleepSeconds).reduce(0, +)
    let (deep, rem, core) = scaled(
      deep: summaries.map { $0.deepSeconds ?? 0 }.reduce(0, +),
      rem: summaries.map { $0.remSeconds ?? 0 }.reduce(0, +),
      core: summaries.map { $0.coreSeconds ?? 0 }.reduce(0, +), asleep: asleep)
    return SleepNight(
      source: source, bedtime: first.start, wake: summaries.map(\.end).max() ?? first.end,
      asleepSeconds: asleep, deepSeconds: deep, remSeconds: rem, coreSeconds: core,
      awakeSeconds: summaries.map { $0.awakeSeconds ?? 0 }.reduce(0, +), wakeEvents: 0,
      latencySeconds: first.latencySeconds, hasStages: deep + rem + core > 0,
      hasAwakeSegments: false,
      countsWakeEvents: false)
  }
}

/// A piece of a sleep session: a segment, or a sleep given as totals.
enum SessionPiece {
  case segment(SleepSegment)
  case summary(SleepSummary)

  /// Start, seconds since 1970.
  var start: Double {
    switch self {
    case .segment(let segment): return segment.start.timeIntervalSince1970
    case .summary(let summary): return summary.start.timeIntervalSince1970
    }
  }

  /// End, seconds since 1970.
  var end: Double {
    switch self {
    case .segment(let segment): return segment.end.timeIntervalSince1970
    case .summary(let summary): return summary.end.timeIntervalSince1970
    }
  }

  /// Start, then end, then segments before summaries, then as segments or sources sort, so
  /// that sessions do not depend on input order.
  static func precedes(_ a: SessionPiece, _ b: SessionPiece) -> Bool {
    if a.start != b.start { return a.start < b.start }
    if a.end != b.end { return a.end < b.end }
    switch (a, b) {
    case (.segment(let x), .segment(let y)): return SleepSessions.segmentPrecedes(x, y)
    case (.segment, .summary): return true
    case (.summary, .segment): return false
    case (.summary(let x), .summary(let y)):
      if x.asleepSeconds != y.asleepSeconds { return x.asleepSeconds < y.asleepSeconds }
      return SourceOrder.precedes(x.source, y.source)
    }
  }
}
