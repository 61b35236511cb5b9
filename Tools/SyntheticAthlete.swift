import Foundation
import ScoreEngine

/// A deterministic pseudo-random generator (SplitMix64), so synthetic data is reproducible.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A normal variate (Box–Muller).
  mutating func normal(mean: Double, sd: Double) -> Double {
    let u1 = max(Double.random(in: 0..<1, using: &self), 1e-12)
    let u2 = Double.random(in: 0..<1, using: &self)
    return mean + sd * (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
  }
}

/// A realistic endurance athlete: nightly staged sleep, SDNN samples, resting HR, respiration,
/// skin temperature, steps, energy, and four to six rides a week with power and HR streams.
///
/// Physiology responds to load: hard days raise the next morning's resting HR and lower HRV, so
/// baselines, z values and alerts move the way they do for a real rider.
struct SyntheticAthlete {
  var zone: TimeZone
  var firstDay: LocalDate
  var days: Int
  var seed: UInt64 = 42
  var heartRateInterval: Double = 5
  var source = Source(provider: .native, name: "Apple Watch")
  var ftp = 250.0
  /// Year-scale shape for long histories (off by default, so the existing outputs keep their
  /// bytes): less riding in December to February, a two-week break every July, and an FTP that
  /// grows 3 % a year from 85 % of `ftp` over the first eight years.
  var seasonal = false

  /// Ten years of a full-data athlete ending on `last`, the long history of the budgets
  /// (docs/architecture.md §12): 3650 days, seasonal, in `zone`.
  static func tenYears(endingOn last: LocalDate, in zone: TimeZone) -> SyntheticAthlete {
    var athlete = SyntheticAthlete(zone: zone, firstDay: last.adding(days: -3649), days: 3650)
    athlete.seed = 10
    athlete.seasonal = true
    return athlete
  }

  func records() -> RecordSet {
    var random = SeededGenerator(seed: seed)
    let clock = ZoneClock(timeZone: zone)
    var records = RecordSet()
    var fatigue = 0.0
    for offset in 0..<days {
      let date = firstDay.adding(days: offset)
      let weekday = (date.dayNumber + 3) % 7  // 0 = Monday
      appendNight(ending: date, fatigue: fatigue, clock: clock, random: &random, into: &records)
      var rides = rideLoad(weekday: weekday, random: &random)
      var dayFTP = ftp
      if seasonal {
        rides = seasonalMinutes(rides, on: date)
        dayFTP = (ftp * (0.85 + 0.03 * min(Double(offset) / 365, 8))).rounded()
      }
      var dayLoad = 0.0
      if rides > 0 {
        dayLoad = appendRide(
          on: date, minutes: rides, ftp: dayFTP, clock: clock, random: &random, into: &records)
      }
      fatigue = fatigue * 0.6 + dayLoad / 100
      let steps = max(1500, random.normal(mean: 9000, sd: 2500)).rounded()
      records.steps.append(DailyValue(date: date, value: steps, source: source))
      records.activeEnergy.append(
        DailyValue(date: date, value: (steps * 0.04 + dayLoad * 7).rounded(), source: source))
    }
    return records
  }

  /// Minutes of riding planned for a weekday (0 = rest).
  private func rideLoad(weekday: Int, random: inout SeededGenerator) -> Double {
    switch weekday {
    case 0: return 0
    case 5: return Double.random(in: 120...210, using: &random).rounded()
    case 6: return Double.random(in: 90...150, using: &random).rounded()
    case 3: return Double.random(in: 0...1, using: &random) < 0.5 ? 0 : 60
    default: return Double.random(in: 45...75, using: &random).rounded()
    }
  }

  /// The planned minutes shaped by the season: two thirds in winter, none in the July break.
  private func seasonalMinutes(_ minutes: Double, on date: LocalDate) -> Double {
    let (_, month, day) = date.components
    if month == 7 && (10...23).contains(day) { return 0 }
    return [12, 1, 2].contains(month) ? (minutes * 2 / 3).rounded() : minutes
  }

  private func appendNight(
    ending date: LocalDate, fatigue: Double, clock: ZoneClock, random: inout SeededGenerator,
    into records: inout RecordSet
  ) {
    let bedMinutes = random.normal(mean: 22 * 60 + 50, sd: 25).rounded() - 24 * 60
    var time = clock.instant(on: date, secondsIntoDay: 0) + bedMinutes * 60
    let bedtime = time
    let asleepTarget = random.normal(mean: 7.2 - 0.4 * fatigue, sd: 0.6) * 3600
    records.sleep.append(
      SleepSegment(
        start: Date(timeIntervalSince1970: time), end: Date(timeIntervalSince1970: time + 600),
        stage: .awake, source: source))
    time += 600
    var asleep = 0.0
    var cycle = 0
    while asleep < asleepTarget {
      let deep = (max(0, random.normal(mean: cycle < 2 ? 30 : 8, sd: 6)) * 60).rounded()
      let core = (max(10, random.normal(mean: 45, sd: 10)) * 60).rounded()
      let rem = (max(5, random.normal(mean: cycle < 2 ? 12 : 28, sd: 6)) * 60).rounded()
      for (stage, length) in [(SleepStage.core, core), (.deep, deep), (.rem, rem)] where length > 0
      {
        records.sleep.append(
          SleepSegment(
            start: Date(timeIntervalSince1970: time),
            end: Date(timeIntervalSince1970: time + length), stage: stage, source: source))
        time += length
        asleep += length
      }
      if Double.random(in: 0..<1, using: &random) < 0.35 {
        let awake = Double.random(in: 60...600, using: &random).rounded()
        records.sleep.append(
          SleepSegment(
            start: Date(timeIntervalSince1970: time),
            end: Date(timeIntervalSince1970: time + awake), stage: .awake, source: source))
        time += awake
      }
      cycle += 1
    }
    let wake = time
    let hrvMean = log(58) - 0.08 * fatigue
    for sample in 0..<5 {
      let at = (bedtime + (wake - bedtime) * Double(sample + 1) / 6).rounded()
      let ms = exp(random.normal(mean: hrvMean, sd: 0.12))
      records.hrv.append(
        HRVSample(
          time: Date(timeIntervalSince1970: at),
          milliseconds: (min(250, max(8, ms)) * 10).rounded() / 10, kind: .sdnn,
          source: source))
    }
    for sample in 0..<3 {
      let at = (bedtime + (wake - bedtime) * Double(sample + 1) / 4).rounded()
      records.respiratoryRate.append(
        RespiratorySample(
          time: Date(timeIntervalSince1970: at),
          breathsPerMinute: (random.normal(mean: 14.6 + 0.3 * fatigue, sd: 0.3) * 10).rounded()
            / 10,
          source: source))
    }
    let resting = random.normal(mean: 47 + 1.5 * fatigue, sd: 1.2)
    records.restingHeartRate.append(
      DailyValue(date: date, value: (resting * 10).rounded() / 10, source: source))
    records.skinTemperature.append(
      DailyValue(
        date: date, value: (random.normal(mean: 0, sd: 0.18) * 100).rounded() / 100,
        source: source))
  }

  /// Appends one ride of `minutes` and returns its power-based load.
  private func appendRide(
    on date: LocalDate, minutes: Double, ftp: Double, clock: ZoneClock,
    random: inout SeededGenerator, into records: inout RecordSet
  ) -> Double {
    let startHour = minutes > 120 ? 8.5 : 17.5
    let start = clock.instant(on: date, secondsIntoDay: startHour * 3600)
    let duration = minutes * 60
    let intensity = min(0.95, max(0.55, random.normal(mean: minutes > 120 ? 0.68 : 0.78, sd: 0.07)))
    let normalizedPower = (ftp * intensity).rounded()
    let averagePower = (normalizedPower * 0.93).rounded()
    var stream: [HeartRateSample] = []
    var heartRate = 95.0
    var offset = 0.0
    var maximum = 0.0
    var total = 0.0
    while offset <= duration {
      // Heart rate rises towards a level set by intensity (about 150 bpm at tempo for a
      // 47 bpm resting, 185 bpm maximum rider), with slow drift and beat-to-beat noise.
      let target = 47 + 125 * intensity * intensity + 6 * sin(offset / 400) + offset / 600
      heartRate += (target - heartRate) * 0.05 + random.normal(mean: 0, sd: 1.5)
      let bpm = heartRate.rounded()
      stream.append(HeartRateSample(offset: offset, bpm: bpm))
      maximum = max(maximum, bpm)
      total += bpm
      offset += heartRateInterval
    }
    let identifier = "ride-\(date)"
    records.activities.append(
      Activity(
        id: identifier, start: Date(timeIntervalSince1970: start), durationSeconds: duration,
        sport: .cycling, name: minutes > 120 ? "Long endurance ride" : "Tempo ride",
        distanceMeters: (minutes * 60 * random.normal(mean: 8.2, sd: 0.6)).rounded(),
        averageHeartRate: (total / Double(stream.count)).rounded(), maxHeartRate: maximum,
        averagePower: averagePower, normalizedPower: normalizedPower,
        energyKilocalories: (averagePower * duration / 1000 * 1.1).rounded(), heartRate: stream,
        source: source))
    return duration / 3600 * intensity * intensity * 100
  }
}
