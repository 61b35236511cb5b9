import Foundation
import ScoreEngine
import VeloKit

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
    _ snapshot: TodaySnapshot, frame: FrameState, style: TerminalStyle, now: Date,
    sections: [TodaySection]
  ) -> [String] {
    blocks(snapshot, frame: frame, style: style, now: now, sections: sections).flatMap(\.lines)
  }

  /// The view as blocks a live frame keeps or leaves out whole when the screen is too short
  /// (docs/architecture.md §9): the rings and the status line always, then the alerts, then the
  /// other sections in their order.
  static func blocks(
    _ snapshot: TodaySnapshot, frame: FrameState, style: TerminalStyle, now: Date,
    sections: [TodaySection]
  ) -> [FrameBlock] {
    let rings = [
      ring(snapshot.sleep, "SLEEP", frame, .sleep, style),
      ring(snapshot.recovery, "RECOVERY", frame, .recovery, style),
      strainRing(snapshot.strain, frame, style),
    ]
    var lines = [""]
    lines += style.width >= wideLayoutColumns ? wide(rings, style) : stacked(rings, style)
    if !frame.placeholders,
      let footnote = LimitedData.footnote([snapshot.sleep, snapshot.recovery])
    {
      lines += TextFit.wrap(style.paint(footnote, .dim), after: "  ", hangingIndent: 4, style)
    }
    lines.append("")
    // Whatever a section could not fit (rings on a very narrow screen) is cut at the edge.
    let cut = { (lines: [String]) in lines.map { TextFit.cut($0, to: style.width, style) } }
    var blocks = [FrameBlock(cut(lines), rank: nil)]
    let context = SectionContext(style: style, now: now, progress: frame.progress)
    for section in TodaySections.keepingCritical(sections, snapshot)
    where section.shouldShow(snapshot) {
      let rank: Int? = section.id == .status ? nil : section.id == .alerts ? 0 : 1
      blocks.append(FrameBlock(cut(section.render(snapshot, context)), rank: rank))
    }
    blocks.append(FrameBlock([""], rank: 2))
    return blocks
  }

  /// What stands for the blocks a live frame left out: how many lines the final frame adds.
  static func more(_ lines: Int, _ style: TerminalStyle) -> String {
    let text = "  " + style.symbol("…", "...") + " \(lines) more lines once updated"
    return TextFit.cut(style.paint(text, .dim), to: style.width, style)
  }

  static func placeholder(_ name: String) -> RingModel {
    RingModel(name: name, valueText: "--", fraction: nil, label: "", tone: .grey)
  }

  /// A sleep or recovery ring.
  static func ring(
    _ score: TodaySnapshot.Score, _ name: String, _ frame: FrameState, _ kind: ScoreKind,
    _ style: TerminalStyle
  ) -> RingModel {
    guard !frame.placeholders else { return placeholder(name) }
    return RingModel(
      name: name, valueText: score.value.map { String($0) } ?? "--",
      fraction: score.value.map { Double($0) / 100 } ?? 0,
      label: (score.band?.label ?? reasonText(score.reason))
        + (LimitedData.isMarked(score) ? LimitedData.mark : ""), tone: Tone.band(score.band),
      change: change(frame.changes[kind], decimals: 0, style))
  }

  static func strainRing(
    _ strain: TodaySnapshot.Strain, _ frame: FrameState, _ style: TerminalStyle
  )
    -> RingModel
  {
    guard !frame.placeholders else { return placeholder("STRAIN") }
    return RingModel(
      name: "STRAIN", valueText: Shown.number(strain.value, 1), fraction: strain.value / 18,
      label: strain.quality == .noData ? "No data" : strain.band.label,
      tone: Tone.band(strain.band), change: change(frame.changes[.strain], decimals: 1, style))
  }

  /// `▲3`, `▼0.5`, or `●new` for a score that appeared or disappeared.
  static func change(_ change: Int??, decimals: Int, _ style: TerminalStyle) -> String? {
    guard let change else { return nil }
    guard let delta = change else { return style.symbol("●", "*") + "new" }
    let shown = decimals == 0 ? String(abs(delta)) : Shown.number(Double(abs(delta)) / 10, 1)
    return (delta > 0 ? style.symbol("▲", "^") : style.symbol("▼", "v")) + shown
  }

  static func reasonText(_ reason: AbsentReason?) -> String {
    switch reason {
    case .noSleep?: return "No sleep data"
    case .insufficientData?: return "Not enough data"
    default: return ""
    }
  }

  static func caption(_ ring: RingModel, _ style: TerminalStyle) -> (name: String, label: String) {
    var label = style.paint(ring.label, ring.fraction == nil ? .grey : ring.tone)
    if let change = ring.change { label += " " + style.paint(change, .bold) }
    return (style.paint(ring.name, .bold), label)
  }

  static func wide(_ rings: [RingModel], _ style: TerminalStyle) -> [String] {
    let drawn = rings.map { RingRenderer.lines($0, style: style) }
    var lines: [String] = []
    for row in 0..<RingRenderer.height {
      lines.append(
        TextFit.trimmed("  " + drawn.map { TextWidth.center($0[row], in: columnWidth) }.joined()))
    }
    let captions = rings.map { caption($0, style) }
    lines.append(
      TextFit.trimmed("  " + captions.map { TextWidth.center($0.name, in: columnWidth) }.joined()))
    lines.append(
      TextFit.trimmed("  " + captions.map { TextWidth.center($0.label, in: columnWidth) }.joined()))
    return lines
  }

  static func stacked(_ rings: [RingModel], _ style: TerminalStyle) -> [String] {
    var lines: [String] = []
    for (index, ring) in rings.enumerated() {
      if index > 0 { lines.append("") }
      let caption = caption(ring, style)
      for (row, line) in RingRenderer.lines(ring, style: style).enumerated() {
        let side = row == 2 ? caption.name : row == 3 ? caption.label : ""
        lines.append(TextFit.trimmed("  " + line + "   " + side))
      }
    }
    return lines
  }
}
