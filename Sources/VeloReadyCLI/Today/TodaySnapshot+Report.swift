import Foundation
import ScoreEngine

extension TodaySnapshot {
  /// What the snapshot states besides the engine's report.
  struct Context {
    var origin: ScoreOrigin
    var computedAt: Date
    var timeZone: TimeZone
    /// The zone's name as configured.
    var timeZoneName: String
    var stepGoal: Int
    var calorieGoal: Int
    /// The alerts showing.
    var alerts: [AlertMessage]
    var warnings: [String] = []
    /// Hours from the newest record before 09:00 on the date to 09:00, if any.
    var hoursSinceNewestRecord: Double? = nil
    /// Whether the store holds any record at all.
    var hasRecords = true
    /// veloready's guidance for the date.
    var guidance: DayGuidance? = nil
    /// The rider's tags of the date.
    var tags: [TodaySnapshot.Tag] = []
  }

  /// The snapshot of `report`, every number rounded as displayed: integers for sleep, recovery,
  /// points, steps and energy; one decimal for strain, loads, CTL/ATL/TSB, heart and breathing
  /// rates, HRV in ms and minutes; two for z values; three for effective weights and the HRV
  /// standard deviation in ln units.
  init(report: Report, context: Context) {
    self.init(
      date: report.date, timeZone: context.timeZone, timeZoneName: context.timeZoneName,
      phase: .ready, origin: context.origin, computedAt: context.computedAt,
      calibration: report.calibration, sleep: Score(report.sleep),
      recovery: Score(report.recovery), strain: Strain(report.strain),
      night: report.night.map { Night($0, naps: report.naps) },
      baselines: Baselines(report), load: Load(report.load),
      activitiesToday: report.activitiesToday.map(ActivityEntry.init),
      latestActivity: report.latestActivity.map(ActivityEntry.init),
      health: Health(
        steps: report.steps.map { Rounding.units($0, decimals: 0) },
        stepGoal: context.stepGoal,
        activeEnergyKcal: report.activeEnergy.map { Rounding.units($0, decimals: 0) },
        calorieGoal: context.calorieGoal),
      alerts: context.alerts,
      plan: context.guidance.map { Plan($0, report: report) }, warnings: context.warnings,
      newestRecordDay: context.hoursSinceNewestRecord.map { hours in
        // A daily record counts at the end of its day: a second earlier is still that day.
        let clock = ZoneClock(timeZone: context.timeZone)
        let nine = clock.instant(on: report.date, secondsIntoDay: 9 * 3600)
        return clock.day(ofEpochSeconds: nine - hours * 3600 - 1)
      }, hasRecords: context.hasRecords, tags: context.tags)
  }
}

/// `x` rounded to `decimals` as displayed.
private func shown(_ x: Double, _ decimals: Int) -> Double {
  Rounding.display(x, decimals: decimals)
}

/// `x` rounded to `decimals` as displayed, or `nil`.
private func shown(_ x: Double?, _ decimals: Int) -> Double? {
  x.map { Rounding.display($0, decimals: decimals) }
}

extension TodaySnapshot.Score {
  fileprivate init(_ score: WeightedScore) {
    var components = score.components.map { component in
      let subScore: Double = shown(component.subScore, 1)
      return TodaySnapshot.Component(
        name: component.name, score: subScore,
        weight: shown(component.effectiveWeight, 3), points: component.displayedPoints,
        inputs: Dictionary(
          component.inputs.map { ($0.name, $0.value.rounded) }, uniquingKeysWith: { $1 }))
    }
    if let cap = score.cap {
      var inputs = Dictionary(
        cap.inputs.map { ($0.name, $0.value.rounded) }, uniquingKeysWith: { $1 })
      inputs["reason"] = .text(ShortNight.reason(cap))
      components.append(
        TodaySnapshot.Component(
          name: cap.name, score: nil, weight: 0, points: cap.points, inputs: inputs))
    }
    self.init(
      value: score.value, reason: score.reason, quality: score.quality, components: components,
      absent: score.absent.map { TodaySnapshot.Absent(name: $0.name, reason: $0.reason) })
  }
}

extension Figure.Value {
  /// The value as displayed: a number rounded to its decimals.
  var rounded: Figure.Value {
    guard case .number(let value, let decimals) = self else { return self }
    return .number(Rounding.display(value, decimals: decimals), decimals: decimals)
  }
}

extension TodaySnapshot.Strain {
  fileprivate init(_ strain: StrainScore) {
    self.init(
      value: shown(strain.value, 1), quality: strain.quality, load: shown(strain.total, 1),
      contributions: strain.contributions.map {
        TodaySnapshot.Contribution(
          kind: $0.kind, id: $0.id, method: $0.method, load: shown($0.load, 1),
          streamCoverage: shown($0.streamCoverage, 3),
          heartRate: shown($0.scoredHeartRate?.bpm, 1), heartRateFrom: $0.scoredHeartRate?.origin)
      })
  }
}

extension TodaySnapshot.Night {
  fileprivate init(_ night: SleepNight, naps: Int) {
    let bounded = !night.isDailyTotal
    func minutes(_ seconds: Double?) -> Double? { shown(seconds.map { $0 / 60 }, 1) }
    self.init(
      bedtime: night.bedtime, wake: night.wake, asleepMinutes: shown(night.asleepSeconds / 60, 1),
      inBedMinutes: minutes(night.inBedSeconds),
      deepMinutes: minutes(night.hasStages ? night.deepSeconds : nil),
      remMinutes: minutes(night.hasStages ? night.remSeconds : nil),
      coreMinutes: minutes(night.hasStages ? night.coreSeconds : nil),
      awakeMinutes: minutes(bounded ? night.awakeSeconds : nil),
      wakeEvents: bounded && night.countsWakeEvents ? night.wakeEvents : nil,
      latencyMinutes: minutes(night.latencySeconds),
      source: night.source.name, naps: naps)
  }
}

extension TodaySnapshot.Baselines {
  fileprivate init(_ report: Report) {
    let hrv = report.hrv
    func metric(_ baseline: MetricBaseline) -> TodaySnapshot.Metric {
      TodaySnapshot.Metric(
        today: shown(baseline.today, 1), baseline: shown(baseline.baseline, 1),
        days: baseline.days)
    }
    self.init(
      hrv: TodaySnapshot.HRV(
        kind: hrv.kind, todayMs: shown(hrv.today.map(exp), 1),
        mean7Ms: shown(hrv.mean7.map(exp), 1),
        mean60Ms: shown(hrv.mean60.map(exp), 1), sd60: shown(hrv.sd60, 3), days60: hrv.days60,
        zToday: shown(hrv.zToday, 2), z7: shown(hrv.z7, 2), z: shown(hrv.z, 2),
        rangeLowMs: shown(normalRange(hrv)?.low, 1),
        rangeHighMs: shown(normalRange(hrv)?.high, 1)),
      restingHeartRate: metric(report.restingHeartRate),
      respiratoryRate: metric(report.respiratoryRate))
  }
}

extension TodaySnapshot.Load {
  fileprivate init(_ load: LoadSummary) {
    self.init(
      ctl: shown(load.ctl, 1), atl: shown(load.atl, 1), tsb: shown(load.tsb, 1),
      ctlToday: shown(load.ctlToday, 1), atlToday: shown(load.atlToday, 1),
      rampRate: shown(load.rampRate, 1), today: shown(load.today, 1),
      yesterday: shown(load.yesterday, 1), established: load.established,
      formZone: load.formZone, recentTSBTenths: load.recentTSBTenths,
      ctlDays: load.constants.ctlDays, atlDays: load.constants.atlDays, start: load.startDay,
      anchor: load.anchor.map {
        TodaySnapshot.Anchor(
          date: $0.date, ctl: shown($0.ctl, 1), atl: shown($0.atl, 1),
          provider: $0.source.provider, source: $0.source.name)
      })
  }
}

extension TodaySnapshot.ActivityEntry {
  fileprivate init(_ activity: MergedActivity) {
    self.init(
      id: activity.id, name: activity.name, sport: activity.sport, start: activity.start,
      durationSeconds: Rounding.units(activity.durationSeconds, decimals: 0),
      load: shown(activity.load, 1), method: activity.method,
      sources: activity.members.map {
        TodaySnapshot.Recording(provider: $0.provider, source: $0.source, id: $0.id)
      },
      correction: activity.correction.map {
        TodaySnapshot.CorrectionNote(
          ignored: $0.ignored, setByRider: $0.setLoad != nil,
          originalLoad: shown($0.originalLoad, 1), originalMethod: $0.originalMethod)
      })
  }
}

/// The HRV normal range `exp(μ60 ± σ')` in ms from the unrounded values, when it is ready: rounding
/// the mean and σ' first moves the ends by a tenth (docs/algorithm.md §4.2).
func normalRange(_ hrv: HRVBaseline) -> (low: Double, high: Double)? {
  guard hrv.isNormalRangeReady, let mean = hrv.mean60, let sigma = hrv.sigmaPrime else {
    return nil
  }
  return (exp(mean - sigma), exp(mean + sigma))
}
