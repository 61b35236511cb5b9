/// Picks one value per day from several sources (docs/algorithm.md §3).
///
/// One source gives at most one value a day: its later record replaces an earlier one. Between
/// providers the highest precedence wins; between sources of one provider, cumulative quantities
/// (steps, active energy) take the largest and every other value the source whose name sorts first.
public enum DailyResolver {
  /// How sources of the same provider combine.
  public enum SameProviderRule: Sendable {
    /// The largest value (steps, active energy).
    case largest
    /// The value of the source whose name sorts first in byte order.
    case firstByName
  }

  /// One value per day number, with the source that gave it.
  public static func resolve(
    _ values: [DailyValue], precedence: SourcePrecedence, rule: SameProviderRule
  ) -> [Int: DailyValue] {
    // The values of each day together, each day's in their given order (a later record of a
    // source replaces an earlier one): positions sorted by day, then by position. A store hands
    // them over in day order already, so the sort is one pass, and no day needs an array of its
    // own.
    let order = values.indices.sorted { a, b in
      let dayA = values[a].date.dayNumber
      let dayB = values[b].date.dayNumber
      return dayA != dayB ? dayA < dayB : a < b
    }
    var resolved: [Int: DailyValue] = [:]
    // Room for a day per value: growing the table rehashed every day resolved so far.
    resolved.reserveCapacity(values.count)
    // A day has one or two sources: a scan finds a source's earlier record faster than hashing
    // its name would.
    var latest: [DailyValue] = []
    var next = 0
    while next < order.count {
      let day = values[order[next]].date.dayNumber
      latest.removeAll(keepingCapacity: true)
      while next < order.count, values[order[next]].date.dayNumber == day {
        let value = values[order[next]]
        if let index = latest.firstIndex(where: { $0.source == value.source }) {
          latest[index] = value
        } else {
          latest.append(value)
        }
        next += 1
      }
      if let winner = pick(latest, precedence: precedence, rule: rule) { resolved[day] = winner }
    }
    return resolved
  }

  /// The value that wins among one day's values, one per source.
  static func pick(
    _ candidates: [DailyValue], precedence: SourcePrecedence, rule: SameProviderRule
  ) -> DailyValue? {
    candidates.min { a, b in
      let rankA = precedence.rank(a.source.provider)
      let rankB = precedence.rank(b.source.provider)
      if rankA != rankB { return rankA < rankB }
      if rule == .largest, a.value != b.value { return a.value > b.value }
      return SourceOrder.precedes(a.source, b.source)
    }
  }
}
