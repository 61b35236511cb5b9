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
    var byDay: [Int: [DailyValue]] = [:]
    for value in values {
      byDay[value.date.dayNumber, default: []].append(value)
    }
    return byDay.compactMapValues { day in
      // A day has one or two sources: a scan finds a source's earlier record faster than hashing
      // its name would.
      var latest: [DailyValue] = []
      for value in day {
        if let index = latest.firstIndex(where: { $0.source == value.source }) {
          latest[index] = value
        } else {
          latest.append(value)
        }
      }
      return pick(latest, precedence: precedence, rule: rule)
    }
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
