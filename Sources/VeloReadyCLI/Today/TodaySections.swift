import Foundation
import ScoreEngine
import VeloKit

/// What a section needs besides the snapshot.
struct SectionContext {
  var style: TerminalStyle
  var now: Date
  /// Replaces the status line's origin while a computation is under way ("calculating…").
  var progress: String?
}

/// A registered Today section: when it shows and how it draws (docs/architecture.md §9).
struct TodaySection: Sendable {
  let id: SectionID
  let priority: Int
  let shouldShow: @Sendable (TodaySnapshot) -> Bool
  let render: @Sendable (TodaySnapshot, SectionContext) -> [String]
}

/// The registry of Today sections. Adding a section is adding one value here.
enum TodaySections {
  static let labelWidth = 10

  static let registry: [TodaySection] = [
    TodaySection(id: .status, priority: 0, shouldShow: { _ in true }, render: status),
    TodaySection(id: .alerts, priority: 10, shouldShow: { !$0.alerts.isEmpty }, render: alerts),
    TodaySection(
      id: .advice, priority: 12, shouldShow: { $0.adviceRule.advice != nil }, render: advice),
    TodaySection(id: .plan, priority: 13, shouldShow: showsPlan, render: plan),
    TodaySection(id: .night, priority: 15, shouldShow: { $0.night != nil }, render: night),
    TodaySection(id: .form, priority: 20, shouldShow: { $0.load.ctl != nil }, render: form),
    TodaySection(
      id: .hrvTrend, priority: 25,
      shouldShow: { $0.plan != nil && $0.baselines.hrv.kind != nil }, render: hrvTrend),
    TodaySection(
      id: .activity, priority: 30, shouldShow: { $0.latestActivity != nil }, render: activity),
    TodaySection(
      id: .health, priority: 40,
      shouldShow: { $0.health.steps != nil || $0.health.activeEnergyKcal != nil }, render: health),
    TodaySection(id: .tags, priority: 45, shouldShow: { !$0.tags.isEmpty }, render: tags),
    TodaySection(id: .why, priority: 50, shouldShow: { $0.recovery.value != nil }, render: why),
  ]

  /// The sections to draw: the configured ids in their order, else all by priority.
  static func selected(_ configured: [String]?) -> [TodaySection] {
    guard let configured else { return registry.sorted { $0.priority < $1.priority } }
    return configured.compactMap { id in registry.first { $0.id.rawValue == id } }
  }

  static func labelled(_ label: String, _ text: String, _ style: TerminalStyle) -> String {
    "  " + style.paint(TextWidth.pad(label, to: labelWidth), .dim) + text
  }

  static func status(_ snapshot: TodaySnapshot, _ context: SectionContext) -> [String] {
    let style = context.style
    var origin: String
    switch snapshot.origin {
    case .demo: origin = "demo data — run `veloready import` to use your own"
    case .cache:
      origin = "cached, computed " + Shown.age(from: snapshot.computedAt, to: context.now)
    case .fresh:
      origin = "computed " + Shown.age(from: snapshot.computedAt, to: context.now)
    }
    if let progress = context.progress { origin = progress }
    let dot = " " + style.symbol("·", "-") + " "
    let date = TextFit.Part(
      text: style.paint(Shown.longDate(snapshot.date), .bold), rank: 9, shortest: 0)
    let zone = TextFit.Part(text: snapshot.timeZoneName, separator: dot, rank: 0)
    var lines = [
      TextFit.line(
        "  ", [date, zone, TextFit.Part(text: origin, separator: dot, rank: 1, shortest: 12)],
        style)
    ]
    if context.progress == nil, let first = lines.first, !first.contains(style.ascii(origin)) {
      // Too narrow for the origin beside the date: it gets lines of its own rather than being
      // cut, since it may say what to do ("run `veloready import` …").
      lines =
        [TextFit.line("  ", [date, zone], style)]
        + TextFit.wrap(origin, after: "  ", hangingIndent: 2, style)
    }
    for warning in snapshot.warnings {
      lines += TextFit.wrap(
        style.paint(style.symbol("⚠", "!") + " " + warning, .amber), after: "  ",
        hangingIndent: 4, style)
    }
    if context.progress == nil {
      lines += notice(snapshot, today: snapshot.clock.day(of: context.now), style)
    }
    return lines
  }

  static func alerts(_ snapshot: TodaySnapshot, _ context: SectionContext) -> [String] {
    let style = context.style
    return snapshot.alerts.flatMap { alert in
      TextFit.wrap(
        style.paint(
          AlertsText.icon(alert.severity, style) + " " + alert.title,
          AlertsText.tone(alert.severity)) + ": " + alert.message,
        after: "  ", hangingIndent: 4, style)
    }
  }

  static func form(_ snapshot: TodaySnapshot, _ context: SectionContext) -> [String] {
    let load = snapshot.load
    let style = context.style
    var parts = [TextFit.Part(text: "TSB " + Shown.signed(load.tsb, 1), rank: 9, shortest: 0)]
    if let zone = load.formZone {
      parts.append(
        TextFit.Part(text: style.paint(zoneName(zone), zoneTone(zone)), separator: " ", rank: 5))
    } else {
      // Anchored today: established from tomorrow; otherwise τc days after the first day.
      let anchoredToday = load.anchor?.date == snapshot.date
      let when = anchoredToday ? "from tomorrow" : "after \(load.ctlDays) days"
      parts.append(TextFit.Part(text: "(form zone \(when))", separator: " ", rank: 2))
    }
    parts.append(
      TextFit.Part(
        text: "CTL " + Shown.number(load.ctl, 1), separator: "  ", rank: 4, marksDrop: true))
    parts.append(
      TextFit.Part(
        text: "ATL " + Shown.number(load.atl, 1), separator: "  ", rank: 3, marksDrop: true))
    if let ramp = load.rampRate {
      parts.append(
        TextFit.Part(
          text: "ramp " + Shown.signed(ramp, 1) + "/wk", separator: "  ", rank: 1,
          marksDrop: true))
    }
    var lines = [TextFit.line(labelled("Form", "", style), parts, style)]
    let values = load.recentTSBTenths
    if values.contains(where: { $0 != nil }) {
      lines.append(
        TextFit.line(
          labelled("", Sparkline.draw(values, unicode: style.unicode), style),
          [TextFit.Part(text: "  TSB, last 14 days", rank: 0)], style))
    }
    return lines
  }

  static func zoneName(_ zone: FormZone) -> String {
    zone == .highRisk ? "high risk" : zone.rawValue
  }

  static func zoneTone(_ zone: FormZone) -> Tone {
    switch zone {
    case .optimal: return .green
    case .grey, .fresh: return .yellow
    case .transition: return .amber
    case .highRisk: return .red
    }
  }

  static func activity(_ snapshot: TodaySnapshot, _ context: SectionContext) -> [String] {
    guard let latest = snapshot.latestActivity else { return [] }
    let dot = " " + context.style.symbol("·", "-") + " "
    let sport = latest.sport.rawValue
    var parts: [TextFit.Part] = []
    if let name = latest.name {
      parts.append(TextFit.Part(text: Shown.input(name), rank: 4, shortest: 8))
      parts.append(TextFit.Part(text: sport, separator: dot, rank: 1))
    } else {
      parts.append(
        TextFit.Part(
          text: sport.prefix(1).uppercased() + sport.dropFirst(), rank: 4, shortest: 8))
    }
    parts += [
      TextFit.Part(
        text: Shown.duration(seconds: Double(latest.durationSeconds)), separator: dot, rank: 2),
      TextFit.Part(text: "load " + Shown.number(latest.load, 1), separator: dot, rank: 3),
      TextFit.Part(text: "(" + latest.method.rawValue + ")", separator: " ", rank: 0),
    ]
    let clock = snapshot.clock
    let day = clock.day(of: latest.start)
    let time = Shown.clockTime(latest.start, clock)
    parts.append(
      TextFit.Part(
        text: day == snapshot.date
          ? "today " + time
          : Shown.shortDate(day, today: clock.day(of: context.now)) + " " + time,
        separator: dot, rank: 6, shortest: 0))
    return [TextFit.line(labelled("Latest", "", context.style), parts, context.style)]
  }

  static func health(_ snapshot: TodaySnapshot, _ context: SectionContext) -> [String] {
    let health = snapshot.health
    var parts: [TextFit.Part] = []
    func goal(_ value: Int?, _ target: Int, _ unit: String, rank: Int) {
      guard let value else { return }
      parts.append(
        TextFit.Part(
          text: Shown.grouped(Double(value)) + unit, separator: "   ", rank: rank + 1,
          shortest: parts.isEmpty ? 0 : nil))
      guard target > 0 else { return }
      let percent = Int((Double(value) / Double(target) * 100).rounded())
      parts.append(
        TextFit.Part(
          text: " of " + Shown.grouped(Double(target)) + " (\(percent) %)", rank: rank))
    }
    goal(health.steps, health.stepGoal, " steps", rank: 2)
    goal(health.activeEnergyKcal, health.calorieGoal, " kcal", rank: 0)
    return [TextFit.line(labelled("Today", "", context.style), parts, context.style)]
  }

  /// `alcohol, stress 4`: the date's tags, a rated one with its rating (docs/formats.md §5.7).
  static func tags(_ snapshot: TodaySnapshot, _ context: SectionContext) -> [String] {
    let names = snapshot.tags.map { tag in
      tag.name + (tag.value.map { " " + Shown.number($0, 0) } ?? "")
    }
    return TextFit.wrap(
      names.joined(separator: ", "), after: labelled("Tags", "", context.style),
      hangingIndent: labelWidth + 2, context.style)
  }

  /// Recovery's largest gain (most points) and largest loss (most of its possible points missed).
  static func why(_ snapshot: TodaySnapshot, _ context: SectionContext) -> [String] {
    let recovery = snapshot.recovery
    guard let value = recovery.value, !recovery.components.isEmpty else { return [] }
    typealias Part = (name: ComponentName, points: Int, possible: Int)
    let parts: [Part] = recovery.components.map {
      ($0.name, $0.points, Int(($0.weight * 100).rounded()))
    }
    var text = "recovery \(value)"
    let gain = parts.max(by: { $0.points < $1.points })
    if let gain {
      text += ": most from \(gain.name.shown) (\(gain.points) of \(gain.possible))"
    }
    // The largest loss among the other components: one component rarely explains both.
    let others = parts.filter { $0.name != gain?.name }
    if let loss = others.max(by: { $0.possible - $0.points < $1.possible - $1.points }),
      loss.possible - loss.points >= 1
    {
      let lost = loss.possible - loss.points
      // "lost" leads, so "30 of 30" cannot be read as full marks (docs/algorithm.md §10).
      text += ", lost \(lost) of \(loss.possible) on \(loss.name.shown)"
    }
    return TextFit.wrap(
      text, after: labelled("Why", "", context.style), hangingIndent: labelWidth + 2,
      context.style)
  }
}
