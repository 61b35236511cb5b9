import ScoreEngine
import VeloKit
import VeloStore

/// The text and JSON forms of `veloready alerts`.
enum AlertsText {
  /// The alerts of `date`; `demo` is the note said on the title line when they are the demo's.
  static func render(
    _ alerts: [EvaluatedAlert], date: LocalDate, demo: String? = nil, style: TerminalStyle
  ) -> [String] {
    let dot = " " + style.symbol("·", "-") + " "
    var lines = TextFit.wrap(
      "Alerts for \(Shown.longDate(date))" + (demo.map { dot + $0 } ?? ""), after: "",
      hangingIndent: 2, style)
    let showing = alerts.filter { !$0.hidden }
    let hidden = alerts.filter(\.hidden)
    if showing.isEmpty { lines.append("  No active alerts.") }
    for alert in showing { lines += describe(alert, style) }
    if !hidden.isEmpty {
      lines.append("Dismissed")
      for alert in hidden { lines += describe(alert, style) }
    }
    return lines
  }

  /// The mark of a severity: `✖` critical, `⚠` warning, `ℹ` information.
  static func icon(_ severity: AlertSeverity, _ style: TerminalStyle) -> String {
    switch severity {
    case .critical: return style.symbol("✖", "!!")
    case .warning: return style.symbol("⚠", "!")
    case .info: return style.symbol("ℹ", "i")
    }
  }

  /// The colour of a severity.
  static func tone(_ severity: AlertSeverity) -> Tone {
    switch severity {
    case .critical: return .red
    case .warning: return .amber
    case .info: return .grey
    }
  }

  static func describe(_ alert: EvaluatedAlert, _ style: TerminalStyle) -> [String] {
    let icon = icon(alert.severity, style)
    let title =
      style.paint("\(icon) \(alert.definition.title)", alert.hidden ? .grey : tone(alert.severity))
      + " (\(alert.severity.rawValue), \(alert.definition.id.rawValue))"
    var lines = TextFit.wrap(title, after: "  ", hangingIndent: 4, style)
    lines += TextFit.wrap(
      Shown.input(alert.message), after: "    ", hangingIndent: 4, style)
    lines += TextFit.wrap(
      alert.definition.rule + evidence(alert.condition.evidence), after: "    why: ",
      hangingIndent: 9, style)
    if let dismissal = alert.dismissal {
      if alert.hidden {
        lines += TextFit.wrap(
          "dismissed" + returnClause(dismissal, alert.definition), after: "    ",
          hangingIndent: 6, style)
      } else if let returned = alert.returnedBecause {
        lines += TextFit.wrap(
          "dismissed for \(dismissal.dismissedOn), now \(returned)", after: "    ",
          hangingIndent: 6, style)
      }
    }
    return lines
  }

  /// `" (1 of 3); it returns on 2026-11-23, or sooner if z falls a further 0.50"`.
  static func returnClause(_ dismissal: Dismissal, _ definition: AlertDefinition) -> String {
    var text = " for \(dismissal.dismissedOn)"
    if let maximum = definition.policy.maximumDismissals {
      text += " (\(dismissal.count) of \(maximum))"
    }
    var returns: [String] = []
    var dates: [LocalDate] = []
    if let days = definition.policy.reappearAfterDays {
      dates.append(dismissal.dismissedOn.adding(days: days))
    }
    if let until = dismissal.until { dates.append(until.adding(days: 1)) }
    if let first = dates.min() { returns.append("it returns on \(first)") }
    if let worsening = definition.policy.worsening, dismissal.metric != nil {
      returns.append((returns.isEmpty ? "it returns if " : "or sooner if ") + worsening.phrase)
    }
    if returns.isEmpty {
      returns.append("it returns once the condition has cleared and comes back")
    }
    return text + "; " + returns.joined(separator: ", ")
  }

  private static func evidence(_ figures: [Figure]) -> String {
    let parts = figures.compactMap { figure -> String? in
      switch figure.value {
      case .number(let value, let decimals):
        return "\(figure.name) \(Shown.number(value, decimals))"
      case .text(let text): return "\(figure.name) \(Shown.input(text))"
      case .none: return nil
      }
    }
    return parts.isEmpty ? "" : "; today: " + parts.joined(separator: ", ")
  }
}
