import ScoreEngine
import VeloJSON

/// `veloready impacts --json`: `veloready.impacts/v1` (docs/formats.md §10).
enum ImpactsDocument {
  static let schema = "veloready.impacts/v1"

  static func build(_ report: ImpactsReport, _ setup: Setup) -> JSONValue {
    .object([
      "schema": .string(schema),
      "algorithm": .string(Algorithm.version),
      "from": .string(report.range.dates.lowerBound.description),
      "to": .string(report.range.dates.upperBound.description),
      "timeZone": .string(setup.timeZoneName),
      "origin": .string(report.origin.rawValue),
      "minimumPerGroup": .integer(GroupDifference.minimumPerGroup),
      "minimumRatedPairs": .integer(ImpactsReport.minimumRatedPairs),
      "tags": .array(
        report.impacts.map { impact in
          .object([
            "name": .string(impact.name),
            "recovery": group(impact.recovery),
            "lnHrv": group(impact.hrv),
            "rating": rating(impact.rating),
          ])
        }),
    ])
  }

  /// A comparison: counts, means, difference with its interval, Cliff's delta, and whether it
  /// was judged.
  static func group(_ result: GroupDifference) -> JSONValue {
    .object([
      "tagged": .integer(result.tagged),
      "untagged": .integer(result.untagged),
      "enoughDays": .bool(result.isJudged),
      "taggedMean": .fixed(result.taggedMean, 4),
      "untaggedMean": .fixed(result.untaggedMean, 4),
      "difference": .fixed(result.difference, 4),
      "lower": .fixed(result.lower, 4),
      "upper": .fixed(result.upper, 4),
      "degreesOfFreedom": .fixed(result.degreesOfFreedom, 2),
      "cliffsDelta": .fixed(result.cliffsDelta, 4),
    ])
  }

  static func rating(_ correlation: RankCorrelation?) -> JSONValue {
    guard let correlation else { return .null }
    let judged = correlation.pairs >= ImpactsReport.minimumRatedPairs
    return .object([
      "pairs": .integer(correlation.pairs),
      "enoughDays": .bool(judged && correlation.coefficient != nil),
      "rho": .fixed(judged ? correlation.coefficient : nil, 4),
      "lower": .fixed(judged ? correlation.lower : nil, 4),
      "upper": .fixed(judged ? correlation.upper : nil, 4),
    ])
  }
}
