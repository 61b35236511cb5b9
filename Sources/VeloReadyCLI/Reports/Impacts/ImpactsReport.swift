import Foundation
import ScoreEngine
import VeloKit
import VeloStore

/// `veloready impacts`: for each tag, the mornings after tagged days against the other mornings
/// of the window (docs/algorithm.md §15.7).
struct ImpactsReport {
  /// The fewest rated mornings for a rank correlation of a tag's rating with the morning.
  static let minimumRatedPairs = 10

  /// One tag's comparison.
  struct Impact {
    let name: String
    /// Next morning's recovery, tagged against untagged.
    let recovery: GroupDifference
    /// Next morning's `ln HRV`, likewise.
    let hrv: GroupDifference
    /// Rating against next morning's recovery, for a tag given with ratings; `nil` otherwise.
    let rating: RankCorrelation?
  }

  let range: DayRange
  let origin: ScoreOrigin
  let impacts: [Impact]
  /// Mornings of the window with a recovery score.
  let scoredMornings: Int

  /// The report of the mornings of `range` (each tag is of the day before its morning).
  static func compute(_ run: ReportRun, _ range: DayRange, only: String?) throws(CLIError)
    -> ImpactsReport
  {
    let series = try ScoredDays.compute(run.setup, range, now: run.now)
    let evenings =
      range.dates.lowerBound.adding(days: -1)...range.dates.upperBound.adding(days: -1)
    let tags =
      try CLIError.fromStore(try run.setup.store?.database.tags(evenings)) ?? []
    let mornings = series.rows.map { row in
      Morning(
        date: row.date, recovery: row.recovery.map(Double.init),
        lnHRV: row.hrv.flatMap { $0 > 0 ? log($0) : nil })
    }
    var names = Set(tags.map(\.name))
    if let only { names = names.filter { $0 == only } }
    let impacts = names.sorted().map { name in
      impact(name, tags: tags.filter { $0.name == name }, mornings: mornings)
    }
    return ImpactsReport(
      range: range, origin: series.origin, impacts: impacts,
      scoredMornings: mornings.filter { $0.recovery != nil }.count)
  }

  /// A morning's values.
  struct Morning {
    let date: LocalDate
    let recovery: Double?
    let lnHRV: Double?
  }

  /// The comparison of the mornings after the days `tags` mark with every other morning.
  static func impact(_ name: String, tags: [DayTag], mornings: [Morning]) -> Impact {
    var ratings: [Int: Double] = [:]
    var tagged = Set<Int>()
    for tag in tags {
      let morning = tag.date.adding(days: 1).dayNumber
      tagged.insert(morning)
      if let value = tag.value { ratings[morning] = value }
    }
    func split(_ value: (Morning) -> Double?) -> GroupDifference {
      var inside: [Double] = []
      var outside: [Double] = []
      for morning in mornings {
        guard let value = value(morning) else { continue }
        if tagged.contains(morning.date.dayNumber) {
          inside.append(value)
        } else {
          outside.append(value)
        }
      }
      return GroupDifference(tagged: inside, untagged: outside)
    }
    var rating: RankCorrelation?
    if !ratings.isEmpty {
      let pairs = mornings.compactMap { morning -> (x: Double, y: Double)? in
        guard let score = ratings[morning.date.dayNumber], let recovery = morning.recovery
        else { return nil }
        return (score, recovery)
      }
      rating = RankCorrelation(pairs)
    }
    return Impact(name: name, recovery: split(\.recovery), hrv: split(\.lnHRV), rating: rating)
  }
}
