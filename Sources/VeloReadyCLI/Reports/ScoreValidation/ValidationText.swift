import ScoreEngine
import VeloKit

/// `veloready validate` as text (docs/architecture.md §14).
enum ValidationText {
  static func render(_ report: ValidationReport, _ run: ReportRun) -> [String] {
    let style = run.style
    let width = style.width - 2
    let rho = style.symbol("ρ", "rho")
    let arrow = style.symbol("→", "->")
    var lines = run.title(
      "Validate", report.range.text(unicode: style.unicode), origin: report.origin)
    lines += TextFit.wrap(
      "Does the score mean anything for you? Each relation pairs a day with the next and asks "
        + "whether their ranks move together: Spearman's \(rho) with a 95 % interval "
        + "(Fisher's z).", after: "  ", hangingIndent: 2, style)
    for result in report.results {
      lines.append("")
      let relation = result.relation
      let title = relation.title.replacingOccurrences(of: ", then", with: " \(arrow)")
      lines += TextFit.wrap(
        title.prefix(1).uppercased() + title.dropFirst(), hangingIndent: 0, width: width, style
      ).map { "  " + style.paint($0, .bold) }
      let correlation = result.correlation
      var figures = "n \(correlation.pairs)"
      if let coefficient = correlation.coefficient {
        figures += "\(run.dot)\(rho) \(Shown.signed(coefficient, 2))"
      }
      if let lower = correlation.lower, let upper = correlation.upper {
        figures += "\(run.dot)95 % interval \(Shown.signed(lower, 2)) to \(Shown.signed(upper, 2))"
      }
      figures += "\(run.dot)expected \(relation.expectsPositive ? "positive" : "negative")"
      lines += TextFit.wrap(figures, after: "    ", hangingIndent: 6, style)
      let (verdict, tone) = words(result, relation)
      lines += TextFit.wrap(verdict, hangingIndent: 2, width: width - 2, style).map {
        "    " + style.paint($0, tone)
      }
    }
    lines.append("")
    lines += TextFit.wrap("Verdict: " + report.summary, after: "  ", hangingIndent: 4, style)
    lines += references(report.references, run)
    return lines
  }

  /// veloready's scores against the services' own (docs/algorithm.md §15.6), e.g. "your VR-2
  /// recovery against WHOOP's recovery: ρ +0.71 [+0.55, +0.82], n 173".
  static func references(_ comparisons: [ReferenceComparison], _ run: ReportRun) -> [String] {
    guard !comparisons.isEmpty else { return [] }
    let style = run.style
    let width = style.width - 2
    let rho = style.symbol("ρ", "rho")
    var lines = [""]
    lines += TextFit.wrap(
      "Against the services' own scores, day by day", hangingIndent: 0, width: width, style
    ).map {
      "  " + style.paint($0, .bold)
    }
    lines += TextFit.wrap(
      "The same days ranked by veloready and by the service; no verdict: neither is the truth.",
      hangingIndent: 0, width: width - 2, style
    ).map { "    " + style.paint($0, .grey) }
    for comparison in comparisons {
      let correlation = comparison.correlation
      var text =
        "your \(Algorithm.version) \(comparison.metric.rawValue) against "
        + "\(Shown.input(comparison.source.name))'s \(Shown.input(comparison.name)): "
      if comparison.isJudged, let coefficient = correlation.coefficient,
        let lower = correlation.lower, let upper = correlation.upper
      {
        text +=
          "\(rho) \(Shown.signed(coefficient, 2)) [\(Shown.signed(lower, 2)), "
          + "\(Shown.signed(upper, 2))], n \(correlation.pairs)"
      } else {
        text +=
          "too few days to rank (\(correlation.pairs) of the "
          + "\(CorrelationVerdict.minimumPairs) needed)"
      }
      lines += TextFit.wrap(text, after: "    ", hangingIndent: 6, style)
    }
    return lines
  }

  static func words(_ result: ValidationReport.Result, _ relation: ScoreRelation) -> (String, Tone)
  {
    switch result.verdict {
    case .tooFewPairs:
      return (
        "too few pairs to judge (\(result.correlation.pairs) of the "
          + "\(CorrelationVerdict.minimumPairs) needed)", .grey
      )
    case .noSpread: return ("one side never varies: nothing to rank", .grey)
    case .holds(let strength):
      return ("holds (\(strength.rawValue)): \(relation.meaning)", .green)
    case .unclear: return ("no clear relation: the interval includes zero", .yellow)
    case .contrary(let strength):
      return ("runs against expectation (\(strength.rawValue))", .red)
    }
  }
}
