import Testing

@testable import ScoreEngine

/// `MorningTSB` keeps each morning's TSB of its days and says which it keeps; that a windowed
/// history's reports (which read it) equal the whole history's (which work each morning out) is
/// `WindowedHistoryTests` (docs/architecture.md §14, *Cost*).
struct MorningTSBTests {
  @Test func keepsEachMorningOfItsDaysOnly() {
    let first = day("2026-03-01")
    let last = day("2026-03-20")
    // Before the 5th, no PMC: `nil`, which is kept as `nil`, not left out.
    let series = MorningTSB(days: first...last) { date in
      date < day("2026-03-05") ? nil : date.dayNumber % 7 - 3
    }
    var date = first
    while date <= last {
      let kept = series.kept(date)
      #expect(kept != nil, "\(date)")
      #expect(kept == .some(date < day("2026-03-05") ? nil : date.dayNumber % 7 - 3))
      date = date.adding(days: 1)
    }
    #expect(series.kept(first.adding(days: -1)) == nil)
    #expect(series.kept(last.adding(days: 1)) == nil)
    #expect(MorningTSB().kept(first) == nil)
  }

  @Test func aDayHistoryKeepsItsFourteenMornings() {
    var records = RecordSet()
    let date = day("2026-03-20")
    records.fitness.append(
      FitnessSeed(date: day("2026-03-01"), ctl: 40, atl: 52, source: native("Watch")))
    let profile = AthleteProfile(timeZone: zone("UTC"), sex: .female)
    let history = AthleteHistory(records: records, profile: profile, dates: date...date)
    for back in 0..<14 {
      let morning = date.adding(days: -back)
      #expect(history.morningTSB.kept(morning) != nil)
      #expect(
        history.tsbTenths(morningOf: morning)
          == AthleteHistory.tsbTenths(morningOf: morning, chart: history.training.chart))
    }
    #expect(history.morningTSB.kept(date.adding(days: -14)) == nil)
    #expect(history.morningTSB.kept(date.adding(days: 1)) == nil)
  }
}
