import Testing

@testable import ScoreEngine

/// The circular mean and standard deviation of clock times (docs/algorithm.md §15.2).
@Suite struct ClockSpreadTests {
  struct SpreadCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let minutes: [Double]
    let mean: Double
    let spread: Double
  }

  // Two times 2θ apart: R̄ = cos θ, so the spread is √(−2 ln cos θ) radians. θ = 30 min = π/24:
  // cos θ = 0.991445, −2 ln = 0.017184, √ = 0.131087 rad = 30.043003 min. θ = 10 min:
  // 10.001587 min.
  @Test(arguments: [
    SpreadCase(
      testDescription: "22:00 and 23:00", minutes: [1320, 1380], mean: 1350, spread: 30.043003),
    SpreadCase(
      testDescription: "23:50 and 00:10 across midnight", minutes: [1430, 10], mean: 0,
      spread: 10.001587),
    SpreadCase(
      testDescription: "the same time every night", minutes: [420, 420, 420], mean: 420,
      spread: 0),
  ])
  func spreadOfClockTimes(_ spreadCase: SpreadCase) throws {
    let spread = try #require(ClockSpread(minutes: spreadCase.minutes))
    let meanError = min(
      abs(spread.meanMinutes - spreadCase.mean), 1440 - abs(spread.meanMinutes - spreadCase.mean))
    #expect(meanError < 1e-6)
    #expect(close(spread.standardDeviationMinutes, spreadCase.spread))
    #expect(spread.count == spreadCase.minutes.count)
  }

  @Test func oneTimeOrOppositeTimesHaveNoSpread() {
    #expect(ClockSpread(minutes: [600]) == nil)
    #expect(ClockSpread(minutes: [0, 720]) == nil)
  }
}
