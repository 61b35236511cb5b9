import HealthImport
import ScoreEngine

/// One comparison of a veloready score with a service's own score of the same days: Spearman's ρ
/// with its 95 % interval over the days both have, and no verdict (docs/algorithm.md §15.6).
struct ReferenceComparison {
  /// The veloready score compared.
  let metric: ReferenceScore.Metric
  /// The service.
  let source: Source
  /// The service's own name of its score, e.g. `readiness`.
  let name: String
  /// ρ, its interval and the number of days paired.
  let correlation: RankCorrelation

  /// Whether there are enough pairs to show ρ (docs/algorithm.md §15.4).
  var isJudged: Bool { correlation.pairs >= CorrelationVerdict.minimumPairs }

  /// One comparison per service and score that `references` holds, in the order recovery,
  /// sleep, strain, then by source; each pairs the day's displayed veloready score (a `rows` day)
  /// with the service's score of that day.
  static func all(rows: [HistoryRow], references: [Int: [ReferenceScore]])
    -> [ReferenceComparison]
  {
    var pairs: [Key: [(x: Double, y: Double)]] = [:]
    var names: [Key: String] = [:]
    for row in rows {
      for score in references[row.date.dayNumber] ?? [] {
        let key = Key(metric: score.metric, source: score.source)
        names[key] = names[key] ?? score.name
        if pairs[key] == nil { pairs[key] = [] }
        if let mine = value(score.metric, row) {
          pairs[key, default: []].append((mine, score.value))
        }
      }
    }
    return pairs.keys.sorted().map { key in
      ReferenceComparison(
        metric: key.metric, source: key.source, name: names[key] ?? key.metric.rawValue,
        correlation: RankCorrelation(pairs[key] ?? []))
    }
  }

  /// The day's displayed veloready score of `metric`.
  static func value(_ metric: ReferenceScore.Metric, _ row: HistoryRow) -> Double? {
    switch metric {
    case .recovery: return row.recovery.map(Double.init)
    case .sleep: return row.sleep.map(Double.init)
    case .strain: return row.strain.map { Rounding.display($0, decimals: 1) }
    }
  }

  /// A service's score kind: the metric and the source.
  struct Key: Hashable, Comparable {
    let metric: ReferenceScore.Metric
    let source: Source

    static func < (a: Key, b: Key) -> Bool {
      let order = ReferenceScore.Metric.allCases
      let (x, y) = (order.firstIndex(of: a.metric) ?? 0, order.firstIndex(of: b.metric) ?? 0)
      if x != y { return x < y }
      return SourceOrder.precedes(a.source, b.source)
    }
  }
}
