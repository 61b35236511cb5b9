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
    lines += Wrapping.wrap(
      "Does the score mean anything for you? Each relation pairs a day with the next and asks "
        + "whether their ranks move together: Spearman's \(rho) with a 95 % interval "
        + "(Fisher's z).", width: width
    ).map { "  " + $0 }
    for result in report.results {
      lines.append("")
      let relation = result.relation
      let title = relation.title.replacingOccurrences(of: ", then", with: " \(arrow)")
      lines += Wrapping.wrap(title.prefix(1).uppercased() + title.dropFirst(), width: width)
        .map { "  " + style.paint($0, .bold) }
      let correlation = result.correlation
      var figures = "n \(correlation.pairs)"
      if let coefficient = correlation.coefficient {
        figures += "\(run.dot)\(rho) \(Shown.signed(coefficient, 2))"
      }
      if let lower = correlation.lower, let upper = correlation.upper {
        figures += "\(run.dot)95 % interval \(Shown.signed(lower, 2)) to \(Shown.signed(upper, 2))"
      }
      figures += "\(run.dot)expected \(relation.expectsPositive ? "positive" : "negative")"
      lines += Wrapping.wrap(figures, width: width - 2, indent: 2).map { "    " + $0 }
      let (verdict, tone) = words(result, relation)
      lines += Wrapping.wrap(verdict, width: width - 2, indent: 2).map {
        "    " + style.paint($0, tone)
      }
    }
    lines.append("")
    lines += Wrapping.wrap("Verdict: " + report.summary, width: width, indent: 2).map { "  " + $0 }
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
