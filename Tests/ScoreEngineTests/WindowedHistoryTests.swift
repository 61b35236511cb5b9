import Foundation
import Testing

@testable import ScoreEngine

/// A store reads only the window of `HistoryWindow` and the slice of the training ledger; the
/// reports it gets must equal those of the whole history, day for day, alert streaks included.
@Suite struct WindowedHistoryTests {
  static let berlin = zone("Europe/Berlin")
  static let first = day("2024-01-01")
  static let days = 500

  /// Sixteen months of varied data in a zone with DST: stages, both HRV kinds, resting HR with
  /// two elevated spells, breathing, temperature, steps, rides with heart-rate streams and a
  /// changing maximum, a fitness seed, and a six-week gap with no data at all.
  static func records() -> RecordSet {
    let watch = native("Watch")
    let strap = native("Strap")
    let clock = ZoneClock(timeZone: berlin)
    var records = RecordSet()
    records.fitness.append(FitnessSeed(date: first, ctl: 40, atl: 45, source: watch))
    for offset in 0..<days where !(300..<342).contains(offset) {
      let date = first.adding(days: offset)
      let bed = clock.instant(on: date.adding(days: -1), secondsIntoDay: 22.5 * 3600)
      let length = (6.5 + Double((offset * 7) % 20) / 10) * 3600
      func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: bed + seconds) }
      records.sleep += [
        SleepSegment(start: at(0), end: at(length * 0.5), stage: .core, source: watch),
        SleepSegment(start: at(length * 0.5), end: at(length * 0.7), stage: .deep, source: watch),
        SleepSegment(start: at(length * 0.7), end: at(length * 0.72), stage: .awake, source: watch),
        SleepSegment(start: at(length * 0.72), end: at(length), stage: .rem, source: watch),
      ]
      let elevated = (120..<126).contains(offset) || (420..<424).contains(offset)
      let hrv = (elevated ? 30 : 55) + Double((offset * 13) % 11)
      if offset < 200 {
        records.hrv.append(
          HRVSample(time: at(length * 0.4), milliseconds: hrv, kind: .sdnn, source: watch))
      } else {
        records.dailyHRV.append(
          DailyHRV(date: date, milliseconds: hrv, kind: .rmssd, source: strap))
      }
      if offset % 50 == 7 {
        records.dailySleep.append(
          DailySleep(date: date.adding(days: 1), seconds: 25_000, source: strap))
      }
      records.restingHeartRate.append(
        DailyValue(date: date, value: (elevated ? 58 : 49) + Double(offset % 4), source: watch))
      records.respiratoryRate.append(
        RespiratorySample(
          time: at(length * 0.3), breathsPerMinute: elevated ? 17.5 : 14 + Double(offset % 3) / 10,
          source: watch))
      records.skinTemperature.append(
        DailyValue(date: date, value: elevated ? 0.6 : 0.1, source: watch))
      records.steps.append(
        DailyValue(date: date, value: 6000 + Double(offset * 37 % 5000), source: watch))
      if offset % 3 != 1 {
        let start = clock.instant(on: date, secondsIntoDay: 17 * 3600)
        let samples = stride(from: 0.0, through: 3600, by: 30).map {
          HeartRateSample(offset: $0, bpm: 120 + Double(Int($0) / 30 % 40))
        }
        records.activities.append(
          Activity(
            id: "ride-\(date)", start: Date(timeIntervalSince1970: start), durationSeconds: 3600,
            sport: .cycling, maxHeartRate: 165 + Double(offset % 25), heartRate: samples,
            source: watch))
        if offset % 10 == 0 {
          records.activities.append(
            Activity(
              id: "strap-\(date)", start: Date(timeIntervalSince1970: start + 60),
              durationSeconds: 3500, sport: .cycling, averageHeartRate: 140, source: strap))
        }
      }
    }
    return records
  }

  /// What a store hands back for score dates `dates`.
  static func windowed(
    _ records: RecordSet, _ full: AthleteHistory, profile: AthleteProfile,
    dates: ClosedRange<LocalDate>
  ) -> AthleteHistory {
    let clock = ZoneClock(timeZone: profile.timeZone)
    let window = HistoryWindow(dates: dates)
    let from = window.timedFrom(clock)
    let through = window.timedThrough(clock)
    func timed(_ start: Date, _ end: Date) -> Bool {
      end.timeIntervalSince1970 >= from && start.timeIntervalSince1970 <= through
    }
    var cut = RecordSet()
    cut.sleep = records.sleep.filter { timed($0.start, $0.end) }
    cut.hrv = records.hrv.filter { timed($0.time, $0.time) }
    cut.respiratoryRate = records.respiratoryRate.filter { timed($0.time, $0.time) }
    let daily = window.dailyDays
    cut.dailySleep = records.dailySleep.filter { daily.contains($0.date) }
    cut.dailyHRV = records.dailyHRV.filter { daily.contains($0.date) }
    cut.restingHeartRate = records.restingHeartRate.filter { daily.contains($0.date) }
    cut.dailyRespiratoryRate = records.dailyRespiratoryRate.filter { daily.contains($0.date) }
    cut.skinTemperature = records.skinTemperature.filter { daily.contains($0.date) }
    cut.steps = records.steps.filter { daily.contains($0.date) }
    cut.activeEnergy = records.activeEnergy.filter { daily.contains($0.date) }
    let times = RecordTimeIndex(records, clock: clock).window(
      from: window.recordTimesFrom(clock), through: window.recordTimesThrough(clock))
    return AthleteHistory(
      records: cut, profile: profile, dates: dates, training: window.slice(full.training),
      recordTimes: times)
  }

  /// The records, the profile and the whole history every case compares with, made once: each
  /// of the twenty-two cases made the same history (its training ledger most of all) again.
  static let whole: (records: RecordSet, profile: AthleteProfile, history: AthleteHistory) = {
    let records = Self.records()
    let profile = AthleteProfile(timeZone: Self.berlin, sex: .female)
    return (records, profile, AthleteHistory(records: records, profile: profile))
  }()

  @Test(
    "a window gives the reports of the whole history",
    arguments: [0, 60],
    [
      ("the first day", 0), ("day 30", 30), ("the start of an elevated spell", 121),
      ("inside an elevated spell", 125), ("DST in spring", 454), ("before the gap", 299),
      ("inside the gap", 320), ("just after the gap", 343), ("the second spell", 423),
      ("the last day", 499), ("after the last record", 530),
    ])
  func aWindowGivesTheReportsOfTheWholeHistory(daysBefore: Int, _ day: (name: String, offset: Int))
  {
    let offset = day.offset
    let (records, profile, full) = Self.whole
    let date = Self.first.adding(days: offset)
    let dates = date.adding(days: -daysBefore)...date
    let windowed = Self.windowed(records, full, profile: profile, dates: dates)
    #expect(windowed.report(for: date) == full.report(for: date))
    if daysBefore >= 5 {
      // The guidance reads HRV back to D−66: inside a window with the streaks' 60 days.
      #expect(
        windowed.guidance(for: windowed.report(for: date))
          == full.guidance(for: full.report(for: date)))
    }
    #expect(
      windowed.alertStreaks(endingOn: date, limit: daysBefore + 1)
        == full.alertStreaks(endingOn: date, limit: daysBefore + 1))
  }

  @Test func theFixtureRaisesAlertsAndHasLoadSoTheComparisonMeansSomething() {
    let records = Self.records()
    let profile = AthleteProfile(timeZone: Self.berlin, sex: .female)
    let full = AthleteHistory(records: records, profile: profile)
    let spell = full.report(for: Self.first.adding(days: 125))
    #expect(spell.alerts.contains { $0.id == .illnessWatch })
    #expect(full.alertStreaks(endingOn: Self.first.adding(days: 125))[.illnessWatch] ?? 0 >= 3)
    let gap = full.report(for: Self.first.adding(days: 320))
    #expect(gap.alerts.contains { $0.id == .staleData })
    #expect(gap.latestActivity != nil && gap.activitiesToday.isEmpty)
    #expect(full.report(for: Self.first.adding(days: 499)).load.ctl ?? 0 > 20)
    #expect(full.training.activities.contains { $0.members.count == 2 })
  }

  /// A range scored at once (`reports(for:)`, as the reports do) gives each day's own report,
  /// through an elevated spell, where the illness watch of the day before matters, and the gap.
  @Test func theReportsOfARangeAreEachDaysOwn() {
    let profile = AthleteProfile(timeZone: Self.berlin, sex: .female)
    let full = AthleteHistory(records: Self.records(), profile: profile)
    let date = { Self.first.adding(days: $0) }
    for offsets in [110...135, 295...345] {
      let dates = date(offsets.lowerBound)...date(offsets.upperBound)
      let reports = full.reports(for: dates)
      #expect(reports.map(\.date) == offsets.map(date))
      for report in reports { #expect(report == full.report(for: report.date), "\(report.date)") }
    }
    let spell = full.reports(for: date(120)...date(126))
    #expect(spell.contains { $0.alerts.contains { $0.id == .illnessWatch } })
  }

  /// The streak walk makes each day's baselines once (they are the next report's illness watch of
  /// the day before): its counts are those of each day's own `report(for:)`, counted back one by
  /// one, through the elevated spell (where the illness watch of the day before matters) and the gap.
  @Test func alertStreaksAreTheCountsOfEachDaysOwnReport() {
    let profile = AthleteProfile(timeZone: Self.berlin, sex: .female)
    let full = AthleteHistory(records: Self.records(), profile: profile)
    func counted(endingOn date: LocalDate, limit: Int) -> [AlertID: Int] {
      var streaks: [AlertID: Int] = [:]
      for id in full.report(for: date).alerts.map(\.id) {
        var days = 1
        while days < limit,
          full.report(for: date.adding(days: -days)).alerts.contains(where: { $0.id == id })
        {
          days += 1
        }
        streaks[id] = days
      }
      return streaks
    }
    var seen: Set<AlertID> = []
    for offset in [118, 121, 123, 125, 126, 130, 322, 340] {
      let date = Self.first.adding(days: offset)
      let streaks = full.alertStreaks(endingOn: date)
      #expect(streaks == counted(endingOn: date, limit: 60), "\(date)")
      #expect(full.alertStreaks(endingOn: date, limit: 2) == counted(endingOn: date, limit: 2))
      seen.formUnion(streaks.filter { $0.value >= 2 }.keys)
    }
    #expect(seen.contains(.illnessWatch) && seen.contains(.staleData))
  }
}
