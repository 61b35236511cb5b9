import Foundation
import ScoreEngine

/// What a section needs besides the document.
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
  let shouldShow: @Sendable (TodayView) -> Bool
  let render: @Sendable (TodayView, SectionContext) -> [String]
}

/// The registry of Today sections. Adding a section is adding one value here.
enum TodaySections {
  static let labelWidth = 10

  static let registry: [TodaySection] = [
    TodaySection(id: .status, priority: 0, shouldShow: { _ in true }, render: status),
    TodaySection(id: .alerts, priority: 10, shouldShow: { !$0.alerts.isEmpty }, render: alerts),
    TodaySection(
      id: .form, priority: 20, shouldShow: { $0.load?["ctl"]?.numberValue != nil }, render: form),
    TodaySection(
      id: .activity, priority: 30, shouldShow: { $0.latestActivity != nil }, render: activity),
    TodaySection(
      id: .health, priority: 40,
      shouldShow: {
        $0.health?["steps"]?.numberValue != nil
          || $0.health?["activeEnergyKcal"]?.numberValue != nil
      },
      render: health),
    TodaySection(
      id: .why, priority: 50, shouldShow: { $0.score("recovery")?["value"]?.numberValue != nil },
      render: why),
  ]

  /// The sections to draw: the configured ids in their order, else all by priority.
  static func selected(_ configured: [String]?) -> [TodaySection] {
    guard let configured else { return registry.sorted { $0.priority < $1.priority } }
    return configured.compactMap { id in registry.first { $0.id.rawValue == id } }
  }

  static func labelled(_ label: String, _ text: String, _ style: TerminalStyle) -> String {
    "  " + style.paint(TextWidth.pad(label, to: labelWidth), .dim) + text
  }

  static func status(_ view: TodayView, _ context: SectionContext) -> [String] {
    let date = view.date.map(Shown.longDate) ?? ""
    var origin: String
    switch view.origin {
    case "demo": origin = "demo data — run `veloready import` to use your own"
    case "cache":
      origin =
        "cached, computed "
        + (view.computedAt.map { Shown.age(from: $0, to: context.now) } ?? "earlier")
    default:
      origin = "computed " + (view.computedAt.map { Shown.age(from: $0, to: context.now) } ?? "now")
    }
    if let progress = context.progress { origin = progress }
    let dot = context.style.symbol("·", "-")
    var lines = [
      "  " + context.style.paint(date, .bold) + " \(dot) \(view.timeZone) \(dot) " + origin
    ]
    for warning in view.warnings {
      lines.append(
        "  " + context.style.paint(context.style.symbol("⚠", "!") + " " + warning, .amber))
    }
    return lines
  }

  static func alerts(_ view: TodayView, _ context: SectionContext) -> [String] {
    view.alerts.map { alert in
      let (icon, tone): (String, Tone) =
        switch alert.severity {
        case "critical": (context.style.symbol("✖", "!!"), .red)
        case "warning": (context.style.symbol("▲", "!"), .amber)
        default: (context.style.symbol("ℹ", "i"), .grey)
        }
      return "  " + context.style.paint(icon + " " + alert.title, tone) + ": " + alert.message
    }
  }

  static func form(_ view: TodayView, _ context: SectionContext) -> [String] {
    guard let load = view.load else { return [] }
    let style = context.style
    let zone = load["formZone"]?.stringValue
    var first = "TSB " + Shown.signed(load["tsb"]?.numberValue, 1)
    first +=
      zone.map { " " + style.paint(zoneName($0), zoneTone($0)) } ?? " (form zone after 42 days)"
    first += "  CTL " + Shown.number(load["ctl"]?.numberValue, 1)
    first += "  ATL " + Shown.number(load["atl"]?.numberValue, 1)
    if let ramp = load["rampRate"]?.numberValue {
      first += "  ramp " + Shown.signed(ramp, 1) + "/wk"
    }
    var lines = [labelled("Form", first, style)]
    let values = view.recentTSBTenths
    if values.contains(where: { $0 != nil }) {
      lines.append(
        labelled("", Sparkline.draw(values, unicode: style.unicode) + "  TSB, last 14 days", style))
    }
    return lines
  }

  static func zoneName(_ zone: String) -> String {
    zone == "highRisk" ? "high risk" : zone
  }

  static func zoneTone(_ zone: String) -> Tone {
    switch zone {
    case "optimal": return .green
    case "grey", "fresh": return .yellow
    case "transition": return .amber
    default: return .red
    }
  }

  static func activity(_ view: TodayView, _ context: SectionContext) -> [String] {
    guard let latest = view.latestActivity else { return [] }
    let dot = " " + context.style.symbol("·", "-") + " "
    let sport = latest["sport"]?.stringValue ?? "activity"
    var parts =
      latest["name"]?.stringValue.map { [$0, sport] } ?? [
        sport.prefix(1).uppercased() + sport.dropFirst()
      ]
    if let seconds = latest["durationSeconds"]?.numberValue {
      parts.append(Shown.duration(seconds: seconds))
    }
    parts.append(
      "load " + Shown.number(latest["load"]?.numberValue, 1) + " ("
        + (latest["method"]?.stringValue ?? "") + ")")
    if let start = latest["start"]?.stringValue {
      let day = LocalDate(iso: start.prefix(10))
      let time = String(start.dropFirst(11).prefix(5))
      parts.append(
        day == view.date ? "today " + time : (day.map(Shown.shortDate) ?? "") + " " + time)
    }
    return [labelled("Latest", parts.filter { !$0.isEmpty }.joined(separator: dot), context.style)]
  }

  static func health(_ view: TodayView, _ context: SectionContext) -> [String] {
    guard let health = view.health else { return [] }
    var parts: [String] = []
    func goal(_ value: Double?, _ target: Double?, _ unit: String) -> String? {
      guard let value else { return nil }
      var text = Shown.grouped(value) + unit
      if let target, target > 0 {
        text +=
          " of " + Shown.grouped(target) + " (" + String(Int((value / target * 100).rounded()))
          + " %)"
      }
      return text
    }
    if let steps = goal(health["steps"]?.numberValue, health["stepGoal"]?.numberValue, " steps") {
      parts.append(steps)
    }
    if let energy = goal(
      health["activeEnergyKcal"]?.numberValue, health["calorieGoal"]?.numberValue, " kcal")
    {
      parts.append(energy)
    }
    return [labelled("Today", parts.joined(separator: "   "), context.style)]
  }

  /// Recovery's largest gain (most points) and largest loss (most of its possible points missed).
  static func why(_ view: TodayView, _ context: SectionContext) -> [String] {
    guard let recovery = view.score("recovery"), let value = recovery["value"]?.numberValue,
      let components = recovery["components"]?.arrayValue, !components.isEmpty
    else { return [] }
    typealias Part = (name: String, points: Double, possible: Double)
    let parts: [Part] = components.map {
      let weight = $0["weight"]?.numberValue ?? 0
      return (
        $0["name"]?.stringValue ?? "", $0["points"]?.numberValue ?? 0, (weight * 100).rounded()
      )
    }
    var text = "recovery \(Int(value))"
    let gain = parts.max(by: { $0.points < $1.points })
    if let gain {
      text +=
        ": most from \(componentName(gain.name)) (\(Int(gain.points)) of \(Int(gain.possible)))"
    }
    // The largest loss among the other components: one component rarely explains both.
    let others = parts.filter { $0.name != gain?.name }
    if let loss = others.max(by: { $0.possible - $0.points < $1.possible - $1.points }),
      loss.possible - loss.points >= 1
    {
      let lost = Int(loss.possible - loss.points)
      text += ", most lost on \(componentName(loss.name)) (\(lost) of \(Int(loss.possible)))"
    }
    return [labelled("Why", text, context.style)]
  }

  static func componentName(_ name: String) -> String {
    switch name {
    case "hrv": return "HRV"
    case "rhr": return "resting HR"
    case "respiratory": return "breathing"
    default: return name
    }
  }
}
