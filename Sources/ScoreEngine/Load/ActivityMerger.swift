import Foundation

/// De-duplication of activity recordings across sources (docs/algorithm.md §7.2).
///
/// Records are taken in order of start (ties: provider precedence, source name, record id). Each
/// joins the first existing group that has no record from its source and that it matches: a shared
/// external id with any member; or the same sport family as the group's first record and an overlap
/// with that first record of at least half the shorter of the two; or, when one of the two is
/// `other`, an overlap of at least 80 % of the shorter (one session logged as a ride by one source
/// and as a workout by another). Otherwise it opens a group.
public enum ActivityMerger {
  /// The groups of `activities`, as lists of indices into it, in order of creation.
  public static func groups(_ activities: [Activity], precedence: SourcePrecedence) -> [[Int]] {
    let order = activities.indices.sorted { a, b in
      recordPrecedes(activities[a], activities[b], precedence)
    }
    var groups: [[Int]] = []
    var sources: [Set<Source>] = []
    var firstStarts: [Double] = []
    var groupsByExternalID: [String: [Int]] = [:]
    for index in order {
      let record = activities[index]
      let start = record.start.timeIntervalSince1970
      // Groups open in order of their first record's start, so only those opened within the
      // longest valid activity (14 days) can overlap; shared ids can match any group.
      var candidates = Set(record.externalIDs.flatMap { groupsByExternalID[$0] ?? [] })
      let earliest = start - RecordValidator.Range.durationSeconds.upperBound
      var lower = firstStarts.partitioningIndex { $0 >= earliest }
      while lower < groups.count {
        candidates.insert(lower)
        lower += 1
      }
      let target = candidates.sorted().first { group in
        guard !sources[group].contains(record.source) else { return false }
        if record.externalIDs.contains(where: { groupsByExternalID[$0]?.contains(group) == true }) {
          return true
        }
        let first = activities[groups[group][0]]
        if first.sport.family == record.sport.family { return overlapsEnough(first, record) }
        return (first.sport.family == .other || record.sport.family == .other)
          && overlapsEnoughAcrossSports(first, record)
      }
      let group = target ?? groups.count
      if target == nil {
        groups.append([])
        sources.append([])
        firstStarts.append(start)
      }
      groups[group].append(index)
      sources[group].insert(record.source)
      for id in record.externalIDs where groupsByExternalID[id]?.contains(group) != true {
        groupsByExternalID[id, default: []].append(group)
      }
    }
    return groups
  }

  /// Merges `activities` into one activity per group, each member's load computed by `load`.
  public static func merge(
    _ activities: [Activity], precedence: SourcePrecedence, dayOf: (Date) -> LocalDate,
    load: (Activity) -> ActivityLoad
  ) -> [MergedActivity] {
    let loads = activities.map(load)
    return groups(activities, precedence: precedence).compactMap { group in
      let best = group.min { a, b in
        if loads[a].method != loads[b].method { return loads[a].method < loads[b].method }
        let rankA = precedence.rank(activities[a].source.provider)
        let rankB = precedence.rank(activities[b].source.provider)
        if rankA != rankB { return rankA < rankB }
        if activities[a].start != activities[b].start {
          return activities[a].start < activities[b].start
        }
        return recordPrecedes(activities[a], activities[b], precedence)
      }
      guard let best else { return nil }
      let chosen = activities[best]
      let others = [best] + group.filter { $0 != best }
      func fill<Value>(_ field: KeyPath<Activity, Value?>) -> Value? {
        others.lazy.compactMap { activities[$0][keyPath: field] }.first
      }
      // Display only: the load stays the chosen member's, computed from its own fields.
      let sport = others.lazy.map { activities[$0].sport }.first { $0 != .other } ?? .other
      return MergedActivity(
        id: chosen.id, start: chosen.start, durationSeconds: chosen.durationSeconds,
        date: dayOf(chosen.start), sport: sport, name: fill(\.name),
        distanceMeters: fill(\.distanceMeters), averageHeartRate: fill(\.averageHeartRate),
        maxHeartRate: fill(\.maxHeartRate), energyKilocalories: fill(\.energyKilocalories),
        load: loads[best].load, method: loads[best].method,
        members: group.map {
          ActivityMember(
            provider: activities[$0].source.provider, source: activities[$0].source.name,
            id: activities[$0].id)
        }, streamCoverage: loads[best].streamCoverage,
        scoredHeartRate: loads[best].averageHeartRate, ascentMeters: fill(\.ascentMeters))
    }
  }

  /// Whether two recordings overlap by at least 50 % of the shorter one.
  static func overlapsEnough(_ a: Activity, _ b: Activity) -> Bool {
    overlap(a, b) >= 0.5 * min(a.durationSeconds, b.durationSeconds)
  }

  /// Whether two recordings overlap by at least 80 % of the shorter one, the bar for a match when
  /// one of them is `other`. Compared as `5 × overlap ≥ 4 × shorter`, which is exact for whole
  /// seconds, so 800 s of a 1000 s recording is in and 799 s is out.
  static func overlapsEnoughAcrossSports(_ a: Activity, _ b: Activity) -> Bool {
    5 * overlap(a, b) >= 4 * min(a.durationSeconds, b.durationSeconds)
  }

  /// Seconds during which both recordings run.
  private static func overlap(_ a: Activity, _ b: Activity) -> Double {
    Intervals.overlap(
      (a.start.timeIntervalSince1970, a.end.timeIntervalSince1970),
      (b.start.timeIntervalSince1970, b.end.timeIntervalSince1970))
  }

  static func recordPrecedes(_ a: Activity, _ b: Activity, _ precedence: SourcePrecedence) -> Bool {
    if a.start != b.start { return a.start < b.start }
    let rankA = precedence.rank(a.source.provider)
    let rankB = precedence.rank(b.source.provider)
    if rankA != rankB { return rankA < rankB }
    if a.source.name != b.source.name {
      return SourceOrder.bytesPrecede(a.source.name, b.source.name)
    }
    return SourceOrder.bytesPrecede(a.id, b.id)
  }
}
