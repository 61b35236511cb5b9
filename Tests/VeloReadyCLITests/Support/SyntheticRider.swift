import Foundation
import ScoreEngine

/// Two years of a rider in Berlin (a zone with DST), from three providers, for store-level tests:
/// staged sleep, SDNN samples from the watch and RMSSD from intervals.icu, resting HR with two
/// elevated spells, breathing, skin temperature, steps and energy, rides recorded twice (watch
/// and intervals.icu, merged into one), Strava runs, intervals.icu fitness seeds, and a gap of
/// seven weeks with no data at all. Values vary by arithmetic on the day, so it is the same data
/// every run.
enum SyntheticRider {
  static let zone = TimeZone(identifier: "Europe/Berlin") ?? .current
  static let first = LocalDate(dayNumber: 20_028)  // 2024-11-01
  static let days = 750
  /// The days with no data at all (offsets from `first`).
  static let gap = 400..<449
  /// Days whose resting HR, HRV and breathing look like an illness coming.
  static let spells = [130..<136, 600..<605]

  static let watch = Source(provider: .appleHealth, name: "Rider's Watch")
  static let intervals = Source(provider: .intervals, name: "intervals.icu")
  static let strava = Source(provider: .strava, name: "Strava")

  static func records() -> RecordSet {
    let clock = ZoneClock(timeZone: zone)
    var records = RecordSet()
    records.fitness.append(FitnessSeed(date: first, ctl: 52, atl: 60, source: intervals))
    for offset in 0..<days where !gap.contains(offset) {
      let date = first.adding(days: offset)
      let ill = spells.contains { $0.contains(offset) }
      appendNight(ending: date, offset: offset, ill: ill, clock: clock, into: &records)
      records.restingHeartRate.append(
        DailyValue(date: date, value: (ill ? 59 : 48) + Double(offset % 5), source: watch))
      records.skinTemperature.append(
        DailyValue(date: date, value: ill ? 0.7 : Double(offset % 7 - 3) / 10, source: watch))
      records.steps.append(
        DailyValue(date: date, value: 5_000 + Double(offset * 53 % 7_000), source: watch))
      records.activeEnergy.append(
        DailyValue(date: date, value: 300 + Double(offset * 31 % 600), source: watch))
      if offset >= 200, offset % 4 != 3 {
        records.dailyHRV.append(
          DailyHRV(
            date: date, milliseconds: (ill ? 35 : 62) + Double(offset * 11 % 13),
            kind: .rmssd, source: intervals))
      }
      if offset % 90 == 45 {
        records.fitness.append(
          FitnessSeed(
            date: date, ctl: 50 + Double(offset % 20), atl: 55 + Double(offset % 30),
            source: intervals))
      }
      appendTraining(on: date, offset: offset, clock: clock, into: &records)
    }
    return records
  }

  private static func appendNight(
    ending date: LocalDate, offset: Int, ill: Bool, clock: ZoneClock, into records: inout RecordSet
  ) {
    let bed = clock.instant(
      on: date.adding(days: -1), secondsIntoDay: (22 + Double(offset % 3) / 2) * 3600)
    let length = (6 + Double(offset * 7 % 25) / 10) * 3600
    func at(_ share: Double) -> Date { Date(timeIntervalSince1970: bed + length * share) }
    records.sleep += [
      SleepSegment(start: at(0), end: at(0.05), stage: .awake, source: watch),
      SleepSegment(start: at(0.05), end: at(0.35), stage: .core, source: watch),
      SleepSegment(start: at(0.35), end: at(0.55), stage: .deep, source: watch),
      SleepSegment(start: at(0.55), end: at(0.57), stage: .awake, source: watch),
      SleepSegment(start: at(0.57), end: at(0.8), stage: .core, source: watch),
      SleepSegment(start: at(0.8), end: at(1), stage: .rem, source: watch),
    ]
    let hrv = (ill ? 32 : 55) + Double(offset * 13 % 17)
    records.hrv.append(HRVSample(time: at(0.4), milliseconds: hrv, kind: .sdnn, source: watch))
    records.hrv.append(
      HRVSample(time: at(0.7), milliseconds: hrv + 3.5, kind: .sdnn, source: watch))
    records.respiratoryRate.append(
      RespiratorySample(
        time: at(0.5), breathsPerMinute: (ill ? 17.5 : 14) + Double(offset % 4) / 10,
        source: watch))
    if offset % 60 == 17 {
      records.dailySleep.append(
        DailySleep(date: date, seconds: 24_000 + Double(offset), source: intervals))
    }
  }

  private static func appendTraining(
    on date: LocalDate, offset: Int, clock: ZoneClock, into records: inout RecordSet
  ) {
    let weekday = (date.dayNumber + 3) % 7  // 0 = Monday
    if [1, 3, 5, 6].contains(weekday) {
      let start = clock.instant(on: date, secondsIntoDay: (weekday >= 5 ? 9 : 17.5) * 3600)
      let duration = (weekday >= 5 ? 3 : 1.25) * 3600 + Double(offset % 4) * 300
      let samples = stride(from: 0.0, through: duration, by: 60).map {
        HeartRateSample(offset: $0, bpm: 118 + Double(Int($0) / 60 % 45))
      }
      let power = 170 + Double(offset * 7 % 60)
      records.activities.append(
        Activity(
          id: "watch-\(date)", start: Date(timeIntervalSince1970: start),
          durationSeconds: duration, sport: .cycling, name: "Ride", maxHeartRate: 178,
          averagePower: power, normalizedPower: power + 12, ftp: 255, heartRate: samples,
          source: watch))
      if offset % 3 == 0 {
        records.activities.append(
          Activity(
            id: "i\(offset)", start: Date(timeIntervalSince1970: start + 20),
            durationSeconds: duration - 40, sport: .cycling, name: "Ride",
            averageHeartRate: 142, trainingLoad: duration / 3600 * 62, source: intervals))
      }
    }
    if weekday == 2, offset % 2 == 0 {
      let start = clock.instant(on: date, secondsIntoDay: 7 * 3600)
      records.activities.append(
        Activity(
          id: "\(9_000_000 + offset)", start: Date(timeIntervalSince1970: start),
          durationSeconds: 2_700, sport: .running, name: "Run", averageHeartRate: 150,
          source: strava))
    }
  }
}
