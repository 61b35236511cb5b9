import Foundation
import ScoreEngine

/// The athletes of the guidance goldens (docs/algorithm.md §16.1–§16.3), each 90 days ending
/// 2026-11-20 in UTC and otherwise the seeded synthetic athlete:
///
/// - `hard-week.json`: a three-hour ride at NP 220 (FTP 250, load 232.3) on top of each of the last
///   seven days' riding, the last one this morning: deep fatigue and a strain above 12 today.
/// - `short-nights.json`: the last seven nights cut to 5 h 30 m in bed, so the debt runs up.
/// - `suppressed-hrv.json`: HRV alternating 60 % and 100 % of itself from D−13 to D−7 (a low and
///   unsettled week: maladaptation on D−7), then a steady 75 % from D−6 to D (accumulated fatigue).
extension FixtureGenerator {
  static func writeGuidanceAthletes(last: LocalDate, zone: TimeZone) throws {
    let clock = ZoneClock(timeZone: zone)
    func athlete(seed: UInt64) -> RecordSet {
      var athlete = SyntheticAthlete(zone: zone, firstDay: last.adding(days: -89), days: 90)
      athlete.seed = seed
      athlete.heartRateInterval = 30
      return athlete.records()
    }

    var hard = athlete(seed: 21)
    for back in 0..<7 {
      let date = last.adding(days: -back)
      hard.activities.append(
        Activity(
          id: "block-\(date)",
          start: Date(
            timeIntervalSince1970: clock.instant(
              on: date, secondsIntoDay: 6 * 3600)),
          durationSeconds: 10800, sport: .cycling, name: "Block ride", averagePower: 205,
          normalizedPower: 220, ftp: 250, source: Source(provider: .native, name: "Head unit")))
    }
    try write(hard, to: "Fixtures/records/hard-week.json")

    var short = athlete(seed: 23)
    let cut = 5.5 * 3600
    let nights = Dictionary(grouping: short.sleep.indices) {
      clock.day(of: short.sleep[$0].start.addingTimeInterval(12 * 3600))
    }
    var kept: [SleepSegment] = []
    for (night, indices) in nights {
      let segments = indices.map { short.sleep[$0] }
      guard night > last.adding(days: -7),
        let bedtime = segments.map(\.start).min()
      else {
        kept += segments
        continue
      }
      let end = bedtime.addingTimeInterval(cut)
      for var segment in segments where segment.start < end {
        segment.end = min(segment.end, end)
        kept.append(segment)
      }
    }
    short.sleep = kept.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
    try write(short, to: "Fixtures/records/short-nights.json")

    var suppressed = athlete(seed: 29)
    suppressed.hrv = suppressed.hrv.map {
      var sample = $0
      let back = last.days(since: clock.day(of: $0.time))
      let factor: Double
      switch back {
      case 7...13: factor = back % 2 == 0 ? 0.6 : 1
      case 0...6: factor = 0.75
      default: factor = 1
      }
      sample.milliseconds = ($0.milliseconds * factor * 10).rounded() / 10
      return sample
    }
    try write(suppressed, to: "Fixtures/records/suppressed-hrv.json")
  }
}
