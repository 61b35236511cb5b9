import Testing

@testable import ScoreEngine

/// The dense per-day storage behind `AthleteHistory`: it must answer exactly as the dictionary
/// it was built from, including the days before, between and after the stored ones.
@Suite struct DayValuesTests {
  @Test func everyDayReadsAsTheDictionaryItWasBuiltFrom() {
    let byDay = [20_000: 51.5, 20_002: 48.0, 20_007: 0.0, 19_998: 60.25]
    let values = DayValues(byDay)
    for day in 19_990...20_015 {
      #expect(values[day] == byDay[day], "day \(day)")
    }
  }

  @Test func emptyValuesReadAsNilOnEveryDay() {
    let empty = DayValues<Double>([:])
    let none = DayValues<Double>()
    for day in [Int.min, -1, 0, 1, 20_000, Int.max] {
      #expect(empty[day] == nil)
      #expect(none[day] == nil)
    }
  }

  @Test func aSingleDayIsItsOwnRange() {
    let values = DayValues([-3: 7])
    #expect(values[-4] == nil)
    #expect(values[-3] == 7)
    #expect(values[-2] == nil)
  }

  @Test func daysFarOutsideTheRangeDoNotTrap() {
    let values = DayValues([100: "a", 102: "b"])
    #expect(values[Int.min] == nil)
    #expect(values[Int.max] == nil)
    #expect(values[101] == nil)
    #expect(values[102] == "b")
  }
}
