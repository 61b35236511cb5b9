import Foundation
import TestSupport
import Testing
import VeloJSON

@testable import VeloKit
@testable import VeloReadyCLI

/// `report --html` and `trends --svg`: well-formed (parsed by a strict XML reader, not matched
/// by patterns), self-contained, accessible, and drawing the numbers of `history --json`.
@Suite struct ReportPageTests {
  /// A store holding the fixture athlete (records up to 2026-11-20), removed after the test.
  static func athlete(_ run: (InProcessRunner, String) throws -> Void) throws {
    let directory = TemporaryDirectory("report-page")
    let store = directory.path("store")
    try ImportedStore.copy(to: store)
    try run(InProcessRunner(), store)
  }

  static func page(_ runner: InProcessRunner, _ store: String, _ range: [String]) throws
    -> XMLNode
  {
    let result = runner.run(["--data", store, "report", "--html"] + range)
    try #require(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("<!DOCTYPE html>\n"))
    return try StrictXML.parse(result.stdout)
  }

  @Test func thePageIsWellFormedSelfContainedAndAccessible() throws {
    try Self.athlete { runner, store in
      let html = try Self.page(runner, store, ["--date", "2026-11-20"])
      #expect(html.name == "html")
      let names = Set(html.all.map(\.name))
      for forbidden in ["script", "link", "img", "iframe", "object", "embed", "image", "use"] {
        #expect(!names.contains(forbidden), "the page has a <\(forbidden)>")
      }
      for node in html.all {
        for (name, value) in node.attributes {
          #expect(name != "src" && name != "href" && !name.hasPrefix("on"), "\(node.name) \(name)")
          // The namespaces are names, not addresses: nothing else may be a URL.
          if name != "xmlns" { #expect(!value.contains("://"), "\(node.name) \(name)=\(value)") }
        }
      }
      let style = html.elements("style").map(\.text).joined()
      #expect(
        !style.contains("url(") && !style.contains("@import") && !style.contains("@font-face"))
      #expect(style.contains("prefers-color-scheme: dark") && style.contains("size:A4"))
      let charts = html.elements("svg")
      #expect(
        charts.map { $0.attributes["data-chart"] ?? "" } == [
          "pmc", "recovery", "sleep", "hrv", "resting-hr", "weekly-load",
        ])
      for chart in charts {
        let id = chart.attributes["data-chart"] ?? ""
        let title = chart.children.first { $0.name == "title" }
        let desc = chart.children.first { $0.name == "desc" }
        #expect(title?.text.isEmpty == false && desc?.text.isEmpty == false, "\(id)")
        #expect(chart.attributes["role"] == "img")
        #expect(chart.attributes["aria-labelledby"] == "\(id)-title \(id)-desc")
        #expect(chart.elements("g").contains { $0.attributes["class"] == "legend" }, "\(id)")
        #expect(chart.elements("g").filter { $0.attributes["class"] == "axis" }.count == 2, "\(id)")
      }
      let headings = html.elements("h2").map(\.text)
      #expect(headings.contains("Alerts") && headings.contains("Weekly load by sport"))
      #expect(html.elements("time").first?.attributes["datetime"] == "2026-11-20T07:30:00+00:00")
    }
  }

  /// The values drawn are the values `history --json` prints, day for day.
  @Test func theChartsHoldTheNumbersOfHistory() throws {
    try Self.athlete { runner, store in
      let range = ["--from", "2026-09-01", "--to", "2026-11-20"]
      let html = try Self.page(runner, store, range)
      let json = runner.run(["--data", store, "history", "--json"] + range)
      let document = try JSONParser.parse(Array(json.stdout.utf8), keepingDecimals: true)
      let days = try #require(document.objectValue?["days"]?.arrayValue)
      var series: [String: [String]] = [:]
      for node in html.all {
        if let key = node.attributes["data-series"], let values = node.attributes["data-values"] {
          series[key] = values.split(separator: " ").map(String.init)
        }
      }
      let keys = ["ctl", "atl", "tsb", "load", "recovery", "sleep", "hrv", "restingHeartRate"]
      for key in keys {
        let drawn = try #require(series[key], "no series \(key)")
        let expected = days.map { day in
          day.objectValue?[key].map { JSONWriter.compact($0) } ?? "null"
        }
        #expect(drawn == expected, "\(key)")
      }
      let pmc = try #require(html.elements("svg").first)
      #expect(pmc.attributes["data-from"] == "2026-09-01")
      #expect(pmc.attributes["data-days"] == "81")
    }
  }

  @Test(arguments: [
    ("no data", ["--from", "2020-01-01", "--to", "2020-01-31"]),
    ("one day", ["--days", "1", "--date", "2026-11-20"]),
    ("two years", ["--days", "730", "--date", "2026-11-20"]),
  ])
  func everyRangeMakesAWellFormedPage(_ name: String, _ range: [String]) throws {
    try Self.athlete { runner, store in
      let html = try Self.page(runner, store, range)
      #expect(html.elements("svg").count == 6, "\(name)")
      if name == "no data" {
        let notes = html.elements("text").filter { $0.attributes["class"] == "note" }
        #expect(notes.count == 6)
        #expect(html.all.contains { $0.name == "p" && $0.text == "No alert showed in this range." })
      }
    }
  }

  /// The same store gives the same bytes but for the generation time, and the week the page
  /// takes from its own range is the week scored on its own.
  @Test func thePageIsDeterministicAndItsWeekIsWeeks() throws {
    try Self.athlete { runner, store in
      var later = runner
      later.now = runner.now.addingTimeInterval(3 * 3600)
      let arguments = ["--data", store, "report", "--html", "--date", "2026-11-20"]
      let (first, second) = (runner.run(arguments).stdout, later.run(arguments).stdout)
      func withoutTime(_ page: String) -> [Substring] {
        page.split(separator: "\n").filter { !$0.contains("<time datetime=") }
      }
      #expect(first != second)
      #expect(withoutTime(first) == withoutTime(second))
      func week(_ range: [String]) throws -> [String] {
        let page = try Self.page(runner, store, range + ["--date", "2026-11-20"])
        let section = page.elements("section").first { $0.attributes["id"] == "week" }
        return (section?.all ?? []).map(\.text)
      }
      let fromTheRange = try week(["--days", "30"])
      #expect(fromTheRange.count > 20)
      #expect(fromTheRange == (try week(["--days", "1"])))
    }
  }

  @Test(arguments: ChartName.allCases)
  func eachChartAloneIsAnSVGFile(_ chart: ChartName) throws {
    try Self.athlete { runner, store in
      let result = runner.run([
        "--data", store, "trends", "--svg", "--chart", chart.rawValue, "--date", "2026-11-20",
      ])
      try #require(result.status == 0, "\(result.stderr)")
      let svg = try StrictXML.parse(result.stdout)
      #expect(svg.name == "svg" && svg.attributes["xmlns"] == "http://www.w3.org/2000/svg")
      #expect(svg.attributes["width"] == "720" && svg.attributes["data-chart"] == chart.rawValue)
      #expect(
        svg.children.first { $0.name == "style" }?.text.contains("prefers-color-scheme") == true)
    }
  }

  /// Text from the store or the rider cannot open a tag or end an attribute.
  @Test func textIsEscaped() throws {
    let hostile = "Ride <script>alert(\"x\")</script> & 'co' \u{1}\u{7F}"
    var out = Markup()
    out.open("svg", [("data-name", hostile)])
    out.element("text", [], hostile)
    out.close()
    let node = try StrictXML.parse(out.text)
    #expect(
      node.attributes["data-name"] == "Ride <script>alert(\"x\")</script> & 'co' \u{FFFD}\u{FFFD}")
    #expect(node.children.first?.text == node.attributes["data-name"])
    #expect(node.elements("script").isEmpty)
  }

  @Test func theStrictReaderRefusesBrokenMarkup() {
    for broken in [
      "<svg><g></svg>", "<svg a=1/>", "<svg a=\"1\" a=\"2\"/>", "<svg>&nbsp;</svg>",
      "<svg>a & b</svg>", "<svg a=\"<\"/>", "<svg/><svg/>", "<svg>",
    ] {
      #expect(throws: XMLProblem.self, "\(broken)") { try StrictXML.parse(broken) }
    }
  }
}
