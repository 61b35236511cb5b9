import ScoreEngine
import VeloKit

/// The days a command covers: `--from` … `--to`, else `--days` days ending on `--date` (default:
/// today in the athlete's zone).
struct DayRange: Equatable {
  /// The most days one command scores (ten years).
  static let maximumDays = 3660

  /// The first and last day.
  let dates: ClosedRange<LocalDate>

  /// How many days.
  var count: Int { dates.upperBound.days(since: dates.lowerBound) + 1 }

  /// The range the options give, `defaultDays` long unless they say otherwise.
  static func resolve(_ options: OptionValues, today: LocalDate, defaultDays: Int)
    throws(CLIError) -> DayRange
  {
    let last = options.to ?? options.date ?? today
    let first = options.from ?? last.adding(days: 1 - (options.days ?? defaultDays))
    return try DayRange(first, last)
  }

  /// `first…last`, refused when `first` is after `last` or the range is too long to score.
  init(_ first: LocalDate, _ last: LocalDate) throws(CLIError) {
    guard first <= last else {
      throw .usage(
        "the range starts on '\(first)', after its last day '\(last)'",
        hint: "give --from a day on or before --to")
    }
    let days = last.days(since: first) + 1
    guard days <= Self.maximumDays else {
      throw .usage(
        "the range '\(first)' to '\(last)' is \(Shown.grouped(Double(days))) days; "
          + "at most \(Shown.grouped(Double(Self.maximumDays))) are scored at once",
        hint: "narrow it with --from and --to")
    }
    dates = first...last
  }

  /// `Sat 22 Aug – Fri 20 Nov 2026 (91 days)`; the first year is left out when it is the last's.
  func text(unicode: Bool) -> String {
    let (first, last) = (dates.lowerBound, dates.upperBound)
    let plural = count == 1 ? "1 day" : "\(Shown.grouped(Double(count))) days"
    if first == last { return "\(Shown.longDate(last)) (1 day)" }
    let start =
      first.components.year == last.components.year
      ? Shown.shortDate(first) : Shown.longDate(first)
    return "\(start) \(unicode ? "–" : "-") \(Shown.longDate(last)) (\(plural))"
  }
}
