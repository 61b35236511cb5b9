import ScoreEngine
import VeloKit

/// The tables of the report: the week of `week` and the alerts of the range.
enum PageTables {
  /// The week holding the range's last day against the week before, as `week` shows it.
  static func week(_ out: inout Markup, _ week: WeekSummary) {
    out.open("section", [("id", "week")])
    out.element(
      "h2", [],
      "The week of \(Shown.shortDate(week.monday)) – \(Shown.longDate(week.sunday))")
    openTable(&out, headings: ["", "This week", "Last week", "Change"])
    for (label, now, before, change) in WeekText.rows(week) {
      out.open("tr")
      out.element("th", [("scope", "row")], label)
      for cell in [now, before, change] { out.element("td", [], cell) }
      out.close()
    }
    out.close()
    out.close()
    out.close()
    out.element("p", [], "Training: " + WeekText.training(week))
    out.close()
  }

  /// Each alert the dashboard showed in the range, once, with its days.
  static func alerts(_ out: inout Markup, _ series: ScoredDays) {
    out.open("section", [("id", "alerts")])
    out.element("h2", [], "Alerts")
    let found = WeekSummary.alertDays(series.rows)
    guard !found.isEmpty else {
      out.element("p", [], "No alert showed in this range.")
      out.close()
      return
    }
    openTable(&out, headings: ["Alert", "Severity", "Days", "Message (its most severe day)"])
    for entry in found {
      out.open("tr", [("data-alert", entry.alert.definition.id.rawValue)])
      out.element("th", [("scope", "row")], entry.alert.definition.title)
      out.element("td", [("class", "severity")], entry.alert.severity.rawValue)
      out.element("td", [], days(entry.dates))
      out.element("td", [], entry.alert.message)
      out.close()
    }
    out.close()
    out.close()
    out.close()
    out.close()
  }

  /// `3 days: Tue 17 Nov, Wed 18 Nov, Fri 20 Nov`; past eight days, the first and last four.
  static func days(_ dates: [LocalDate]) -> String {
    let count = dates.count == 1 ? "1 day" : "\(dates.count) days"
    let shown =
      dates.count <= 8
      ? dates.map(Shown.shortDate)
      : dates.prefix(4).map(Shown.shortDate) + ["…"] + dates.suffix(4).map(Shown.shortDate)
    return count + ": " + shown.joined(separator: ", ")
  }

  /// Opens a table that scrolls sideways on a narrow screen, with its column headings, up to its
  /// body; the caller closes the body, the table and the scroller.
  private static func openTable(_ out: inout Markup, headings: [String]) {
    out.open("div", [("class", "scroll")])
    out.open("table")
    out.open("thead")
    out.open("tr")
    for heading in headings { out.element("th", [("scope", "col")], heading) }
    out.close()
    out.close()
    out.open("tbody")
  }
}
