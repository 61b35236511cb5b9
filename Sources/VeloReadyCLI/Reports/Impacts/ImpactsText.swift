import ScoreEngine
import VeloKit

/// `veloready impacts` as text: a heading per tag, then its sentences (docs/algorithm.md §15.7).
enum ImpactsText {
  static func render(_ report: ImpactsReport, _ run: ReportRun) -> [String] {
    let style = run.style
    var lines = run.title(
      "Impacts", report.range.text(unicode: style.unicode), origin: report.origin)
    lines += ActivitiesText.block(
      "the morning after each tagged day against the other \(report.scoredMornings) "
        + "mornings with a recovery", style)
    let dash = style.unicode ? "–" : "-"
    let rho = style.symbol("ρ", "rho")
    if report.impacts.isEmpty {
      lines.append("")
      lines.append("  no tags in these days; add one: veloready tag add alcohol")
    }
    for impact in report.impacts {
      lines.append("")
      lines.append("  " + style.paint(Shown.input(impact.name), .bold))
      var sentences = [
        ImpactSentence.recovery(Shown.input(impact.name), impact.recovery, dash: dash),
        ImpactSentence.hrv(impact.hrv, dash: dash),
      ]
      if let rating = impact.rating { sentences.append(ImpactSentence.rating(rating, rho: rho)) }
      for sentence in sentences {
        lines += ActivitiesText.block(sentence, indent: 4, style)
      }
    }
    return lines
  }
}
