import HealthImport
import ScoreEngine

/// The services' own scores (`reference_scores`, docs/formats.md §5.2): stored beside the
/// records, merged by (day, metric, source) as a daily value is, and read only to be shown
/// beside veloready's (docs/algorithm.md §15.6).
extension StoreDatabase {
  /// Merges `scores` by identity; what changed. Joins the open write, or writes on its own.
  package func upsert(referenceScores scores: [ReferenceScore]) throws(StoreError) -> MergeStats {
    guard !scores.isEmpty else { return MergeStats() }
    return try joiningWrite { () throws(StoreError) in
      try sqlite { () throws(SQLiteError) -> MergeStats in
        var stats = MergeStats()
        let insert = try connection.prepare(
          "INSERT INTO reference_scores (day, metric, provider, source, name, value) "
            + "VALUES (?1, ?2, ?3, ?4, ?5, ?6) "
            + "ON CONFLICT (day, metric, provider, source) DO NOTHING")
        let update = try connection.prepare(
          "UPDATE reference_scores SET name = ?5, value = ?6 WHERE day = ?1 AND metric = ?2 "
            + "AND provider = ?3 AND source = ?4 AND (name IS NOT ?5 OR value IS NOT ?6)")
        for score in scores {
          for statement in [insert, update] {
            try statement.bind(score.date, at: 1)
            try statement.bind(score.metric.rawValue, at: 2)
            try statement.bind(score.source, at: 3)
            try statement.bind(score.name, at: 5)
            try statement.bind(score.value, at: 6)
          }
          try insert.run()
          if insert.changes > 0 {
            stats.added += 1
            continue
          }
          try update.run()
          if update.changes > 0 { stats.replaced += 1 } else { stats.unchanged += 1 }
        }
        return stats
      }
    }
  }

  /// The stored scores of the days `days`, by day, then metric, then source.
  package func referenceScores(_ days: ClosedRange<LocalDate>) throws(StoreError)
    -> [ReferenceScore]
  {
    try read { () throws(StoreError) in
      try sqlite { () throws(SQLiteError) -> [ReferenceScore] in
        let statement = try connection.prepare(
          "SELECT day, metric, provider, source, name, value FROM reference_scores "
            + "WHERE day >= ?1 AND day <= ?2 ORDER BY day, metric, provider, source")
        defer { statement.reset() }
        try statement.bind(days.lowerBound, at: 1)
        try statement.bind(days.upperBound, at: 2)
        var sources = SourceReader()
        var scores: [ReferenceScore] = []
        while try statement.step() {
          // A row this program did not write (an unknown metric or provider) is left out
          // rather than failing the report that shows it.
          guard let day = LocalDate(iso: statement.text(at: 0)),
            let metric = ReferenceScore.Metric(rawValue: statement.text(at: 1)),
            let source = try? sources.read(
              statement, provider: 2, name: 3, table: "reference_scores")
          else { continue }
          scores.append(
            ReferenceScore(
              date: day, metric: metric, name: statement.text(at: 4),
              value: statement.double(at: 5), source: source))
        }
        return scores
      }
    }
  }
}
