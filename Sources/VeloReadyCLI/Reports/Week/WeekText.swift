import ScoreEngine
import VeloKit

/// `veloready week` as text: the averages against last week, training by sport, form, sleep
/// timing, the best and worst day and the alerts (docs/architecture.md §14).
enum WeekText {
  static let labelWidth = 11
  /// The averages are a table from this width on, one line each below it.
  static let tableWidth = 54

  static func render(_ week: WeekSummary, _ run: ReportRun) -> [String] {
    let style = run.style
    let dash = style.symbol("–", "-")
    let (year, number) = week.monday.isoWeek
    let (_, lastNumber) = week.previousMonday.isoWeek
    var lines = run.title(
      "Week \(number) of \(year)",
      "\(Shown.shortDate(week.monday)) \(dash) \(Shown.longDate(week.sunday))", origin: week.origin)
    let counted = week.through.days(since: week.monday) + 1
    var scope = "ISO week, Monday first"
    if counted < 7 { scope += ", through \(Shown.shortDate(week.through)) (\(counted) of 7 days)" }
    scope +=
      "; against week \(lastNumber), \(Shown.shortDate(week.previousMonday)) \(dash) "
      + Shown.shortDate(week.monday.adding(days: -1))
    lines += TextFit.wrap(scope, after: "  ", hangingIndent: 2, style)
    lines.append("")
    lines += averages(week, style)
    lines.append("")
    lines += labelled("Training", training(week), style)
    for sport in week.training.bySport {
      lines += labelled(
        "",
        "\(sport.sport.rawValue) \(sport.activities), \(Shown.duration(seconds: sport.seconds)), "
          + "load \(Shown.number(sport.load, 1))", style)
    }
    lines += labelled("Form", form(week), style)
    lines += labelled("Sleep", sleepTiming(week, style), style)
    lines += labelled("Sleep debt", debts(week, style), style)
    lines += labelled("HRV trend", hrvTrend(week), style)
    lines += labelled("Best day", day(week.best), style)
    lines += labelled("Worst day", day(week.worst), style)
    let alerts =
      week.alerts.isEmpty
      ? "none"
      : week.alerts.map {
        "\($0.alert.definition.id.rawValue) (\($0.alert.severity.rawValue)) on "
          + $0.dates.map(Shown.shortDate).joined(separator: ", ")
      }.joined(separator: "; ")
    lines += labelled("Alerts", alerts, style)
    return lines
  }

  /// The rows of the averages: label, this week, last week, change.
  static func rows(_ week: WeekSummary) -> [(String, String, String, String)] {
    week.averages.map { average in
      let (label, format, signed): (String, (Double?) -> String, (Double?) -> String) =
        switch average.key {
        case "sleep": ("Sleep score", { Shown.number($0, 0) }, { Shown.signed($0, 0) })
        case "asleepMinutes": ("Asleep", minutes, signedMinutes)
        case "recovery": ("Recovery", { Shown.number($0, 0) }, { Shown.signed($0, 0) })
        case "hrv": ("HRV, ms", { Shown.number($0, 1) }, { Shown.signed($0, 1) })
        default: ("Resting HR, bpm", { Shown.number($0, 1) }, { Shown.signed($0, 1) })
        }
      return (label, format(average.thisWeek), format(average.lastWeek), signed(average.change))
    }
  }

  static func averages(_ week: WeekSummary, _ style: TerminalStyle) -> [String] {
    let rows = rows(week)
    guard style.width >= tableWidth else {
      return rows.flatMap { label, now, before, change in
        TextFit.wrap(
          "\(label) \(now) (last week \(before), \(change))", after: "  ", hangingIndent: 4,
          style)
      }
    }
    func line(_ cells: (String, String, String, String)) -> String {
      "  " + TextWidth.pad(cells.0, to: 17) + pad(cells.1) + pad(cells.2) + pad(cells.3)
    }
    return [style.paint(line(("", "this week", "last week", "change")), .bold)]
      + rows.map(line)
  }

  static func pad(_ text: String) -> String {
    String(repeating: " ", count: max(1, 11 - TextWidth.of(text))) + text
  }

  static func minutes(_ value: Double?) -> String {
    value.map { Shown.duration(seconds: $0 * 60) } ?? "--"
  }

  static func signedMinutes(_ value: Double?) -> String {
    guard let value else { return "--" }
    let shown = Shown.duration(seconds: abs(value) * 60)
    return shown == "0m" ? shown : (value < 0 ? "-" : "+") + shown
  }

  static func training(_ week: WeekSummary) -> String {
    let now = week.training
    let before = week.lastWeekTraining
    let count = now.activities == 1 ? "1 activity" : "\(now.activities) activities"
    return "load \(Shown.number(now.load, 1)) in \(Shown.duration(seconds: now.seconds)), "
      + "\(count) (last week \(Shown.number(before.load, 1)), "
      + "\(Shown.signed(week.loadChange, 1)))"
  }

  static func form(_ week: WeekSummary) -> String {
    guard let start = week.ctlStart, let end = week.ctlEnd else { return "no CTL yet" }
    return "CTL \(Shown.number(start, 1)) on Monday morning, \(Shown.number(end, 1)) at the end "
      + "of \(Shown.shortDate(week.through)) (ramp \(Shown.signed(week.rampRate, 1)))"
  }

  static func sleepTiming(_ week: WeekSummary, _ style: TerminalStyle) -> String {
    let plusMinus = style.symbol("±", "+/-")
    func part(_ name: String, _ spread: ClockSpread?) -> String {
      guard let spread else { return "\(name) --" }
      return "\(name) \(clock(spread.meanMinutes)) \(plusMinus) "
        + "\(Shown.number(spread.standardDeviationMinutes, 0)) min"
    }
    let nights = week.bedtime?.count ?? 0
    return part("bedtime", week.bedtime) + ", " + part("wake", week.wake)
      + " (circular SD over \(nights) night\(nights == 1 ? "" : "s"))"
  }

  /// `22:48` for minutes after midnight.
  static func clock(_ minutes: Double) -> String {
    let whole = Int(minutes.rounded()) % 1440
    let hours = whole / 60
    let rest = whole % 60
    return (hours < 10 ? "0" : "") + "\(hours):" + (rest < 10 ? "0" : "") + "\(rest)"
  }

  /// `Mon 25m, Tue 1h 05m, …` at the end of each day (docs/algorithm.md §16.2).
  static func debts(_ week: WeekSummary, _ style: TerminalStyle) -> String {
    let days = week.debts.map { debt in
      let weekday = Shown.shortDate(debt.date).prefix(3)
      // No-break spaces keep a day and its debt on one line (`--ascii` shows plain spaces).
      let value = debt.minutes.map { minutes($0) } ?? "--"
      return "\(weekday)\u{00A0}" + value.replacingOccurrences(of: " ", with: "\u{00A0}")
    }
    return days.joined(separator: ", ") + " (at the end of each day, over 7 nights)"
  }

  /// `stable on Sun 15 Nov, CV 1.3 % (usual 1.4 %)` (docs/algorithm.md §16.3).
  static func hrvTrend(_ week: WeekSummary) -> String {
    guard let (date, trend) = week.hrvTrend else { return "--" }
    var text =
      trend.verdict.rawValue.replacingOccurrences(of: "-", with: " ")
      + " on \(Shown.shortDate(date))"
    if let cv7 = trend.cv7 {
      // No-break spaces keep each CV with its number and unit.
      text += ", CV\u{00A0}\(Shown.number(cv7, 1))\u{00A0}%"
      if let base = trend.cvBase { text += " (usual\u{00A0}\(Shown.number(base, 1))\u{00A0}%)" }
    }
    return text
  }

  static func day(_ row: HistoryRow?) -> String {
    guard let row, let recovery = row.recovery else { return "no recovery score this week" }
    return "\(Shown.shortDate(row.date)), recovery \(recovery)"
  }

  static func labelled(_ label: String, _ text: String, _ style: TerminalStyle) -> [String] {
    let lines = TextFit.wrap(text, hangingIndent: 0, width: style.width - 2 - labelWidth, style)
    return lines.enumerated().map { index, line in
      let head = index == 0 ? style.paint(label, .dim) : ""
      return "  " + TextWidth.pad(head, to: labelWidth) + line
    }
  }
}
