import Foundation
import ScoreEngine

/// How a frame of the Today view is to be drawn.
struct FrameState {
  /// Grey placeholder rings instead of the document's scores.
  var placeholders = false
  /// A progress note replacing the status line's origin ("calculating…", "updating…").
  var progress: String?
  /// Changes since the cached draw, by ring.
  var changes: [ScoreKind: Int?] = [:]
}

/// Renders the Today view as text: rings, then the selected sections (docs/architecture.md §9).
enum TodayText {
  /// Three rings side by side need this many columns; below it they are stacked.
  static let wideLayoutColumns = 64
  static let columnWidth = 20

  static func render(
    _ view: TodayView, frame: FrameState, style: TerminalStyle, now: Date, sections: [TodaySection]
  ) -> [String] {
    let rings = [
      ring(view, "sleep", "SLEEP", scale: 100, decimals: 0, frame, .sleep, style),
      ring(view, "recovery", "RECOVERY", scale: 100, decimals: 0, frame, .recovery, style),
      ring(view, "strain", "STRAIN", scale: 18, decimals: 1, frame, .strain, style),
    ]
    var lines = [""]
    lines += style.width >= wideLayoutColumns ? wide(rings, style) : stacked(rings, style)
    lines.append("")
    let context = SectionContext(style: style, now: now, progress: frame.progress)
    for section in sections where section.shouldShow(view) {
      lines += section.render(view, context)
    }
    lines.append("")
    return lines
  }

  static func ring(
    _ view: TodayView, _ key: String, _ name: String, scale: Double, decimals: Int,
    _ frame: FrameState, _ kind: ScoreKind, _ style: TerminalStyle
  ) -> RingModel {
    guard !frame.placeholders, let score = view.score(key) else {
      return RingModel(name: name, valueText: "--", fraction: nil, label: "", band: nil)
    }
    let value = score["value"]?.numberValue
    var label = score["label"]?.stringValue ?? reasonText(score["reason"]?.stringValue)
    if key == "strain", score["quality"]?.stringValue == "noData" { label = "No data" }
    var change: String?
    if let delta = frame.changes[kind] {
      if let delta {
        let shown = decimals == 0 ? String(abs(delta)) : Shown.number(Double(abs(delta)) / 10, 1)
        change = (delta > 0 ? style.symbol("▲", "^") : style.symbol("▼", "v")) + shown
      } else {
        change = style.symbol("●", "*") + "new"
      }
    }
    return RingModel(
      name: name, valueText: value.map { Shown.number($0, decimals) } ?? "--",
      fraction: value.map { $0 / scale } ?? 0, label: label, band: score["band"]?.stringValue,
      change: change)
  }

  static func reasonText(_ reason: String?) -> String {
    switch reason {
    case "no-sleep": return "No sleep data"
    case "insufficient-data": return "Not enough data"
    default: return ""
    }
  }

  static func caption(_ ring: RingModel, _ style: TerminalStyle) -> (name: String, label: String) {
    var label = style.paint(ring.label, ring.fraction == nil ? .grey : Tone.band(ring.band))
    if let change = ring.change { label += " " + style.paint(change, .bold) }
    return (style.paint(ring.name, .bold), label)
  }

  static func wide(_ rings: [RingModel], _ style: TerminalStyle) -> [String] {
    let drawn = rings.map { RingRenderer.lines($0, style: style) }
    var lines: [String] = []
    for row in 0..<RingRenderer.height {
      lines.append(
        trimmed("  " + drawn.map { TextWidth.center($0[row], in: columnWidth) }.joined()))
    }
    let captions = rings.map { caption($0, style) }
    lines.append(
      trimmed("  " + captions.map { TextWidth.center($0.name, in: columnWidth) }.joined()))
    lines.append(
      trimmed("  " + captions.map { TextWidth.center($0.label, in: columnWidth) }.joined()))
    return lines
  }

  static func stacked(_ rings: [RingModel], _ style: TerminalStyle) -> [String] {
    var lines: [String] = []
    for (index, ring) in rings.enumerated() {
      if index > 0 { lines.append("") }
      let caption = caption(ring, style)
      for (row, line) in RingRenderer.lines(ring, style: style).enumerated() {
        let side = row == 2 ? caption.name : row == 3 ? caption.label : ""
        lines.append(trimmed("  " + line + "   " + side))
      }
    }
    return lines
  }

  /// Drops trailing spaces so golden files carry no invisible differences.
  static func trimmed(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}
