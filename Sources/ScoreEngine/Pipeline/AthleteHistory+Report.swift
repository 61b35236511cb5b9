import Foundation

extension AthleteHistory {
  /// The report for score date `date`: baselines → sleep → recovery(sleep), with strain and load
  /// alongside → alerts. Today and any past date go through this one function.
  public func report(for date: LocalDate) -> Report {
    report(for: date, yesterday: nil)
  }

  /// The reports of every date of `dates`, oldest first: each is the one `report(for:)` gives,
  /// but a day's illness watch reads the values and baselines of the day before from that day's
  /// report instead of working them out a second time. With `.scores`, the sleep and recovery
  /// scores come without their ledgers (`ScoreDetail`): what a list of days shows.
  public func reports(for dates: ClosedRange<LocalDate>, detail: ScoreDetail = .ledger)
    -> [Report]
  {
    var reports: [Report] = []
    // Room for them all at once: a report is large, and a list regrown by doubling copies them.
    reports.reserveCapacity(dates.upperBound.dayNumber - dates.lowerBound.dayNumber + 1)
    forEachReport(in: dates, detail: detail) { reports.append($0) }
    return reports
  }

  /// Hands `body` the report of every date of `dates`, oldest first, as `reports(for:detail:)`
  /// makes them, keeping only the last: a caller that keeps less than the whole report (a row of
  /// `history`) need not hold a year of them at once.
  public func forEachReport(
    in dates: ClosedRange<LocalDate>, detail: ScoreDetail = .ledger, _ body: (Report) -> Void
  ) {
    var yesterday: Report?
    for day in dates.lowerBound.dayNumber...dates.upperBound.dayNumber {
      let today = report(for: LocalDate(dayNumber: day), yesterday: yesterday, detail: detail)
      body(today)
      yesterday = today
    }
  }

  /// The report for `date`, with the report of the day before when it is at hand.
  private func report(
    for date: LocalDate, yesterday dayBefore: Report?, detail: ScoreDetail = .ledger
  ) -> Report {
    let yesterday = date.adding(days: -1)
    // Not `dayBefore.map(illnessInputs(of:))`: the method taken as a value captured a copy of
    // the whole history for every day.
    let illnessYesterday =
      if let dayBefore { illnessInputs(of: dayBefore) } else {
        illnessInputs(on: yesterday, baselines(on: yesterday))
      }
    return report(
      for: date, baselines: baselines(on: date), illnessYesterday: illnessYesterday,
      detail: detail)
  }

  /// The report for `date` from that day's baselines and the illness inputs of the day before,
  /// worked out by the caller so that a walk over days makes each day's baselines once.
  func report(
    for date: LocalDate, baselines: DayBaselines, illnessYesterday: AlertInputs,
    detail: ScoreDetail = .ledger
  ) -> Report {
    if let scoringDates {
      precondition(scoringDates.contains(date), "\(date) is outside the history's scoring dates")
    }
    let (hrv, hrvDays) = (baselines.hrv, baselines.hrvDays)
    let restingHeartRate = baselines.restingHeartRate
    let respiratoryRate = baselines.respiratoryRate
    let night = mainSleeps[date.dayNumber]

    let sleep = SleepScore.score(
      night: night, sleepNeedHours: profile.sleepNeedHours, timing: timing(on: date),
      detail: detail)
    let load = loadSummary(on: date)
    let recovery = RecoveryScore.score(
      RecoveryInputs(
        hrv: hrv, restingHeartRate: restingHeartRate, respiratoryRate: respiratoryRate,
        sleepScore: sleep.value,
        form: FormInput(
          established: load.established, ctlYesterday: load.ctl, atlYesterday: load.atl,
          loadYesterday: load.yesterday)), detail: detail)
    let today = training.activities(on: date)
    let strain = StrainScore(
      activities: today.filter(\.countsForStrain), steps: steps[date.dayNumber])

    let alertInputs = AlertInputs(
      hasMainSleep: (night?.asleepSeconds ?? 0) > 0, hrv: hrv, restingHeartRate: restingHeartRate,
      respiratoryRate: respiratoryRate, skinTemperature: skinTemperature[date.dayNumber],
      hoursSinceNewestRecord: hoursSinceNewestRecord(before: date),
      hasRecentHRV: hrvDays > 0, pmcEstablished: load.established,
      tsbTenths: load.tsbTenths,
      illnessWatchYesterday: AlertConditions.illnessSigns(illnessYesterday).count >= 2)

    return Report(
      date: date,
      calibration: hrv.calibration, sleep: sleep, recovery: recovery, strain: strain,
      night: night, naps: napCounts[date.dayNumber] ?? 0, hrv: hrv,
      restingHeartRate: restingHeartRate, respiratoryRate: respiratoryRate,
      skinTemperature: skinTemperature[date.dayNumber], load: load, activitiesToday: today,
      latestActivity: training.latestActivity(onOrBefore: date), steps: steps[date.dayNumber],
      activeEnergy: activeEnergy[date.dayNumber], alerts: AlertConditions.evaluate(alertInputs),
      rejected: rejected)
  }

  /// The HRV baseline of `date` and how many days of `[D−60, D]` have HRV of either kind (a rider
  /// with none is not told to calibrate, docs/algorithm.md §11): the counts the kind is chosen
  /// from, made once.
  func hrvBaselineAndDays(on date: LocalDate) -> (baseline: HRVBaseline, days: Int) {
    func daily(_ kind: HRVKind) -> DayValues<Double> {
      switch kind {
      case .rmssd: return rmssdDaily
      case .sdnn: return sdnnDaily
      }
    }
    let days = date.dayNumber - 60...date.dayNumber
    let rmssdDays = hrvDayCounts.rmssd.count(in: days)
    let sdnnDays = hrvDayCounts.sdnn.count(in: days)
    let kind = HRVBaseline.kind(
      preference: profile.hrvKind, rmssdDays: rmssdDays, sdnnDays: sdnnDays)
    let values = kind.map(daily) ?? DayValues()
    return (Self.hrvBaseline(kind, values, on: date.dayNumber), rmssdDays + sdnnDays)
  }

  /// The timing inputs of `date`: last night's clock times and those of the main sleeps with
  /// bounds in `[D−14, D−1]`.
  func timing(on date: LocalDate) -> SleepTiming {
    let day = date.dayNumber
    var earlier: [(bedtime: Double, wake: Double)] = []
    earlier.reserveCapacity(14)
    var sums = (bedtime: CircularSum(), wake: CircularSum())
    for back in (1...14).reversed() {
      guard let night = nightClockTimes[day - back] else { continue }
      earlier.append(night.minutes)
      sums.bedtime.add(night.bedtimeTerm)
      sums.wake.add(night.wakeTerm)
    }
    var timing = SleepTiming(lastNight: nightClockTimes[day]?.minutes, earlierNights: earlier)
    timing.earlierSums = sums
    return timing
  }

  /// Load and form of `date` (docs/algorithm.md §8).
  func loadSummary(on date: LocalDate) -> LoadSummary {
    // Before its first day the PMC has no value to show; from the first day on, the day before it
    // is the starting point 0 (a morning value, or a week-ago value for the ramp, as worked
    // example 4 of docs/algorithm.md computes it).
    let chart = training.chart
    let started = chart.startDay.map { date >= $0 } ?? false
    let morning = started ? chart.values(atEndOf: date.adding(days: -1)) : nil
    let evening = started ? chart.values(atEndOf: date) : nil
    let weekAgo = chart.values(atEndOf: date.adding(days: -7))
    let recent = (0..<14).reversed().map { tsbTenths(morningOf: date.adding(days: -$0)) }
    var rampRate: Double?
    if let evening, let weekAgo { rampRate = evening.ctl - weekAgo.ctl }
    return LoadSummary(
      ctl: morning?.ctl, atl: morning?.atl, ctlToday: evening?.ctl, atlToday: evening?.atl,
      rampRate: rampRate, today: training.load(on: date),
      yesterday: training.load(on: date.adding(days: -1)),
      established: chart.isEstablished(at: date),
      tsbTenths: tsbTenths(morningOf: date), recentTSBTenths: recent, constants: chart.constants,
      startDay: chart.startDay, anchor: chart.anchor)
  }

  /// The displayed TSB of the morning of `date`, in tenths: displayed CTL − displayed ATL; `nil`
  /// before the PMC's first day.
  func tsbTenths(morningOf date: LocalDate) -> Int? {
    if let kept = morningTSB.kept(date) { return kept }
    return Self.tsbTenths(morningOf: date, chart: training.chart)
  }

  /// The displayed TSB of the morning of `date` on `chart`, in tenths.
  static func tsbTenths(morningOf date: LocalDate, chart: PerformanceChart) -> Int? {
    guard let start = chart.startDay, date >= start,
      let morning = chart.values(atEndOf: date.adding(days: -1))
    else { return nil }
    return Rounding.units(morning.ctl, decimals: 1) - Rounding.units(morning.atl, decimals: 1)
  }

  /// Hours from the newest wellness record counted before 09:00 on `date` to 09:00 (docs/algorithm.md
  /// §11); `nil` when no record counts before then.
  public func hoursSinceNewestRecord(before date: LocalDate) -> Double? {
    let nine = clock.instant(on: date, secondsIntoDay: 9 * 3600)
    guard let newest = recordTimes.newest(before: nine) else { return nil }
    return (nine - newest) / 3600
  }

  /// The inputs of the illness signs on the date of `report`: the same as `illnessInputs(on:_:)`
  /// gives, from the values and baselines the report already holds.
  func illnessInputs(of report: Report) -> AlertInputs {
    AlertInputs(
      hasMainSleep: report.night != nil, hrv: report.hrv,
      restingHeartRate: report.restingHeartRate, respiratoryRate: report.respiratoryRate,
      skinTemperature: report.skinTemperature, hoursSinceNewestRecord: nil,
      hasRecentHRV: false, pmcEstablished: false, tsbTenths: nil, illnessWatchYesterday: false)
  }

  /// The inputs of the illness signs on `date`, with that date's own values and `baselines`
  /// (those of `date`).
  func illnessInputs(on date: LocalDate, _ baselines: DayBaselines) -> AlertInputs {
    AlertInputs(
      hasMainSleep: mainSleeps[date.dayNumber] != nil, hrv: baselines.hrv,
      restingHeartRate: baselines.restingHeartRate, respiratoryRate: baselines.respiratoryRate,
      skinTemperature: skinTemperature[date.dayNumber], hoursSinceNewestRecord: nil,
      hasRecentHRV: false, pmcEstablished: false, tsbTenths: nil, illnessWatchYesterday: false)
  }
}
