/// Proleptic Gregorian calendar arithmetic on day numbers (days since 1970-01-01), for the
/// timestamp parser and formatter.
///
/// `VeloJSON` has no dependencies, so it keeps its own small calendar; `ScoreEngine.LocalDate`
/// implements the same calendar, and a test checks that the two agree day by day.
enum CivilCalendar {
  /// Days in a 400-year Gregorian cycle.
  static let daysPer400Years = 146_097
  /// Day number of 2000-03-01, the start of a 400-year cycle that begins after a leap day.
  static let cycleStart = 11_017

  /// The day number of a date, or `nil` when the date does not exist.
  static func dayNumber(year: Int, month: Int, day: Int) -> Int? {
    guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year) else {
      return nil
    }
    // Count from March so that the leap day ends its year.
    let shiftedYear = month > 2 ? year - 2000 : year - 2001
    let shiftedMonth = month > 2 ? month - 3 : month + 9
    let cycles = floorDivide(shiftedYear, 400)
    let yearInCycle = shiftedYear - cycles * 400
    let daysBeforeYear =
      yearInCycle * 365 + yearInCycle / 4 - yearInCycle / 100 + yearInCycle / 400
    let daysBeforeMonth = (306 * shiftedMonth + 5) / 10
    return cycleStart + cycles * daysPer400Years + daysBeforeYear + daysBeforeMonth + day - 1
  }

  /// The year, month (1–12) and day (1–31) of a day number.
  static func date(of dayNumber: Int) -> (year: Int, month: Int, day: Int) {
    let sinceStart = dayNumber - cycleStart
    let cycles = floorDivide(sinceStart, daysPer400Years)
    var rest = sinceStart - cycles * daysPer400Years
    // Years of the cycle: the 100-year and 4-year blocks, capped where a leap block ends.
    let centuries = min(rest / 36_524, 3)
    rest -= centuries * 36_524
    let quads = rest / 1461
    rest -= quads * 1461
    let years = min(rest / 365, 3)
    rest -= years * 365
    let shiftedMonth = (10 * rest + 5) / 306
    let day = rest - (306 * shiftedMonth + 5) / 10 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = 2000 + cycles * 400 + centuries * 100 + quads * 4 + years + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// `a / b` rounded towards negative infinity, for `b > 0`.
  static func floorDivide(_ a: Int, _ b: Int) -> Int {
    a >= 0 ? a / b : -((-a + b - 1) / b)
  }

  /// `YYYY-MM-DD` of a day number.
  static func text(of dayNumber: Int) -> String {
    var text = DigitText()
    append(dayNumber, to: &text)
    return text.text
  }

  /// `YYYY-MM-DD` of a day number, added to `text`.
  static func append(_ dayNumber: Int, to text: inout DigitText) {
    let (year, month, day) = date(of: dayNumber)
    text.append(year, width: 4)
    text.append("-")
    text.append(month, width: 2)
    text.append("-")
    text.append(day, width: 2)
  }
}
