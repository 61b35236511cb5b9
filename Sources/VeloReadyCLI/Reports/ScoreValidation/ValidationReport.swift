import ScoreEngine
import VeloJSON
import VeloKit

/// `veloready validate`: for each `ScoreRelation`, Spearman's rank correlation over the days of
/// the range with a 95 % interval and a plain verdict that refuses to conclude below 30 pairs
/// (docs/algorithm.md §15.3 and §15.4).
struct ValidationReport {
  /// One relation's result.
  struct Result {
    let relation: ScoreRelation
    let correlation: RankCorrelation
    let verdict: CorrelationVerdict
  }

  let range: DayRange
  let origin: ScoreOrigin
  let results: [Result]
  /// veloready's scores against the services' own, same day (docs/algorithm.md §15.6).
  var references: [ReferenceComparison] = []
  /// Whether no day of the range has a record (a pointer to the store's days then follows).
  var isBlank = false

  /// Tests every relation on the days of `range`.
  static func compute(_ run: ReportRun, _ range: DayRange) throws(CLIError) -> ValidationReport {
    let series = try ScoredDays.compute(run.setup, range, now: run.now)
    var report = ValidationReport(range: range, origin: series.origin, rows: series.rows)
    report.references = ReferenceComparison.all(rows: series.rows, references: series.references)
    report.isBlank = series.isBlank
    return report
  }

  init(range: DayRange, origin: ScoreOrigin, rows: [HistoryRow]) {
    self.range = range
    self.origin = origin
    results = ScoreRelation.all.map { relation in
      let correlation = RankCorrelation(relation.pairs(rows))
      return Result(
        relation: relation, correlation: correlation,
        verdict: CorrelationVerdict(correlation, expectsPositive: relation.expectsPositive))
    }
  }

  /// How many relations could be judged, and how many of those hold.
  var judged: Int { results.filter { $0.verdict != .tooFewPairs && $0.verdict != .noSpread }.count }
  var holding: Int {
    results.filter { if case .holds = $0.verdict { true } else { false } }.count
  }

  /// The conclusion in one sentence.
  var summary: String {
    let minimum = CorrelationVerdict.minimumPairs
    guard judged > 0 else {
      return "Not enough days to judge: each relation needs at least \(minimum) pairs of "
        + "consecutive days with data. Import more history or widen --days."
    }
    let counted = "\(holding) of \(judged) relation\(judged == 1 ? "" : "s") that could be judged"
    if holding == judged {
      return "\(counted) hold as expected: for you, the score tracks how your body responds."
    }
    if holding == 0 {
      return "\(counted) hold as expected: for you, the score does not predict the next day; "
        + "read it with care."
    }
    return "\(counted) hold as expected: the score means something for you, but not everything."
  }

  /// The verdict's id in JSON.
  static func id(_ verdict: CorrelationVerdict) -> String {
    switch verdict {
    case .tooFewPairs: return "too-few-pairs"
    case .noSpread: return "no-spread"
    case .holds: return "holds"
    case .unclear: return "unclear"
    case .contrary: return "contrary"
    }
  }

  static func strength(_ verdict: CorrelationVerdict) -> CorrelationStrength? {
    switch verdict {
    case .holds(let strength), .contrary(let strength): return strength
    default: return nil
    }
  }

  /// One comparison with a service's own score in JSON; ρ and its interval are `null` below
  /// the minimum of pairs.
  static func reference(_ comparison: ReferenceComparison) -> JSONValue {
    let judged = comparison.isJudged
    return .object([
      "metric": .string(comparison.metric.rawValue),
      "name": .string(comparison.name),
      "provider": .string(comparison.source.provider.rawValue),
      "source": .string(comparison.source.name),
      "pairs": .integer(comparison.correlation.pairs),
      "rho": .fixed(judged ? comparison.correlation.coefficient : nil, 3),
      "lower": .fixed(judged ? comparison.correlation.lower : nil, 3),
      "upper": .fixed(judged ? comparison.correlation.upper : nil, 3),
    ])
  }

  /// `veloready validate --json`: `veloready.validate/v1` (docs/formats.md §12).
  func document(_ setup: Setup) -> JSONValue {
    .object([
      "schema": .string("veloready.validate/v1"),
      "algorithm": .string(Algorithm.version),
      "from": .string(range.dates.lowerBound.description),
      "to": .string(range.dates.upperBound.description),
      "timeZone": .string(setup.timeZoneName),
      "origin": .string(origin.rawValue),
      "minimumPairs": .integer(CorrelationVerdict.minimumPairs),
      "relations": .array(
        results.map { result in
          .object([
            "id": .string(result.relation.id),
            "expected": .string(result.relation.expectsPositive ? "positive" : "negative"),
            "pairs": .integer(result.correlation.pairs),
            "rho": .fixed(result.correlation.coefficient, 3),
            "lower": .fixed(result.correlation.lower, 3),
            "upper": .fixed(result.correlation.upper, 3),
            "verdict": .string(Self.id(result.verdict)),
            "strength": .string(Self.strength(result.verdict)?.rawValue),
          ])
        }),
      "references": .array(references.map(Self.reference)),
      "judged": .integer(judged),
      "holding": .integer(holding),
      "summary": .string(summary),
    ])
  }
}
