import Foundation
import ScoreEngine

/// What a section needs besides the snapshot.
struct SectionContext {
  var style: TerminalStyle
  var now: Date
  /// Replaces the status line's origin while a computation is under way ("calculating…").
  var progress: String?
}

/// A registered Today section: when it shows and how it draws (DESIGN.md §7).
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
    TodaySection(id: .form, priority: 20, shouldShow: { $0.load.ctl != nil }, render: form),
    TodaySection(
      id: .activity, priority: 30, shouldShow: { $0.latestActivity != nil }, render: activity),
    TodaySection(
      id: .health, priority: 40,
      shouldShow: { $0.health.steps != nil || $0.health.activeEnergyKcal != nil }, render: health),
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
    let date = Shown.longDate(snapshot.date)
    var origin: String
    switch snapshot.origin {
    case .demo: origin = "demo data — run `veloready import` to use your own"
    case .cache:
      origin = "cached, computed " + Shown.age(from: snapshot.computedAt, to: context.now)
    case .fresh:
      origin = "computed " + Shown.age(from: snapshot.computedAt, to: context.now)
    }
    if let progress = context.progress { origin = progress }
    let dot = context.style.symbol("·", "-")
    var lines = [
      "  " + context.style.paint(date, .bold) + " \(dot) \(snapshot.timeZoneName) \(dot) " + origin
    ]
    for warning in snapshot.warnings {
      lines.append(
        "  " + context.style.paint(context.style.symbol("⚠", "!") + " " + warning, .amber))
    }
    return lines
  }

  static func alerts(_ snapshot: TodaySnapshot, _ context: SectionContext) -> [String] {
    snapshot.alerts.map { alert in
      "  "
        + context.style.paint(
          AlertsText.icon(alert.severity, context.style) + " " + alert.title,
          AlertsText.tone(alert.severity)) + ": " + alert.message
    }
  }

  static func form(_ snapshot: TodaySnapshot, _ context: SectionContext) -> [String] {
    let load = snapshot.load
    let style = context.style
    var first = "TSB " + Shown.signed(load.tsb, 1)
    first +=
      load.formZone.map { " " + style.paint(zoneName($0), zoneTone($0)) }
      ?? " (form zone after 42 days)"
    first += "  CTL " + Shown.number(load.ctl, 1)
    first += "  ATL " + Shown.number(load.atl, 1)
    if let ramp = load.rampRate {
      first += "  ramp " + Shown.signed(ramp, 1) + "/wk"
    }
    var lines = [labelled("Form", first, style)]
    let values = load.recentTSBTenths
    if values.contains(where: { $0 != nil }) {
      lines.append(
        labelled("", Sparkline.draw(values, unicode: style.unicode) + "  TSB, last 14 days", style))
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
    var parts =
      latest.name.map { [$0, sport] } ?? [sport.prefix(1).uppercased() + sport.dropFirst()]
    parts.append(Shown.duration(seconds: Double(latest.durationSeconds)))
    parts.append(
      "load " + Shown.number(latest.load, 1) + " (" + latest.method.rawValue + ")")
    let clock = snapshot.clock
    let day = clock.day(of: latest.start)
    let time = Shown.clockTime(latest.start, clock)
    parts.append(day == snapshot.date ? "today " + time : Shown.shortDate(day) + " " + time)
    return [labelled("Latest", parts.filter { !$0.isEmpty }.joined(separator: dot), context.style)]
  }

  static func health(_ snapshot: TodaySnapshot, _ context: SectionContext) -> [String] {
    let health = snapshot.health
    var parts: [String] = []
    func goal(_ value: Int?, _ target: Int, _ unit: String) -> String? {
      guard let value else { return nil }
      var text = Shown.grouped(Double(value)) + unit
      if target > 0 {
        text +=
          " of " + Shown.grouped(Double(target)) + " ("
          + String(Int((Double(value) / Double(target) * 100).rounded())) + " %)"
      }
      return text
    }
    if let steps = goal(health.steps, health.stepGoal, " steps") { parts.append(steps) }
    if let energy = goal(health.activeEnergyKcal, health.calorieGoal, " kcal") {
      parts.append(energy)
    }
    return [labelled("Today", parts.joined(separator: "   "), context.style)]
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
      text += ", most lost on \(loss.name.shown) (\(lost) of \(loss.possible))"
    }
    return [labelled("Why", text, context.style)]
  }
}
