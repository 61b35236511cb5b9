import Foundation

/// An athlete's records resolved into per-day values once, so that any number of dates can be
/// scored with the same functions (docs/algorithm.md §1.2).
///
/// Everything kept here about a day depends only on the records, never on the date being scored:
/// nights, daily values, each activity's load (with the heart-rate settings of its own date) and
/// the PMC. `report(for:)` then applies the explicit order baselines → sleep → recovery(sleep),
/// with strain and load alongside, → alerts.
public struct AthleteHistory: Sendable {
  /// The configuration the algorithm reads.
  public let profile: AthleteProfile
  /// Days and clock times in the athlete's zone.
  public let clock: ZoneClock
  /// Records rejected by validation, by reason.
  public let rejected: RejectionCounts
  /// Activities after de-duplication with their loads, daily loads and the PMC.
  public let training: TrainingLedger

  let mainSleeps: DayValues<SleepNight>
  /// The clock times of `mainSleeps`, worked out once per night.
  let nightClockTimes: DayValues<NightClockTimes>
  let napCounts: DayValues<Int>
  let rmssdDaily: DayValues<Double>
  let sdnnDaily: DayValues<Double>
  /// Running counts of the days with HRV of each kind, which the kind of a date is chosen from.
  let hrvDayCounts: (rmssd: DayCounts, sdnn: DayCounts)
  let restingHeartRate: DayValues<Double>
  let respiratoryRate: DayValues<Double>
  let skinTemperature: DayValues<Double>
  let steps: DayValues<Double>
  let activeEnergy: DayValues<Double>
  let recordTimes: RecordTimeIndex
  /// The TSB of the mornings the reports of `scoringDates` show.
  let morningTSB: MorningTSB

  /// The dates reports may be asked for, when the history was limited to them.
  public let scoringDates: ClosedRange<LocalDate>?

  /// Validates `records` and resolves them for `profile`.
  ///
  /// - Parameters:
  ///   - dates: when given, only the nights and samples that reports for these dates can read
  ///     (from 63 days before the first; the oldest a report reads is 61) are resolved, which keeps
  ///     a single `today` fast on years of data. Asking for a report outside `dates` is a
  ///     programmer error.
  ///   - training: the training ledger when a store kept it (it must hold the activities, loads
  ///     and PMC of every day the reports read); computed from `records` when `nil`.
  ///   - recordTimes: the stale-data index when `records` is only a window of the history;
  ///     built from `records` when `nil`.
  public init(
    records: RecordSet, profile: AthleteProfile, dates: ClosedRange<LocalDate>? = nil,
    training: TrainingLedger? = nil, recordTimes: RecordTimeIndex? = nil
  ) {
    var (valid, rejected) = RecordValidator.validate(records)
    let clock = profile.clock
    self.scoringDates = dates
    self.recordTimes = recordTimes ?? RecordTimeIndex(valid, clock: clock)
    if let dates {
      let window = HistoryWindow(dates: dates)
      let from = window.timedFrom(clock)
      let to = window.timedThrough(clock)
      valid.sleep.removeAll {
        $0.end.timeIntervalSince1970 < from || $0.start.timeIntervalSince1970 > to
      }
      valid.sleepSummaries.removeAll {
        $0.end.timeIntervalSince1970 < from || $0.start.timeIntervalSince1970 > to
      }
      valid.hrv.removeAll {
        $0.time.timeIntervalSince1970 < from || $0.time.timeIntervalSince1970 > to
      }
      valid.respiratoryRate.removeAll {
        $0.time.timeIntervalSince1970 < from || $0.time.timeIntervalSince1970 > to
      }
    }
    let precedence = profile.precedence
    self.profile = profile
    self.clock = clock
    self.rejected = rejected

    let sleep = Self.resolveSleep(valid, clock: clock, precedence: precedence)
    let mainSleeps = DayValues(sleep.main)
    self.mainSleeps = mainSleeps
    self.nightClockTimes = mainSleeps.compactMap { NightClockTimes($0, clock: clock) }
    self.napCounts = DayValues(sleep.naps)
    let rmssdDaily = DayValues(
      Self.dailyHRV(valid, kind: .rmssd, mainSleeps: sleep.main, precedence: precedence))
    let sdnnDaily = DayValues(
      Self.dailyHRV(valid, kind: .sdnn, mainSleeps: sleep.main, precedence: precedence))
    self.rmssdDaily = rmssdDaily
    self.sdnnDaily = sdnnDaily
    self.hrvDayCounts = (DayCounts(rmssdDaily), DayCounts(sdnnDaily))
    let restingHeartRate = DailyResolver.resolve(
      valid.restingHeartRate, precedence: precedence, rule: .firstByName
    ).mapValues(\.value)
    self.restingHeartRate = DayValues(restingHeartRate)
    self.respiratoryRate = DayValues(
      Self.dailyRespiratoryRate(valid, mainSleeps: sleep.main, precedence: precedence))
    self.skinTemperature = DayValues(
      DailyResolver.resolve(valid.skinTemperature, precedence: precedence, rule: .firstByName)
        .mapValues(\.value))
    self.steps = DayValues(
      DailyResolver.resolve(valid.steps, precedence: precedence, rule: .largest)
        .mapValues(\.value))
    self.activeEnergy = DayValues(
      DailyResolver.resolve(valid.activeEnergy, precedence: precedence, rule: .largest)
        .mapValues(\.value))

    let training =
      training
      ?? TrainingLedger.compute(
        valid, profile: profile, clock: clock, restingHeartRate: restingHeartRate)
    self.training = training
    // The mornings the reports of `dates` show: each date's and the 13 before it.
    self.morningTSB =
      dates.map { dates in
        MorningTSB(days: dates.lowerBound.adding(days: -13)...dates.upperBound) {
          Self.tsbTenths(morningOf: $0, chart: training.chart)
        }
      } ?? MorningTSB()
  }

  /// The main sleep of each day and the count of other sessions ending that day
  /// (docs/algorithm.md §2.5).
  static func resolveSleep(
    _ records: RecordSet, clock: ZoneClock, precedence: SourcePrecedence
  ) -> (main: [Int: SleepNight], naps: [Int: Int]) {
    let nights = SleepSessions.nights(from: records.sleep, summaries: records.sleepSummaries)
    // The nights of each wake day together, each day's in the order they came: positions sorted
    // by day (nights come in order, so the sort is one pass), not a dictionary of arrays.
    var byDay: [(day: Int, index: Int)] = []
    byDay.reserveCapacity(nights.count)
    for (index, night) in nights.enumerated() {
      guard let wake = night.wake else { continue }
      byDay.append((clock.day(of: wake).dayNumber, index))
    }
    byDay.sort { $0.day != $1.day ? $0.day < $1.day : $0.index < $1.index }
    var main: [Int: SleepNight] = [:]
    var naps: [Int: Int] = [:]
    main.reserveCapacity(byDay.count)
    naps.reserveCapacity(byDay.count)
    var next = 0
    while next < byDay.count {
      let day = byDay[next].day
      var count = 0
      var best: SleepNight?
      while next < byDay.count, byDay[next].day == day {
        let night = nights[byDay[next].index]
        next += 1
        count += 1
        // The wake exists: nights without one were left out above.
        guard let wake = night.wake,
          clock.secondsIntoDay(ofEpochSeconds: wake.timeIntervalSince1970) < 18 * 3600
        else { continue }
        // The longest asleep, then the earlier bedtime; the first of equals, as `max` kept.
        if let current = best, !Self.sleepsLonger(night, than: current) { continue }
        best = night
      }
      if let best { main[day] = best }
      naps[day] = count - (best == nil ? 0 : 1)
    }
    let totals = records.dailySleep.map {
      DailyValue(date: $0.date, value: $0.seconds, source: $0.source)
    }
    for (day, total) in DailyResolver.resolve(totals, precedence: precedence, rule: .firstByName)
    where main[day] == nil {
      main[day] = .dailyTotal(seconds: total.value, source: total.source)
    }
    return (main, naps)
  }

  /// Whether `a` is the better main sleep than `b`: longer asleep, or as long and gone to bed
  /// earlier (docs/algorithm.md §2.5).
  static func sleepsLonger(_ a: SleepNight, than b: SleepNight) -> Bool {
    if a.asleepSeconds != b.asleepSeconds { return a.asleepSeconds > b.asleepSeconds }
    return (a.bedtime ?? .distantPast) < (b.bedtime ?? .distantPast)
  }

  /// `h_d` of one kind: mean ln(ms) within the main sleep, else within three hours after wake,
  /// else ln of the day's daily value (docs/algorithm.md §4.1).
  static func dailyHRV(
    _ records: RecordSet, kind: HRVKind, mainSleeps: [Int: SleepNight],
    precedence: SourcePrecedence
  ) -> [Int: Double] {
    let samples = records.hrv.filter { $0.kind == kind }
      .map { (time: $0.time.timeIntervalSince1970, value: log($0.milliseconds)) }
      .sorted { $0.time < $1.time }
    var values: [Int: Double] = [:]
    for (day, night) in mainSleeps {
      guard let bedtime = night.bedtime, let wake = night.wake else { continue }
      let window = Self.mean(
        samples, from: bedtime.timeIntervalSince1970, to: wake.timeIntervalSince1970)
      let after =
        window
        ?? Self.mean(
          samples, from: wake.timeIntervalSince1970, to: wake.timeIntervalSince1970 + 3 * 3600)
      if let value = after { values[day] = value }
    }
    let daily = records.dailyHRV.filter { $0.kind == kind }.map {
      DailyValue(date: $0.date, value: $0.milliseconds, source: $0.source)
    }
    for (day, value) in DailyResolver.resolve(daily, precedence: precedence, rule: .firstByName)
    where values[day] == nil {
      values[day] = log(value.value)
    }
    return values
  }

  /// `q_d`: the mean of samples within the main sleep, else the day's daily value
  /// (docs/algorithm.md §4.2).
  static func dailyRespiratoryRate(
    _ records: RecordSet, mainSleeps: [Int: SleepNight], precedence: SourcePrecedence
  ) -> [Int: Double] {
    let samples = records.respiratoryRate
      .map { (time: $0.time.timeIntervalSince1970, value: $0.breathsPerMinute) }
      .sorted { $0.time < $1.time }
    var values: [Int: Double] = [:]
    for (day, night) in mainSleeps {
      guard let bedtime = night.bedtime, let wake = night.wake,
        let value = Self.mean(
          samples, from: bedtime.timeIntervalSince1970, to: wake.timeIntervalSince1970)
      else { continue }
      values[day] = value
    }
    let daily = DailyResolver.resolve(
      records.dailyRespiratoryRate, precedence: precedence, rule: .firstByName)
    for (day, value) in daily where values[day] == nil {
      values[day] = value.value
    }
    return values
  }

  /// The mean of the values of time-sorted `samples` with `from ≤ time ≤ to`.
  static func mean(_ samples: [(time: Double, value: Double)], from: Double, to: Double) -> Double?
  {
    var index = samples.partitioningIndex { $0.time >= from }
    var sum = 0.0
    var count = 0
    while index < samples.count, samples[index].time <= to {
      sum += samples[index].value
      count += 1
      index += 1
    }
    return count > 0 ? sum / Double(count) : nil
  }
}
