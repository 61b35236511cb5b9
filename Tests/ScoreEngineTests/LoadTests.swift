import Foundation
import Testing

@testable import ScoreEngine

/// The five load methods and de-duplication of docs/algorithm.md §7.
@Suite struct LoadTests {
  let male190 = HeartRateSettings(resting: 50, maximum: 190, threshold: 171, sex: .male)

  func run(_ samples: [(Double, Double)], duration: Double = 300) -> Activity {
    Activity(
      id: "run", start: instant("2025-06-02T18:00:00Z"), durationSeconds: duration,
      sport: .running, heartRate: samples.map { HeartRateSample(offset: $0.0, bpm: $0.1) },
      source: native("native"))
  }

  @Test func exampleThreeRideUsesPower() {
    let ride = Activity(
      id: "ride", start: instant("2025-06-02T07:00:00Z"), durationSeconds: 5400, sport: .cycling,
      averageHeartRate: 141, normalizedPower: 200, source: native("native"))
    let load = LoadCalculator.load(
      of: ride, thresholds: PowerThresholds(cycling: 250), heartRate: male190)
    #expect(load.method == .power)
    #expect(close(load.load, 96))
  }

  @Test func exampleThreeRunUsesTheCappedStream() throws {
    // The validator drops [75, 0]; [330, 138] lies after the duration. Σ Δt = 60 + 30 + 60
    // (a 100 s gap capped) + 60 + 50 = 260 s of 300: 86.7 % ≥ 80 %, so the stream is used.
    let raw = run([
      (0, 120), (60, 150), (75, 0), (90, 160), (190, 150), (250, 145), (300, 140), (330, 138),
    ])
    var records = RecordSet()
    records.activities = [raw]
    let (valid, counts) = RecordValidator.validate(records)
    #expect(counts.totalDroppedSamples == 1)
    #expect(counts.rejectedRecords == 0)
    let load = LoadCalculator.load(
      of: valid.activities[0], thresholds: PowerThresholds(cycling: 250), heartRate: male190)
    #expect(load.method == .heartRateStream)
    #expect(close(load.load, 4.094549))
    #expect(close(load.streamCoverage, 260.0 / 300, 1e-12))
    #expect(load.averageHeartRate == nil)
    let samples = valid.activities[0].heartRate.filter { $0.offset <= 300 }
    let trimp = LoadCalculator.streamTRIMP(samples, settings: male190, weights: (0.64, 1.92))
    #expect(close(trimp, 7.142912))
  }

  @Test func gapsLongerThanSixtySecondsDoNotInflateLoad() {
    // Two samples a minute apart in an hour cover 60 s of 3600: too little for the stream, so
    // the stream's time-weighted mean scores the whole hour (method 4): 100 at threshold. Had
    // the stream been used, the hour would count as one minute, 100/60.
    let sparse = run([(0, 171), (3600, 171)], duration: 3600)
    let dense = run([(0, 171), (60, 171)], duration: 3600)
    let sparseLoad = LoadCalculator.load(
      of: sparse, thresholds: PowerThresholds(), heartRate: male190)
    let denseLoad = LoadCalculator.load(
      of: dense, thresholds: PowerThresholds(), heartRate: male190)
    #expect(sparseLoad == denseLoad)
    #expect(sparseLoad.method == .heartRateAverage)
    #expect(close(sparseLoad.load, 100))
    #expect(sparseLoad.averageHeartRate == ScoredHeartRate(bpm: 171, origin: .stream))
    #expect(close(sparseLoad.streamCoverage, 60.0 / 3600, 1e-12))
    // Within an 80-second activity the same two samples cover 75 % and still fall short; in 75
    // seconds they cover 80 % and the stream counts: one minute at threshold.
    let short = LoadCalculator.load(
      of: run([(0, 171), (60, 171)], duration: 75), thresholds: PowerThresholds(),
      heartRate: male190)
    #expect(short.method == .heartRateStream)
    #expect(close(short.load, 100.0 / 60))
  }

  @Test func oneHourAtThresholdIsOneHundred() {
    let samples = stride(from: 0.0, through: 3600, by: 5).map { ($0, 171.0) }
    let activity = run(samples, duration: 3600)
    for sex in Sex.allCases {
      var settings = male190
      settings.sex = sex
      #expect(
        close(
          LoadCalculator.load(of: activity, thresholds: PowerThresholds(), heartRate: settings)
            .load, 100))
    }
  }

  @Test func exampleFiveAverageHeartRateLoad() {
    let settings = HeartRateSettings(resting: 60, maximum: 188, threshold: 169, sex: .male)
    let ride = exampleFiveActivities()[1]
    let load = LoadCalculator.load(
      of: ride, thresholds: PowerThresholds(cycling: 250), heartRate: settings)
    #expect(load.method == .heartRateAverage)
    #expect(close(load.load, 41.318503))
  }

  @Test func unspecifiedSexIsTheMeanOfMaleAndFemale() {
    let activity = Activity(
      id: "a", start: instant("2025-01-01T08:00:00Z"), durationSeconds: 3600, sport: .running,
      averageHeartRate: 150, source: native("n"))
    func load(_ sex: Sex) -> Double {
      LoadCalculator.load(
        of: activity, thresholds: PowerThresholds(),
        heartRate: HeartRateSettings(resting: 50, maximum: 190, threshold: 171, sex: sex)
      ).load
    }
    #expect(close(load(.unspecified), (load(.male) + load(.female)) / 2, 1e-12))
    // By hand: x = 100/140, x_thr = 121/140; male 100·x·e^(1.92x)/(x_thr·e^(1.92·x_thr)).
    let x = 100.0 / 140
    let xt = 121.0 / 140
    #expect(close(load(.male), 100 * x * exp(1.92 * x) / (xt * exp(1.92 * xt))))
    #expect(close(load(.female), 100 * x * exp(1.67 * x) / (xt * exp(1.67 * xt))))
  }

  @Test func sourceLoadAndDurationFallbacks() {
    var activity = Activity(
      id: "a", start: instant("2025-01-01T08:00:00Z"), durationSeconds: 2700, sport: .strength,
      trainingLoad: 42, source: native("n"))
    #expect(
      LoadCalculator.load(of: activity, thresholds: PowerThresholds(), heartRate: male190)
        == ActivityLoad(load: 42, method: .source))
    activity.trainingLoad = 0
    // 45 minutes × default RPE 3 / 5 = 27.
    #expect(
      LoadCalculator.load(of: activity, thresholds: PowerThresholds(), heartRate: male190)
        == ActivityLoad(load: 27, method: .duration))
    activity.rpe = 8
    #expect(
      LoadCalculator.load(of: activity, thresholds: PowerThresholds(), heartRate: male190).load
        == 72)
  }

  @Test func powerNeedsAnFTPAndFallsBackToAveragePower() {
    var activity = Activity(
      id: "a", start: instant("2025-01-01T08:00:00Z"), durationSeconds: 3600, sport: .cycling,
      averagePower: 150, normalizedPower: 0, source: native("n"))
    #expect(
      LoadCalculator.load(of: activity, thresholds: PowerThresholds(), heartRate: male190).method
        == .duration)
    #expect(
      close(
        LoadCalculator.load(
          of: activity, thresholds: PowerThresholds(cycling: 300), heartRate: male190
        ).load, 25))
    activity.ftp = 150
    #expect(
      close(
        LoadCalculator.load(
          of: activity, thresholds: PowerThresholds(cycling: 300), heartRate: male190
        ).load, 100))
  }

  @Test func exampleFiveDeduplication() {
    let activities = exampleFiveActivities()
    let groups = ActivityMerger.groups(activities, precedence: .standard)
    // Order of start: w-1 (16:58), s-9 (17:00), w-2 (17:30), i-5 (18:00).
    #expect(groups == [[0, 2, 3], [1]])
    let settings = HeartRateSettings(resting: 60, maximum: 188, threshold: 169, sex: .male)
    let merged = ActivityMerger.merge(
      activities, precedence: .standard,
      dayOf: ZoneClock(timeZone: zone("Europe/London")).day(of:)
    ) {
      LoadCalculator.load(of: $0, thresholds: PowerThresholds(cycling: 250), heartRate: settings)
    }
    #expect(merged.count == 2)
    let ride = merged[0]
    #expect(ride.id == "s-9")
    #expect(ride.method == .power)
    #expect(close(ride.load, 116.16))
    #expect(ride.start == instant("2025-09-10T17:00:00+01:00"))
    #expect(ride.durationSeconds == 5400)
    #expect(ride.averageHeartRate == 142)
    #expect(ride.name == "Evening ride")
    #expect(ride.distanceMeters == nil)
    #expect(ride.members.map(\.id) == ["w-1", "s-9", "i-5"])
    #expect(merged[1].id == "w-2")
    #expect(close(merged[1].load, 41.318503))
    #expect(close(merged.reduce(0) { $0 + $1.load }, 157.478503))
  }

  @Test func aRideRecordedTwiceByDifferentDevicesCountsOnce() {
    let start = instant("2025-05-01T07:00:00Z")
    let garmin = Activity(
      id: "g", start: start, durationSeconds: 3600, sport: .cycling, trainingLoad: 80,
      source: Source(provider: .intervals, name: "Garmin"))
    let watch = Activity(
      id: "w", start: start.addingTimeInterval(120), durationSeconds: 3500, sport: .cycling,
      averageHeartRate: 140, source: Source(provider: .appleHealth, name: "Watch"))
    let merged = ActivityMerger.merge(
      [watch, garmin], precedence: .standard, dayOf: ZoneClock(timeZone: zone("UTC")).day(of:)
    ) { LoadCalculator.load(of: $0, thresholds: PowerThresholds(), heartRate: male190) }
    #expect(merged.count == 1)
    #expect(merged[0].method == .source)
    #expect(merged[0].load == 80)
    #expect(merged[0].averageHeartRate == 140)
    #expect(Set(merged[0].members.map(\.provider)) == [.intervals, .appleHealth])
  }

  @Test func differentSportFamiliesOrSmallOverlapsStayApart() {
    let start = instant("2025-05-01T07:00:00Z")
    let ride = Activity(
      id: "r", start: start, durationSeconds: 3600, sport: .cycling, source: native("A"))
    let run = Activity(
      id: "u", start: start, durationSeconds: 3600, sport: .running, source: native("B"))
    let late = Activity(
      id: "l", start: start.addingTimeInterval(1801), durationSeconds: 3600, sport: .cycling,
      source: native("C"))
    let walk = Activity(
      id: "w", start: start, durationSeconds: 600, sport: .walking, source: native("D"))
    let hike = Activity(
      id: "h", start: start, durationSeconds: 600, sport: .hiking, source: native("E"))
    let groups = ActivityMerger.groups([ride, run, late, walk, hike], precedence: .standard)
    // ride alone; run alone; late overlaps ride by 1799 s < 1800 s; walking and hiking merge.
    #expect(groups.count == 4)
    #expect(groups.contains([3, 4]) || groups.contains([4, 3]))
  }
}
