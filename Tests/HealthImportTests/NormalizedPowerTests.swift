import Testing

@testable import HealthImport

/// Normalized power and moving time, the formulas every device reader shares.
@Suite struct NormalizedPowerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let series: [Double]
    let normalized: Double?
    var testDescription: String { name }
  }

  @Test(arguments: [
    // One 30 s window of a constant: NP is the constant.
    Case(name: "a steady 200 W", series: Array(repeating: 200, count: 30), normalized: 200),
    // Windows: 100 + 10k/3 W for k = 0…30; NP = (Σ (100 + 10k/3)⁴ / 31)^¼ = 158.2825 W.
    Case(
      name: "30 s at 100 W then 30 s at 200 W",
      series: Array(repeating: 100, count: 30) + Array(repeating: 200, count: 30),
      normalized: 158.282494),
    // One window of 15 s at 0 W and 15 s at 400 W: its mean is 200 W, so NP 200: the rolling
    // mean smooths what is shorter than 30 s.
    Case(
      name: "surges shorter than the window are smoothed",
      series: Array(repeating: 0, count: 15) + Array(repeating: 400, count: 15), normalized: 200),
    Case(name: "under 30 seconds", series: Array(repeating: 250, count: 29), normalized: nil),
  ])
  func normalizedPowerIsTheFourthRootOfTheMeanFourthPowerOfThirtySecondMeans(_ example: Case) {
    let normalized = NormalizedPower.normalized(example.series)
    if let expected = example.normalized {
      #expect(abs((normalized ?? 0) - expected) < 1e-6)
    } else {
      #expect(normalized == nil)
    }
  }

  @Test func resamplingHoldsEachReadingAndLeavesOutPausesAndDropouts() {
    // Readings every 5 s from 0 to 60 s; a dropout from 60 s to 100 s (40 s > 30 s) while the
    // timer runs; one interval of 0–120 s.
    let times = stride(from: 0.0, through: 60, by: 5).map { $0 } + [100, 110]
    let watts = times.map { $0 < 100 ? 200.0 : 300.0 }
    let moving = MovingTime(intervals: [(0, 120)])
    let series = NormalizedPower.resample(times: times, watts: watts, over: moving)
    // Seconds 0–90 take the latest reading (60 s is held up to 90 s, 30 s later); 91–99 have
    // none; 100–119 take 300 W.
    #expect(series.count == 91 + 20)
    #expect(
      series.prefix(91).allSatisfy { $0 == 200 } && series.suffix(20).allSatisfy { $0 == 300 })
  }

  @Test func aTimerWhoseFirstEventIsAStopRanFromTheStart() {
    let moving = MovingTime(
      timerEvents: [(timestamp: 50, running: false), (timestamp: 80, running: true)],
      from: 0, to: 100)
    #expect(moving.intervals.map(\.start) == [0, 80] && moving.intervals.map(\.end) == [50, 100])
    #expect(moving.total == 70)
    #expect(moving.offset(at: 60) == nil && moving.offset(at: 90) == 60)
    var cursor = moving.cursor()
    #expect([10.0, 50, 65, 80, 100].map { cursor.offset(at: $0) } == [10, 50, nil, 50, 70])
    // Out of order, the cursor starts over.
    #expect(cursor.offset(at: 5) == 5)
  }
}
