import Testing

@testable import ScoreEngine

/// The `HH:MM` clock times of the sleep ledger (docs/algorithm.md §5), written digit by digit.
@Suite struct SleepClockTextTests {
  @Test func everyMinuteOfTheDayIsTwoDigitHoursAndMinutes() {
    for minute in 0..<1440 {
      let expected =
        (minute / 60 < 10 ? "0" : "") + String(minute / 60) + ":"
        + (minute % 60 < 10 ? "0" : "") + String(minute % 60)
      #expect(SleepScore.clock(Double(minute)) == expected)
    }
  }

  @Test func timesRoundToTheNearestMinuteAndMidnightWraps() {
    #expect(SleepScore.clock(1350.4) == "22:30")
    #expect(SleepScore.clock(1350.5) == "22:31")
    #expect(SleepScore.clock(404.99) == "06:45")
    #expect(SleepScore.clock(1439.6) == "00:00")
    #expect(SleepScore.clock(0.2) == "00:00")
  }
}
