import Foundation
import Testing

@testable import ScoreEngine

/// The changes of docs/algorithm.md §7.3 from VR-1: a heart-rate stream must cover 80 % of the
/// activity (else method 4, from the activity's average or the stream's time-weighted mean), and
/// power is scored against the FTP of the activity's sport family. Worked example 8 is the vector.
@Suite struct LoadCoverageTests {
  let male190 = HeartRateSettings(resting: 50, maximum: 190, threshold: 171, sex: .male)

  func activity(
    _ sport: Sport, duration: Double, average: Double? = nil, samples: [(Double, Double)] = []
  ) -> Activity {
    Activity(
      id: sport.rawValue, start: instant("2025-06-09T07:00:00Z"), durationSeconds: duration,
      sport: sport, averageHeartRate: average,
      heartRate: samples.map { HeartRateSample(offset: $0.0, bpm: $0.1) }, source: native("n"))
  }

  @Test func exampleEightRunFallsBackToTheStreamMean() throws {
    // After validation: (0,120) (60,150) (90,160) (240,150) (300,140); Δt 60, 30, 60 (150 s
    // capped), 60, 0: Σ = 210 s of 300 = 70 %.
    var records = RecordSet()
    records.activities = [
      activity(
        .running, duration: 300,
        samples: [(0, 120), (60, 150), (75, 0), (90, 160), (240, 150), (300, 140), (330, 138)])
    ]
    let valid = RecordValidator.validate(records).valid.activities[0]
    let load = LoadCalculator.load(of: valid, thresholds: PowerThresholds(), heartRate: male190)
    #expect(load.method == .heartRateAverage)
    #expect(close(load.streamCoverage, 0.7, 1e-12))
    let mean = try #require(load.averageHeartRate)
    #expect(mean.origin == .stream)
    #expect(close(mean.bpm, 30300.0 / 210, 1e-12))
    #expect(close(load.load, 4.501611))
    // Rule 3 on the same samples would have counted only 210 of the 300 seconds.
    let trimp = LoadCalculator.streamTRIMP(
      LoadCalculator.usableSamples(valid), settings: male190, weights: (0.64, 1.92))
    #expect(close(100 * trimp / 174.449300, 3.331155))
  }

  @Test func exampleEightSwimUsesItsOwnAverage() {
    let samples: [(Double, Double)] = [
      (3648, 128), (3650, 129), (3651, 130), (3653, 131), (3654, 132), (3656, 133), (3657, 134),
      (3659, 135), (3660, 136),
    ]
    let swim = activity(.swimming, duration: 3660, average: 141, samples: samples)
    let load = LoadCalculator.load(of: swim, thresholds: PowerThresholds(), heartRate: male190)
    #expect(load.method == .heartRateAverage)
    #expect(load.averageHeartRate == ScoredHeartRate(bpm: 141, origin: .activity))
    #expect(close(load.streamCoverage, 12.0 / 3660, 1e-12))
    #expect(close(load.load, 50.670297))
  }

  @Test func exampleEightStrain() {
    let loads = [4.501611, 50.670297]
    let total = loads.reduce(0, +)
    #expect(close(StrainScore.strain(total: total), 7.799704, 2e-6))
    #expect(Rounding.display(StrainScore.strain(total: total), decimals: 1) == 7.8)
  }

  @Test func coverageOfExactlyEightyPercentUsesTheStream() {
    // Five samples a minute apart cover 240 s: exactly 80 % of 300 s.
    let samples: [(Double, Double)] = [(0, 150), (60, 150), (120, 150), (180, 150), (240, 150)]
    let exact = LoadCalculator.load(
      of: activity(.running, duration: 300, samples: samples), thresholds: PowerThresholds(),
      heartRate: male190)
    #expect(exact.method == .heartRateStream)
    #expect(exact.streamCoverage == 0.8)
    // By hand: 4 min · x · 0.64 · e^(1.92x), x = 100/140, over one hour at threshold.
    let x = 100.0 / 140
    #expect(close(exact.load, 100 * 4 * x * 0.64 * exp(1.92 * x) / 174.449300))
    #expect(close(exact.load, 4.130918))
    // One second longer and the same samples cover less than 80 %: five minutes at 150.
    let short = LoadCalculator.load(
      of: activity(.running, duration: 301, samples: samples), thresholds: PowerThresholds(),
      heartRate: male190)
    #expect(short.method == .heartRateAverage)
    #expect(short.averageHeartRate == ScoredHeartRate(bpm: 150, origin: .stream))
    #expect(close(short.load, 5.163647 * 301 / 300))
  }

  @Test func aRideWhoseStrapDroppedOutIsScoredFromItsAverage() {
    // An hour's ride with one sample a second for its first 27 minutes (45 %) and an average
    // heart rate of 140 of its own: method 4 at 140 for the whole hour.
    let samples = (0...1620).map { (Double($0), 150.0) }
    let ride = activity(.cycling, duration: 3600, average: 140, samples: samples)
    let load = LoadCalculator.load(of: ride, thresholds: PowerThresholds(), heartRate: male190)
    #expect(load.method == .heartRateAverage)
    #expect(load.streamCoverage == 0.45)
    #expect(load.averageHeartRate == ScoredHeartRate(bpm: 140, origin: .activity))
    // x = 90/140; 60 · x · 0.64 · e^(1.92x) / 174.449300 · 100.
    #expect(close(load.load, 48.620558))
  }

  @Test func aSingleSampleOrNoTimeBetweenSamplesFallsToDuration() {
    let one = LoadCalculator.load(
      of: activity(.running, duration: 600, samples: [(0, 150)]), thresholds: PowerThresholds(),
      heartRate: male190)
    #expect(one.method == .duration && one.streamCoverage == nil)
    let same = LoadCalculator.load(
      of: activity(.running, duration: 600, samples: [(10, 150), (10, 151)]),
      thresholds: PowerThresholds(), heartRate: male190)
    // Two samples at one instant cover nothing and have no mean: 10 min · RPE 3 / 5 = 6.
    #expect(same.method == .duration && same.streamCoverage == 0 && same.load == 6)
  }

  @Test func powerUsesTheFTPOfTheSportFamily() {
    var run = activity(.running, duration: 3600, average: 150)
    run.normalizedPower = 250
    // A run's power is not scored against the bike FTP: with only `ftp` the run falls to its
    // heart rate.
    let bikeOnly = LoadCalculator.load(
      of: run, thresholds: PowerThresholds(cycling: 250), heartRate: male190)
    #expect(bikeOnly.method == .heartRateAverage)
    let withRunFTP = LoadCalculator.load(
      of: run, thresholds: PowerThresholds(cycling: 250, running: 280), heartRate: male190)
    #expect(withRunFTP.method == .power)
    // 1 h · (250/280)² · 100 = 79.719388.
    #expect(close(withRunFTP.load, 79.719388))
    run.ftp = 250
    #expect(
      close(
        LoadCalculator.load(
          of: run, thresholds: PowerThresholds(cycling: 200, running: 280), heartRate: male190
        ).load, 100))
    var ride = activity(.cycling, duration: 3600)
    ride.normalizedPower = 250
    #expect(
      LoadCalculator.load(of: ride, thresholds: PowerThresholds(running: 250), heartRate: male190)
        .method == .duration)
    var row = activity(.rowing, duration: 3600)
    row.normalizedPower = 250
    row.ftp = 250
    #expect(
      LoadCalculator.load(
        of: row, thresholds: PowerThresholds(cycling: 250, running: 250), heartRate: male190
      ).method == .duration)
  }

  @Test func aFourteenDayTourIsValid() {
    var records = RecordSet()
    records.activities = [
      activity(.cycling, duration: 56 * 3600), activity(.cycling, duration: 1_209_600),
      activity(.cycling, duration: 1_209_601),
    ]
    let (valid, counts) = RecordValidator.validate(records)
    #expect(valid.activities.map(\.durationSeconds) == [201_600, 1_209_600])
    #expect(counts.rejectedRecords == 1)
  }
}
