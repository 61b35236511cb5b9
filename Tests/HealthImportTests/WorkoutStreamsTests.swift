import ScoreEngine
import Testing

@testable import HealthImport

/// `WorkoutStreams`: matching on two threads gives each workout the stream of matching it alone,
/// in workout order.
@Suite struct WorkoutStreamsTests {
  let sources = [
    Source(provider: .appleHealth, name: "Watch"), Source(provider: .appleHealth, name: "Phone"),
    Source(provider: .appleHealth, name: "Strap"),
  ]

  /// Two sources of heart rate every 5 s for a day (the strap only from noon), with a bpm out of
  /// range now and then.
  func heartRate() -> [HeartRateSeries] {
    var series = [HeartRateSeries(), HeartRateSeries(), HeartRateSeries()]
    for second in stride(from: UInt32(0), to: 86_400, by: 5) {
      let bpm = second % 997 == 0 ? 400 : 60 + Double(second % 120)
      series[0].append(HeartRatePoint(start: second, span: 0, bpm: bpm))
      if second >= 43_200 {
        series[2].append(HeartRatePoint(start: second, span: 0, bpm: bpm + 1))
      }
    }
    for index in series.indices { _ = series[index].settle() }
    return series
  }

  func workout(_ start: Double, _ minutes: Double, source: Int) -> AppleHealthWorkout {
    AppleHealthWorkout(
      activityType: "Cycling", type: 0, source: source, start: start, end: start + minutes * 60,
      line: 1)
  }

  @Test(arguments: [0, 1, 2, 7, 30])
  func twoThreadsMatchAsOne(_ count: Int) {
    let heartRate = heartRate()
    var workouts = (0..<count).map { index in
      workout(Double(index) * 2_700, 40, source: index % 3)
    }
    if count > 1 {
      workouts[1].pauses = [(workouts[1].start + 300, workouts[1].start + 600)]
    }
    let streams = WorkoutStreams.match(workouts, heartRate: heartRate, sources: sources)
    let alone = workouts.map {
      WorkoutStreams.stream(of: $0, heartRate: heartRate, sources: sources)
    }
    #expect(streams == alone)
    #expect(streams.count == count)
  }

  @Test func aStreamSkipsPausesAndCountsBadSamples() {
    var ride = workout(0, 60, source: 0)
    ride.pauses = [(600, 900)]
    let stream = WorkoutStreams.stream(of: ride, heartRate: heartRate(), sources: sources)
    // 0…3600 every 5 s is 721 samples, 60 of them in the pause [600, 900); the one at 0 s
    // (a multiple of 997) has 400 bpm and is dropped.
    #expect(stream.samples.count == 660)
    #expect(stream.dropped.values.reduce(0, +) == 1)
    #expect(stream.samples.first?.offset == 5)
    // 900 s is the first sample after the pause: 300 s paused.
    let afterPause = HeartRateSample(offset: 600, bpm: 120)
    #expect(stream.samples.contains(afterPause))
  }

  @Test func aSourceWithoutHeartRateTakesTheSourceWithTheMost() {
    let ride = workout(50_000, 10, source: 1)
    let stream = WorkoutStreams.stream(of: ride, heartRate: heartRate(), sources: sources)
    #expect(stream.samples.count == 121)
    // The watch (60 + s % 120) and the strap (one more) tie on count; name order puts
    // "Phone" < "Strap" < "Watch", so the strap's samples are taken.
    // At 50,000 s the watch has 60 + 50,000 % 120 = 140 bpm.
    #expect(stream.samples.first?.bpm == 141)
  }
}
