/// The colours and the style sheet of the SVG charts and the HTML report (docs/formats.md §14).
///
/// The series colours follow the Okabe–Ito set, which stays distinguishable for the common
/// colour-vision deficiencies, darkened for a white page and lightened for a dark one so every
/// colour has at least 3:1 contrast with its background (WCAG's rule for graphics) and the
/// text at least 4.5:1. Lines also differ by dash, so no series is told apart by colour alone.
enum ChartPalette {
  /// A colour of the light and the dark scheme, named by its CSS custom property.
  struct Colour: Sendable {
    let name: String
    let light: String
    let dark: String
  }

  static let background = Colour(name: "bg", light: "#FFFFFF", dark: "#161616")
  static let text = Colour(name: "fg", light: "#1B1B1B", dark: "#E6E6E6")
  static let muted = Colour(name: "muted", light: "#555555", dark: "#B3B3B3")
  static let grid = Colour(name: "grid", light: "#D4D4D4", dark: "#3C3C3C")

  /// The series colours, `--c0` … `--c7`.
  static let series: [Colour] = [
    Colour(name: "c0", light: "#0072B2", dark: "#56B4E9"),
    Colour(name: "c1", light: "#C34F00", dark: "#F07E3A"),
    Colour(name: "c2", light: "#A1477E", dark: "#E38FC0"),
    Colour(name: "c3", light: "#00795A", dark: "#2EC29A"),
    Colour(name: "c4", light: "#2A7FB0", dark: "#8FD3FF"),
    Colour(name: "c5", light: "#8A6D00", dark: "#E0C341"),
    Colour(name: "c6", light: "#B36B00", dark: "#E69F00"),
    Colour(name: "c7", light: "#666666", dark: "#A0A0A0"),
  ]

  static var all: [Colour] { [background, text, muted, grid] + series }

  /// The custom properties on `selector`, light by default and dark when the reader asks (light
  /// again on paper).
  static func variables(_ selector: String) -> String {
    func block(_ pick: (Colour) -> String) -> String {
      all.map { "--\($0.name):\(pick($0));" }.joined()
    }
    return "\(selector){\(block(\.light))}\n"
      + "@media (prefers-color-scheme: dark){\(selector){\(block(\.dark))}}\n"
      + "@media print{\(selector){\(block(\.light))}}\n"
  }

  /// The rules every chart uses; `scope` prefixes them (`svg.chart` in a page).
  static let chartRules = """
    .chart text{font:12px system-ui,-apple-system,'Segoe UI',sans-serif;fill:var(--fg)}
    .chart .title{font-weight:600;font-size:14px}
    .chart .axis text,.chart .note{fill:var(--muted)}
    .chart .axis line,.chart .axis path{stroke:var(--muted);stroke-width:1;fill:none}
    .chart .gridline{stroke:var(--grid);stroke-width:1}
    .chart .zero{stroke:var(--muted);stroke-width:1;stroke-dasharray:2 2}
    .chart .zone text{fill:var(--muted);font-size:10px}
    .chart .line{fill:none;stroke-width:2;stroke-linejoin:round}
    .chart .dash{stroke-dasharray:6 3}
    .chart .dot{stroke-dasharray:1.5 2.5;stroke-linecap:round}
    .chart .thin{stroke-width:1.25}
    .chart .band{stroke:none;opacity:.22}
    .chart .zone rect{stroke:none;opacity:.12}
    .chart .bars{stroke:none}
    .chart .stack{stroke:var(--bg);stroke-width:.75}
    .chart .tick{stroke-width:1.5}
    .chart .bg{fill:var(--bg)}

    """

  /// `fill` and `stroke` of series colour `index` (wrapping), as classes `.k0` … `.k7`.
  static let colourRules =
    series.indices.map { index in
      ".chart .k\(index){stroke:var(--c\(index))}.chart .f\(index){fill:var(--c\(index))}"
    }.joined(separator: "\n") + "\n"

  /// The whole style sheet of a chart standing alone (`trends --svg`).
  static var standalone: String {
    variables("svg") + chartRules + colourRules
  }
}
