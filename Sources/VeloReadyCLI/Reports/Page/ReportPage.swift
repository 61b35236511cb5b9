import ScoreEngine
import VeloKit

/// `veloready report --html`: one self-contained HTML file — inline CSS and SVG, no script,
/// nothing fetched — with the form, recovery and sleep, HRV and resting heart rate, the weekly
/// load by sport, the week table of `week` and the alerts of the range (docs/formats.md §14).
///
/// It is XHTML-compatible HTML (every element closed, every attribute quoted), so a test can
/// parse it as XML, and every text from the store or the rider is escaped.
enum ReportPage {
  /// The page of `series`, with the week holding its last day, made at `run.now`.
  static func html(_ series: ScoredDays, week: WeekSummary, _ run: ReportRun) -> String {
    let range = series.range.text(unicode: true)
    var out = Markup()
    out.raw("<!DOCTYPE html>\n")
    out.open("html", [("xmlns", "http://www.w3.org/1999/xhtml"), ("lang", "en")])
    out.open("head")
    out.empty("meta", [("charset", "utf-8")])
    out.empty("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
    out.empty("meta", [("name", "color-scheme"), ("content", "light dark")])
    // The page may load nothing: a browser refuses, and reports, any fetch that slipped in.
    out.empty(
      "meta",
      [
        ("http-equiv", "Content-Security-Policy"),
        ("content", "default-src 'none'; style-src 'unsafe-inline'"),
      ])
    out.element("title", [], "veloready report · \(range)")
    out.element("style", [], PageStyle.sheet)
    out.close()
    out.open("body")
    out.open("main")
    header(&out, series, run, range: range)
    func section(_ id: String, _ heading: String, _ charts: [ChartName]) {
      out.open("section", [("id", id)])
      out.element("h2", [], heading)
      for chart in charts {
        out.open("figure")
        out.raw(TrendsSVG.plot(chart, series).svg(standalone: false))
        out.close()
      }
      out.close()
    }
    section("form", "Form", [.pmc])
    section("recovery-sleep", "Recovery and sleep", [.recovery, .sleep])
    section("hrv-rhr", "HRV and resting heart rate", [.hrv, .restingHR])
    out.open("section", [("id", "weekly-load")])
    out.element("h2", [], "Weekly load by sport")
    out.open("figure")
    out.raw(WeeklyLoad.chart(series).svg(standalone: false))
    out.close()
    out.close()
    PageTables.week(&out, week)
    PageTables.alerts(&out, series)
    out.open("footer")
    out.element(
      "p", [],
      "Every day is scored as 'veloready today --date' scores it (algorithm "
        + "\(Algorithm.version)); the charts' values are those of 'veloready history --json'.")
    out.close()
    out.close()
    out.close()
    out.close()
    return out.text
  }

  private static func header(
    _ out: inout Markup, _ series: ScoredDays, _ run: ReportRun, range: String
  ) {
    out.open("header")
    out.element("h1", [], "veloready report")
    out.open("dl", [("class", "facts")])
    let who =
      series.origin == .demo
      ? "the demo athlete — run 'veloready import' to use your own records"
      : "the records of this veloready store"
    let facts: [(String, String)] = [
      ("Athlete", who), ("Days", range), ("Time zone", run.setup.timeZoneName),
      ("Algorithm", Algorithm.version),
    ]
    for (term, value) in facts {
      out.open("div")
      out.element("dt", [], term)
      out.element("dd", [], value)
      out.close()
    }
    out.open("div")
    out.element("dt", [], "Generated")
    out.open("dd")
    let stamp = run.setup.clock.iso8601(run.now)
    out.element("time", [("datetime", stamp)], stamp)
    out.close()
    out.close()
    out.close()
    out.close()
  }
}
