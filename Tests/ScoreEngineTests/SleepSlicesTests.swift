import Foundation
import Testing

@testable import ScoreEngine

/// Sessions cut as slices of the sorted segments, and the main sleep of each day found from
/// positions sorted by wake day (docs/architecture.md §14, *Cost*), against the forms they
/// replaced: sessions copied into arrays of their own, and a dictionary of each day's nights.
@Suite struct SleepSlicesTests {
  /// Sessions as `SleepSessions.nights(from:)` cut them before: each copied into an array.
  static func copiedSessions(_ segments: [SleepSegment]) -> [SleepNight] {
    let sorted = segments.sorted(by: SleepSessions.segmentPrecedes)
    var nights: [SleepNight] = []
    var session: [SleepSegment] = []
    var latestEnd = -Double.infinity
    for segment in sorted {
      let start = segment.start.timeIntervalSince1970
      if !session.isEmpty, start > latestEnd + SleepSessions.maximumGap {
        if let night = SleepSessions.night(of: session[...]) { nights.append(night) }
        session.removeAll()
        latestEnd = -Double.infinity
      }
      session.append(segment)
      latestEnd = max(latestEnd, segment.end.timeIntervalSince1970)
    }
    if let night = SleepSessions.night(of: session[...]) { nights.append(night) }
    return nights
  }

  /// The main sleeps and naps as `AthleteHistory.resolveSleep` found them before, from a
  /// dictionary of each wake day's nights (daily totals left out: unchanged).
  static func dictionaryMainSleeps(_ nights: [SleepNight], clock: ZoneClock) -> (
    main: [Int: SleepNight], naps: [Int: Int]
  ) {
    var byDay: [Int: [SleepNight]] = [:]
    for night in nights {
      guard let wake = night.wake else { continue }
      byDay[clock.day(of: wake).dayNumber, default: []].append(night)
    }
    var main: [Int: SleepNight] = [:]
    var naps: [Int: Int] = [:]
    for (day, nights) in byDay {
      let qualifying = nights.filter { night in
        guard let wake = night.wake else { return false }
        return clock.secondsIntoDay(ofEpochSeconds: wake.timeIntervalSince1970) < 18 * 3600
      }
      let best = qualifying.max { a, b in
        if a.asleepSeconds != b.asleepSeconds { return a.asleepSeconds < b.asleepSeconds }
        return (a.bedtime ?? .distantPast) > (b.bedtime ?? .distantPast)
      }
      if let best { main[day] = best }
      naps[day] = nights.count - (best == nil ? 0 : 1)
    }
    return (main, naps)
  }

  /// Sixty days of nights, naps and evening dozes from two or three sources, with gaps, ties of
  /// asleep time and overlapping stages, in a shuffled order when `shuffled`.
  static func segments(seed: UInt64, shuffled: Bool) -> [SleepSegment] {
    var state = seed
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    let sources = [native("Watch"), native("Phone"), Source(provider: .oura, name: "Ring")]
    let stages: [SleepStage] = [.inBed, .asleep, .core, .deep, .rem, .awake]
    let base = 1_767_225_600.0  // 2026-01-01T00:00:00Z
    var segments: [SleepSegment] = []
    for day in 0..<60 {
      // A night from about 22:00, a nap about 13:00 some days, a doze about 19:30 others.
      for (offset, pieces) in [(-2.0 * 3600, 12), (13.0 * 3600, 2), (19.5 * 3600, 2)] {
        if offset > 0, next(3) == 0 { continue }
        let source = sources[next(sources.count)]
        var start = base + Double(day) * 86_400 + offset + Double(next(4) * 900)
        for _ in 0..<pieces {
          let length = Double((next(4) + 1) * 600)
          segments.append(
            SleepSegment(
              start: Date(timeIntervalSince1970: start),
              end: Date(timeIntervalSince1970: start + length), stage: stages[next(stages.count)],
              source: next(5) == 0 ? sources[next(sources.count)] : source))
          start += length - Double(next(3) * 300)
        }
      }
    }
    guard shuffled else { return segments.sorted(by: SleepSessions.segmentPrecedes) }
    for index in segments.indices.reversed() where index > 0 {
      segments.swapAt(index, next(index + 1))
    }
    return segments
  }

  @Test func slicesGiveTheNightsCopiesGave() {
    for seed in 1...40 as ClosedRange<UInt64> {
      for shuffled in [false, true] {
        let segments = Self.segments(seed: seed, shuffled: shuffled)
        #expect(SleepSessions.nights(from: segments) == Self.copiedSessions(segments))
      }
    }
    #expect(SleepSessions.nights(from: []).isEmpty)
  }

  @Test func inOrderKeepsOrderedListsAndSortsOthers() {
    let ordered = Self.segments(seed: 7, shuffled: false)
    let shuffled = Self.segments(seed: 7, shuffled: true)
    #expect(SleepSessions.inOrder(ordered) == ordered)
    #expect(SleepSessions.inOrder(shuffled) == shuffled.sorted(by: SleepSessions.segmentPrecedes))
  }

  @Test func mainSleepsByDayAsTheDictionaryFoundThem() {
    for name in ["UTC", "Europe/Berlin", "America/Los_Angeles", "Pacific/Auckland"] {
      let clock = ZoneClock(timeZone: zone(name))
      for seed in 1...20 as ClosedRange<UInt64> {
        var records = RecordSet()
        records.sleep = Self.segments(seed: seed, shuffled: seed % 2 == 0)
        let resolved = AthleteHistory.resolveSleep(records, clock: clock, precedence: .standard)
        let expected = Self.dictionaryMainSleeps(
          SleepSessions.nights(from: records.sleep), clock: clock)
        #expect(resolved.main == expected.main, "\(name) \(seed)")
        #expect(resolved.naps == expected.naps, "\(name) \(seed)")
      }
    }
  }
}
