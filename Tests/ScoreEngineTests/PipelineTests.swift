import Foundation
import Testing

@testable import ScoreEngine

/// The whole pipeline on worked examples 1, 3, 4, 5, 7 and 8 (docs/algorithm.md, appendix).
@Suite struct PipelineTests {
  @Test func exampleOneReport() throws {
    var records = RecordSet()
    records.sleep = exampleOneNight()
    let profile = AthleteProfile(timeZone: zone("Europe/Berlin"), sleepNeedHours: 8)
    let report = ScorePipeline.report(records: records, profile: profile, date: day("2025-01-15"))
    #expect(report.sleep.value == 91)
    #expect(report.sleep.components.map(\.displayedPoints) == [45, 15, 16, 15])
    #expect(report.sleep.absent == [AbsentComponent(name: .timing, reason: .noBaseline)])
    #expect(report.sleep.cap == nil)
    #expect(report.night?.asleepSeconds == 26640)
    #expect(report.naps == 0)
    #expect(report.recovery.value == nil && report.recovery.reason == .insufficientData)
    #expect(report.strain.value == 0 && report.strain.quality == .noData)
    #expect(report.calibration == .calibrating)
    // No HRV at all: calibrating, but no alert telling this rider to calibrate.
    #expect(report.alerts.isEmpty)
    #expect(report.load.ctl == nil && report.load.formZone == nil)
    // The night belongs to 2025-01-15, not to the day it started.
    let before = ScorePipeline.report(records: records, profile: profile, date: day("2025-01-14"))
    #expect(before.sleep.reason == .noSleep)
  }

  @Test func exampleThreeReport() throws {
    var records = RecordSet()
    records.steps = [DailyValue(date: day("2025-06-02"), value: 9000, source: native("native"))]
    records.restingHeartRate = (20...27).map {
      DailyValue(date: day("2025-05-\($0)"), value: 44, source: native("native"))
    }
    records.activities = [
      Activity(
        id: "ride", start: instant("2025-06-02T07:00:00Z"), durationSeconds: 5400,
        sport: .cycling, averageHeartRate: 141, normalizedPower: 200, source: native("native")),
      Activity(
        id: "run", start: instant("2025-06-02T18:00:00Z"), durationSeconds: 300, sport: .running,
        heartRate: [
          (0, 120), (60, 150), (75, 0), (90, 160), (190, 150), (250, 145), (300, 140), (330, 138),
        ]
        .map { HeartRateSample(offset: $0.0, bpm: $0.1) }, source: native("native")),
    ]
    let profile = AthleteProfile(
      timeZone: zone("UTC"), sex: .male, maxHeartRate: 190, restingHeartRate: 50, ftp: 250)
    let report = ScorePipeline.report(records: records, profile: profile, date: day("2025-06-02"))
    #expect(report.strain.value == 9.6)
    #expect(report.strain.band == .moderate)
    #expect(report.strain.quality == .full)
    #expect(close(report.strain.total, 107.094549))
    #expect(close(report.strain.exactValue, 9.590115))
    #expect(close(StrainScore.epoc(total: report.strain.total), 42.725201))
    let loads = report.strain.contributions.map { Rounding.display($0.load, decimals: 1) }
    #expect(loads == [96.0, 4.1, 7.0])
    #expect(Rounding.display(report.strain.total, decimals: 1) == 107.1)
    #expect(report.strain.contributions.map(\.method) == [.power, .heartRateStream, nil])
    #expect(report.rejected.totalDroppedSamples == 1)
  }

  /// Worked example 4: duration-method runs of 100, 50 and 80 minutes on 03-01, 03-03, 03-04,
  /// with the `fitness` record 40.1 / 52.2 dated `anchor` when given.
  func exampleFourRecords(anchor: String?) -> RecordSet {
    var records = RecordSet()
    records.activities = [
      ("d1", "2025-03-01", 6000.0), ("d3", "2025-03-03", 3000), ("d4", "2025-03-04", 4800),
    ]
    .map {
      Activity(
        id: $0.0, start: instant("\($0.1)T08:00:00Z"), durationSeconds: $0.2, sport: .running,
        rpe: 5, source: native("native"))
    }
    if let anchor {
      records.fitness = [
        FitnessSeed(date: day(anchor), ctl: 40.1, atl: 52.2, source: native("native"))
      ]
    }
    return records
  }

  func exampleFourLoad(anchor: String?, on date: String) -> LoadSummary {
    ScorePipeline.report(
      records: exampleFourRecords(anchor: anchor), profile: AthleteProfile(timeZone: zone("UTC")),
      date: day(date)
    ).load
  }

  func shown(_ value: Double?) -> Double? { value.map { Rounding.display($0, decimals: 1) } }

  @Test func exampleFourAFromZero() {
    let report = ScorePipeline.report(
      records: exampleFourRecords(anchor: nil), profile: AthleteProfile(timeZone: zone("UTC")),
      date: day("2025-03-05"))
    let load = report.load
    #expect(shown(load.ctl) == 5.2 && shown(load.atl) == 25.1 && load.tsb == -19.9)
    #expect(shown(load.ctlToday) == 5.1 && shown(load.atlToday) == 21.8)
    #expect(shown(load.rampRate) == 5.1)
    #expect(load.today == 0 && load.yesterday == 80)
    #expect(!load.established && load.formZone == nil)
    #expect(load.anchor == nil && load.startDay == day("2025-03-01"))
    #expect(report.recovery.reason == .insufficientData)
    // On the first day the morning is the starting point 0.
    let first = exampleFourLoad(anchor: nil, on: "2025-03-01")
    #expect(first.ctl == 0 && first.atl == 0 && first.tsb == 0)
    #expect(shown(first.ctlToday) == 2.4 && shown(first.atlToday) == 13.3)
    // Before the first day there is nothing to show.
    let before = exampleFourLoad(anchor: nil, on: "2025-02-28")
    #expect(before.ctl == nil && before.tsb == nil && before.ctlToday == nil)
  }

  @Test func exampleFourBAnchoredOnTheFirstDay() {
    let load = exampleFourLoad(anchor: "2025-03-01", on: "2025-03-05")
    #expect(shown(load.ctl) == 40.4 && shown(load.atl) == 50.4)
    // 40.4 − 50.4 is exactly −100 tenths: grey, the zone nearer zero.
    #expect(load.tsbTenths == -100 && load.tsb == -10.0)
    #expect(shown(load.ctlToday) == 39.4 && shown(load.atlToday) == 43.7)
    #expect(load.established && load.formZone == .grey)
    #expect(load.anchor?.date == day("2025-03-01"))
    // On the anchor day itself: the morning is the starting point, the evening the anchor.
    let first = exampleFourLoad(anchor: "2025-03-01", on: "2025-03-01")
    #expect(first.ctl == 0 && first.ctlToday == 40.1 && first.atlToday == 52.2)
    #expect(!first.established)
    #expect(exampleFourLoad(anchor: "2025-03-01", on: "2025-03-02").established)
  }

  @Test func exampleFourBFormComponent() throws {
    // With HRV and sleep present the form component counts: ATL/CTL = 1.249174 → 75.082634,
    // penalty pl(80) = 6, form 69.082634.
    let load = exampleFourLoad(anchor: "2025-03-01", on: "2025-03-05")
    let ctl = try #require(load.ctl)
    let atl = try #require(load.atl)
    #expect(close(atl / ctl, 1.249174))
    #expect(close(RecoveryScore.formScore(ctl: ctl, atl: atl, loadYesterday: 80), 69.082634))
  }

  @Test func exampleFourCAnchoredLater() {
    let third = exampleFourLoad(anchor: "2025-03-03", on: "2025-03-03")
    #expect(shown(third.ctl) == 2.3 && shown(third.atl) == 11.5)
    #expect(third.ctlToday == 40.1 && third.atlToday == 52.2)
    #expect(!third.established && third.formZone == nil)
    let fifth = exampleFourLoad(anchor: "2025-03-03", on: "2025-03-05")
    #expect(shown(fifth.ctl) == 41.0 && shown(fifth.atl) == 55.9 && fifth.tsb == -14.9)
    #expect(fifth.established && fifth.formZone == .optimal)
  }

  @Test func theEarliestFitnessRecordAnchorsWhateverCameLater() {
    // A later record is ignored; the earliest one wins even after older loads.
    var records = exampleFourRecords(anchor: "2025-03-03")
    records.fitness.append(
      FitnessSeed(date: day("2025-03-04"), ctl: 10, atl: 10, source: native("native")))
    let load = ScorePipeline.report(
      records: records, profile: AthleteProfile(timeZone: zone("UTC")), date: day("2025-03-05")
    ).load
    #expect(shown(load.ctl) == 41.0 && shown(load.atl) == 55.9)
    // Of two records on the anchor day, the higher-precedence provider's counts.
    records.fitness.append(
      FitnessSeed(
        date: day("2025-03-03"), ctl: 30, atl: 20,
        source: Source(provider: .intervals, name: "intervals.icu")))
    let icu = ScorePipeline.report(
      records: records, profile: AthleteProfile(timeZone: zone("UTC")), date: day("2025-03-04")
    ).load
    #expect(icu.ctl == 30 && icu.atl == 20 && icu.anchor?.source.provider == .intervals)
  }

  @Test func configuredTimeConstantsChangeEveryDay() {
    let profile = AthleteProfile(
      timeZone: zone("UTC"), pmcConstants: PMCConstants(ctlDays: 28, atlDays: 5))
    let load = ScorePipeline.report(
      records: exampleFourRecords(anchor: nil), profile: profile, date: day("2025-03-02")
    ).load
    // Morning of 03-02: 100·(1 − e^(−1/28)) = 3.508406, 100·(1 − e^(−1/5)) = 18.126925.
    #expect(close(load.ctl, 3.508406) && close(load.atl, 18.126925))
    #expect(load.constants == PMCConstants(ctlDays: 28, atlDays: 5))
  }

  @Test func exampleFiveReport() {
    var records = RecordSet()
    records.sleep = exampleFiveNight()
    records.activities = exampleFiveActivities()
    let profile = AthleteProfile(
      timeZone: zone("Europe/London"), sex: .male, maxHeartRate: 188, ftp: 250)
    let report = ScorePipeline.report(records: records, profile: profile, date: day("2025-09-10"))
    #expect(report.sleep.value == 90)
    #expect(close(report.sleep.exactValue, 89.997571))
    #expect(report.sleep.components.map(\.displayedPoints) == [43, 16, 16, 15])
    #expect(report.sleep.absent == [AbsentComponent(name: .timing, reason: .noBaseline)])
    #expect(report.night?.source == native("Watch"))
    #expect(Rounding.display(report.load.today, decimals: 1) == 157.5)
    #expect(close(report.load.today, 157.478503))
    #expect(report.activitiesToday.map(\.id) == ["s-9", "w-2"])
    #expect(report.activitiesToday[0].members.count == 3)
    #expect(report.latestActivity?.id == "w-2")
  }

  @Test func exampleSevenShortNight() throws {
    let watch = native("Watch")
    var records = RecordSet()
    records.sleep = [
      segment("2025-02-11T01:00:00+01:00", "2025-02-11T02:22:30+01:00", .core, watch),
      segment("2025-02-11T02:22:30+01:00", "2025-02-11T03:28:30+01:00", .deep, watch),
      segment("2025-02-11T03:28:30+01:00", "2025-02-11T05:07:30+01:00", .core, watch),
      segment("2025-02-11T05:07:30+01:00", "2025-02-11T06:30:00+01:00", .rem, watch),
    ]
    let profile = AthleteProfile(timeZone: zone("Europe/Berlin"), sleepNeedHours: 8)
    let sleep = ScorePipeline.report(records: records, profile: profile, date: day("2025-02-11"))
      .sleep
    #expect(sleep.components.map(\.name) == [.duration, .efficiency, .stages, .disturbances])
    #expect(close(sleep.components[0].subScore, 37.5))
    #expect(sleep.components.dropFirst().allSatisfy { $0.subScore == 100 })
    #expect(close(sleep.exactValue, 67.447917))
    #expect(sleep.components.map(\.displayedPoints) == [19, 17, 17, 14])
    let cap = try #require(sleep.cap)
    #expect(cap.name == .shortNight && cap.uncapped == 67 && cap.limit == 59 && cap.points == -8)
    #expect(sleep.value == 59 && sleep.band == .fair && sleep.quality == .limited)
    #expect(sleep.components.map(\.displayedPoints).reduce(cap.points, +) == 59)
  }

  @Test func exampleEightReport() {
    var records = RecordSet()
    records.activities = [
      Activity(
        id: "run", start: instant("2025-06-09T07:00:00Z"), durationSeconds: 300, sport: .running,
        heartRate: [(0, 120), (60, 150), (75, 0), (90, 160), (240, 150), (300, 140), (330, 138)]
          .map { HeartRateSample(offset: $0.0, bpm: $0.1) }, source: native("native")),
      Activity(
        id: "swim", start: instant("2025-06-09T18:00:00Z"), durationSeconds: 3660,
        sport: .swimming, averageHeartRate: 141,
        heartRate: [
          (3648, 128), (3650, 129), (3651, 130), (3653, 131), (3654, 132), (3656, 133),
          (3657, 134), (3659, 135), (3660, 136),
        ].map { HeartRateSample(offset: $0.0, bpm: $0.1) }, source: native("native")),
    ]
    let profile = AthleteProfile(
      timeZone: zone("UTC"), sex: .male, maxHeartRate: 190, restingHeartRate: 50)
    let report = ScorePipeline.report(records: records, profile: profile, date: day("2025-06-09"))
    #expect(report.activitiesToday.map(\.method) == [.heartRateAverage, .heartRateAverage])
    #expect(close(report.activitiesToday[0].load, 4.501611))
    #expect(close(report.activitiesToday[1].load, 50.670297))
    #expect(report.activitiesToday[0].scoredHeartRate?.origin == .stream)
    #expect(report.activitiesToday[1].scoredHeartRate?.bpm == 141)
    #expect(close(report.load.today, 55.171908))
    #expect(close(report.strain.exactValue, 7.799704) && report.strain.value == 7.8)
    #expect(report.strain.band == .moderate)
  }

  @Test func hrvComesFromTheSleepWindowThenThreeHoursAfterWakeThenTheDailyValue() {
    let watch = native("Watch")
    var records = RecordSet()
    records.sleep = [segment("2025-01-01T23:00:00Z", "2025-01-02T07:00:00Z", .core, watch)]
    records.hrv = [
      HRVSample(
        time: instant("2025-01-02T03:00:00Z"), milliseconds: 40, kind: .sdnn, source: watch),
      HRVSample(
        time: instant("2025-01-02T05:00:00Z"), milliseconds: 90, kind: .sdnn, source: watch),
      HRVSample(
        time: instant("2025-01-02T09:00:00Z"), milliseconds: 10, kind: .sdnn, source: watch),
    ]
    records.dailyHRV = [
      DailyHRV(date: day("2025-01-02"), milliseconds: 70, kind: .sdnn, source: watch)
    ]
    let profile = AthleteProfile(timeZone: zone("UTC"))
    let inside = ScorePipeline.report(records: records, profile: profile, date: day("2025-01-02"))
    // Mean of ln 40 and ln 90 = ln 60.
    #expect(close(inside.hrv.today, log(60), 1e-12))
    records.hrv.removeFirst(2)
    let after = ScorePipeline.report(records: records, profile: profile, date: day("2025-01-02"))
    #expect(close(after.hrv.today, log(10), 1e-12))
    records.hrv.removeAll()
    let daily = ScorePipeline.report(records: records, profile: profile, date: day("2025-01-02"))
    #expect(close(daily.hrv.today, log(70), 1e-12))
  }

  @Test func badInputIsCountedAndDoesNotShiftAScore() {
    var records = RecordSet()
    records.sleep = exampleOneNight()
    let profile = AthleteProfile(timeZone: zone("Europe/Berlin"))
    let clean = ScorePipeline.report(records: records, profile: profile, date: day("2025-01-15"))
    let watch = native("Watch")
    records.sleep.append(
      segment("2025-01-15T05:00:00+01:00", "2025-01-15T04:00:00+01:00", .deep, watch))
    records.sleep.append(
      segment("2025-01-13T05:00:00+01:00", "2025-01-15T04:00:00+01:00", .rem, watch))
    records.hrv.append(
      HRVSample(
        time: instant("2025-01-15T03:00:00+01:00"), milliseconds: .nan, kind: .sdnn, source: watch))
    records.hrv.append(
      HRVSample(
        time: instant("2025-01-15T03:00:00+01:00"), milliseconds: 400, kind: .sdnn, source: watch))
    records.restingHeartRate.append(DailyValue(date: day("2025-01-15"), value: 300, source: watch))
    records.steps.append(DailyValue(date: day("2025-01-15"), value: -3, source: watch))
    records.activities.append(
      Activity(
        id: "neg", start: instant("2025-01-15T08:00:00Z"), durationSeconds: -5, sport: .running,
        source: watch))
    records.activities.append(
      Activity(
        id: "nan", start: instant("2025-01-15T08:00:00Z"), durationSeconds: 600, sport: .running,
        averageHeartRate: .infinity, source: watch))
    let dirty = ScorePipeline.report(records: records, profile: profile, date: day("2025-01-15"))
    #expect(dirty.sleep == clean.sleep)
    #expect(dirty.recovery == clean.recovery)
    #expect(dirty.strain == clean.strain)
    let counts = dirty.rejected.records
    #expect(counts[RejectionReason(field: "sleep", rule: .endBeforeStart)] == 1)
    #expect(counts[RejectionReason(field: "sleep", rule: .longerThan24Hours)] == 1)
    #expect(counts[RejectionReason(field: "hrv.ms", rule: .notFinite)] == 1)
    #expect(counts[RejectionReason(field: "hrv.ms", rule: .outOfRange(lower: 5, upper: 300))] == 1)
    #expect(
      counts[
        RejectionReason(field: "restingHeartRate.bpm", rule: .outOfRange(lower: 25, upper: 120))]
        == 1)
    #expect(
      counts[RejectionReason(field: "steps.count", rule: .outOfRange(lower: 0, upper: 200_000))]
        == 1)
    #expect(
      counts[
        RejectionReason(
          field: "activities.durationSeconds", rule: .outOfRange(lower: 1, upper: 1_209_600))]
        == 1)
    #expect(counts[RejectionReason(field: "activities.averageHeartRate", rule: .notFinite)] == 1)
    #expect(dirty.rejected.rejectedRecords == 8)
  }

  @Test func timingJoinsWithFiveEarlierNights() throws {
    let watch = native("Watch")
    var records = RecordSet()
    for offset in 1...6 {
      let night = day("2025-02-01").adding(days: offset)
      let previous = night.adding(days: -1)
      records.sleep.append(segment("\(previous)T23:00:00Z", "\(night)T07:00:00Z", .core, watch))
    }
    let profile = AthleteProfile(timeZone: zone("UTC"))
    let sixth = ScorePipeline.report(records: records, profile: profile, date: day("2025-02-07"))
    let timing = try #require(sixth.sleep.components.first { $0.name == .timing })
    #expect(timing.subScore == 100)
    #expect(sixth.sleep.quality == .full)  // core counts as a stage, so disturbances count too
    let fifth = ScorePipeline.report(records: records, profile: profile, date: day("2025-02-06"))
    #expect(fifth.sleep.absent.contains(AbsentComponent(name: .timing, reason: .noBaseline)))
  }

  @Test func wakeAt18OrLaterIsANap() {
    let watch = native("Watch")
    var records = RecordSet()
    records.sleep = [
      segment("2025-01-02T13:00:00Z", "2025-01-02T18:00:00Z", .core, watch),
      segment("2025-01-02T03:00:00Z", "2025-01-02T04:00:00Z", .core, watch),
    ]
    let report = ScorePipeline.report(
      records: records, profile: AthleteProfile(timeZone: zone("UTC")), date: day("2025-01-02"))
    // The five-hour session wakes at 18:00, so the one-hour session is the main sleep.
    #expect(report.night?.asleepSeconds == 3600)
    #expect(report.naps == 1)
  }

  @Test func nightlyTotalFillsInOnlyWithoutASession() {
    var records = RecordSet()
    records.dailySleep = [
      DailySleep(
        date: day("2025-01-02"), seconds: 25_200,
        source: Source(provider: .intervals, name: "Garmin")),
      DailySleep(date: day("2025-01-02"), seconds: 21_600, source: native("Log")),
    ]
    let profile = AthleteProfile(timeZone: zone("UTC"))
    let report = ScorePipeline.report(records: records, profile: profile, date: day("2025-01-02"))
    #expect(report.night?.asleepSeconds == 25_200)
    #expect(report.night?.isDailyTotal == true)
    records.sleep = [
      segment("2025-01-01T23:00:00Z", "2025-01-02T05:00:00Z", .asleep, native("Watch"))
    ]
    let withSession = ScorePipeline.report(
      records: records, profile: profile, date: day("2025-01-02"))
    #expect(withSession.night?.asleepSeconds == 21_600)
    #expect(withSession.night?.isDailyTotal == false)
  }

  @Test func dailyValuesFollowPrecedenceAndSameProviderRules() {
    let intervals = Source(provider: .intervals, name: "Garmin")
    let phone = Source(provider: .appleHealth, name: "iPhone")
    let watch = Source(provider: .appleHealth, name: "Apple Watch")
    var records = RecordSet()
    let date = day("2025-01-02")
    records.steps = [
      DailyValue(date: date, value: 8000, source: phone),
      DailyValue(date: date, value: 9500, source: watch),
    ]
    records.restingHeartRate = [
      DailyValue(date: date, value: 50, source: phone),
      DailyValue(date: date, value: 48, source: watch),
      DailyValue(date: date, value: 47, source: watch),
    ]
    let profile = AthleteProfile(timeZone: zone("UTC"))
    var report = ScorePipeline.report(records: records, profile: profile, date: date)
    // Steps: largest of one provider; RHR: "Apple Watch" sorts first, and its later record wins.
    #expect(report.steps == 9500)
    #expect(report.restingHeartRate.today == 47)
    records.steps.append(DailyValue(date: date, value: 4000, source: intervals))
    records.restingHeartRate.append(DailyValue(date: date, value: 52, source: intervals))
    report = ScorePipeline.report(records: records, profile: profile, date: date)
    #expect(report.steps == 4000)
    #expect(report.restingHeartRate.today == 52)
    let reversed = AthleteProfile(
      timeZone: zone("UTC"), precedence: SourcePrecedence([.appleHealth, .intervals]))
    report = ScorePipeline.report(records: records, profile: reversed, date: date)
    #expect(report.steps == 9500)
  }

  @Test func staleDataWhenTheNewestWellnessRecordIsOlderThan36Hours() {
    var records = RecordSet()
    records.skinTemperature = [
      DailyValue(date: day("2025-01-01"), value: 0.1, source: native("x"))
    ]
    let profile = AthleteProfile(timeZone: zone("Europe/Berlin"))
    // A daily record of 01-01 counts at 24:00 on 01-01; 09:00 on 01-03 is 33 h later: not stale.
    let fresh = ScorePipeline.report(records: records, profile: profile, date: day("2025-01-03"))
    #expect(!fresh.alerts.map(\.id).contains(.staleData))
    let stale = ScorePipeline.report(records: records, profile: profile, date: day("2025-01-04"))
    #expect(stale.alerts.map(\.id).contains(.staleData))
  }

  @Test func aRiderWithOnlyActivitiesSeesNeitherStaleDataNorCalibrating() {
    // Activities, steps, energy and fitness records are not wellness: a Strava-only rider on a
    // rest day three days after the last ride is told nothing.
    var records = RecordSet()
    records.activities = [
      Activity(
        id: "ride", start: instant("2025-01-01T08:00:00Z"), durationSeconds: 3600,
        sport: .cycling, averageHeartRate: 140, source: native("Strava"))
    ]
    records.steps = [DailyValue(date: day("2025-01-01"), value: 5000, source: native("x"))]
    records.activeEnergy = [DailyValue(date: day("2025-01-01"), value: 400, source: native("x"))]
    records.fitness = [
      FitnessSeed(date: day("2025-01-01"), ctl: 30, atl: 30, source: native("x"))
    ]
    let profile = AthleteProfile(timeZone: zone("UTC"))
    for date in ["2025-01-01", "2025-01-04", "2025-03-01"] {
      let report = ScorePipeline.report(records: records, profile: profile, date: day(date))
      #expect(report.alerts.isEmpty, "\(date)")
      #expect(report.calibration == .calibrating)
    }
    // One night of HRV sixty days back makes a rider who records HRV: calibrating again.
    records.dailyHRV = [
      DailyHRV(date: day("2024-12-31"), milliseconds: 60, kind: .rmssd, source: native("x"))
    ]
    let onDay60 = ScorePipeline.report(records: records, profile: profile, date: day("2025-03-01"))
    #expect(onDay60.alerts.map(\.id).contains(.calibrating))
    let onDay61 = ScorePipeline.report(records: records, profile: profile, date: day("2025-03-02"))
    #expect(!onDay61.alerts.map(\.id).contains(.calibrating))
  }

  @Test func maxHeartRateComesFromTheLastYearOfRecordsAsOfTheActivityDate() {
    let watch = native("Watch")
    var records = RecordSet()
    records.activities = [
      Activity(
        id: "old", start: instant("2024-01-01T08:00:00Z"), durationSeconds: 600, sport: .running,
        maxHeartRate: 200, rpe: 5, source: watch),
      Activity(
        id: "a", start: instant("2025-01-10T08:00:00Z"), durationSeconds: 3600, sport: .running,
        averageHeartRate: 150, maxHeartRate: 160, source: watch),
    ]
    let profile = AthleteProfile(timeZone: zone("UTC"), sex: .male)
    let report = ScorePipeline.report(records: records, profile: profile, date: day("2025-01-10"))
    // The 200 of 2024-01-01 is more than 364 days before 2025-01-10: max = 160, LTHR 144, rest 60.
    let x = (150.0 - 60) / 100
    let xt = (144.0 - 60) / 100
    let expected = 100 * 60 * x * exp(1.92 * x) / (60 * xt * exp(1.92 * xt))
    #expect(close(report.activitiesToday.first?.load, expected, 1e-9))
  }
}

/// A history limited to the scoring dates gives the same reports as a full one.
@Suite struct HistoryWindowTests {
  static func records() -> RecordSet {
    let watch = native("Watch")
    var records = RecordSet()
    let first = day("2025-01-01")
    for offset in 0..<150 {
      let date = first.adding(days: offset)
      let previous = date.adding(days: -1)
      let minutes = 20 + (offset * 7) % 50
      records.sleep.append(segment("\(previous)T23:00:00Z", "\(date)T06:00:00Z", .core, watch))
      records.sleep[records.sleep.count - 1].end = instant("\(date)T06:00:00Z").addingTimeInterval(
        Double(minutes) * 60)
      records.hrv.append(
        HRVSample(
          time: instant("\(date)T03:00:00Z"), milliseconds: 50 + Double((offset * 13) % 17),
          kind: .rmssd, source: watch))
      records.restingHeartRate.append(
        DailyValue(date: date, value: 48 + Double(offset % 5), source: watch))
      if offset % 2 == 0 {
        records.activities.append(
          Activity(
            id: "a\(offset)", start: instant("\(date)T17:00:00Z"), durationSeconds: 3600,
            sport: .cycling, averageHeartRate: 140 + Double(offset % 9), source: watch))
      }
    }
    return records
  }

  @Test func limitedAndFullHistoriesAgree() {
    let records = Self.records()
    let profile = AthleteProfile(timeZone: zone("Europe/Berlin"))
    let full = AthleteHistory(records: records, profile: profile)
    for offset in [0, 30, 61, 62, 100, 149, 155] {
      let date = day("2025-01-01").adding(days: offset)
      let limited = AthleteHistory(records: records, profile: profile, dates: date...date)
      #expect(limited.report(for: date) == full.report(for: date), "differs on \(date)")
    }
  }
}

/// Consecutive days an alert condition held.
@Suite struct AlertStreakTests {
  @Test func streaksCountConsecutiveDaysAndStopAtABreak() {
    // Resting HR 50 for ten days, then 56 (≥ 5 above the median 50) on three days, one normal
    // day, and 57 on the last two: the streak on the last day is 2.
    var records = RecordSet()
    let watch = native("Watch")
    let first = day("2025-01-01")
    let values = [Double](repeating: 50, count: 10) + [56, 56, 56, 50, 57, 57]
    for (offset, value) in values.enumerated() {
      records.restingHeartRate.append(
        DailyValue(date: first.adding(days: offset), value: value, source: watch))
    }
    let history = AthleteHistory(records: records, profile: AthleteProfile(timeZone: zone("UTC")))
    #expect(history.alertStreaks(endingOn: first.adding(days: 15))[.rhrElevated] == 2)
    #expect(history.alertStreaks(endingOn: first.adding(days: 12))[.rhrElevated] == 3)
    #expect(history.alertStreaks(endingOn: first.adding(days: 13))[.rhrElevated] == nil)
    #expect(history.alertStreaks(endingOn: first.adding(days: 12), limit: 2)[.rhrElevated] == 2)
    let limited = AthleteHistory(
      records: records, profile: AthleteProfile(timeZone: zone("UTC")),
      dates: first.adding(days: 11)...first.adding(days: 12))
    #expect(limited.alertStreaks(endingOn: first.adding(days: 12))[.rhrElevated] == 2)
  }
}
