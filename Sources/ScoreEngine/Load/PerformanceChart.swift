/// The performance management chart: CTL and ATL per day (docs/algorithm.md §8).
///
/// The PMC starts on the first day with an activity or a `fitness` record. When that day has a
/// seed, its `ctl`/`atl` are the values at the end of the day; otherwise both are 0 at the end of
/// the day before and the first day's load counts. Every later day:
/// `CTL(d) = CTL(d−1) + (L(d) − CTL(d−1))/42`, `ATL(d) = ATL(d−1) + (L(d) − ATL(d−1))/7`.
public struct PerformanceChart: Hashable, Sendable {
  /// Days in the CTL time constant.
  public static let ctlDays = 42.0
  /// Days in the ATL time constant.
  public static let atlDays = 7.0

  /// The first day, or `nil` when there is no activity or seed at all.
  public let startDay: LocalDate?
  /// Whether the first day's values came from a seed.
  public let seeded: Bool
  /// The day number of `ctl[0]` and `atl[0]`.
  private let firstStoredDay: Int
  private let ctl: [Double]
  private let atl: [Double]

  /// Builds the chart from daily loads `L(d)` (by day number) and the seed of the first day,
  /// computing values up to `lastDay` (later days decay from there on demand).
  public init(
    loads: [Int: Double], firstFitnessDay: LocalDate?, seed: FitnessSeed?, lastDay: LocalDate
  ) {
    let firstLoadDay = loads.keys.min()
    let candidates = [firstLoadDay, firstFitnessDay?.dayNumber].compactMap { $0 }
    guard let first = candidates.min() else {
      self.startDay = nil
      self.seeded = false
      self.firstStoredDay = 0
      self.ctl = []
      self.atl = []
      return
    }
    let seedToday = seed.flatMap { $0.date.dayNumber == first ? $0 : nil }
    var ctlValues: [Double] = []
    var atlValues: [Double] = []
    let last = max(first, lastDay.dayNumber)
    ctlValues.reserveCapacity(last - first + 1)
    atlValues.reserveCapacity(last - first + 1)
    var ctl = 0.0
    var atl = 0.0
    for day in first...last {
      if day == first, let seedToday {
        ctl = seedToday.ctl
        atl = seedToday.atl
      } else {
        let load = loads[day] ?? 0
        ctl += (load - ctl) / Self.ctlDays
        atl += (load - atl) / Self.atlDays
      }
      ctlValues.append(ctl)
      atlValues.append(atl)
    }
    self.startDay = LocalDate(dayNumber: first)
    self.seeded = seedToday != nil
    self.firstStoredDay = first
    self.ctl = ctlValues
    self.atl = atlValues
  }

  /// A stored part of a chart: its `startDay` and `seeded` as computed over the whole history,
  /// and CTL and ATL at the end of each day from `firstDay` on (`firstDay ≥ startDay`).
  ///
  /// Asking it for a day after `startDay` but before `firstDay` is a programmer error: the store
  /// must keep every day a report reads.
  public init(
    startDay: LocalDate?, seeded: Bool, firstDay: LocalDate, ctl: [Double], atl: [Double]
  ) {
    precondition(ctl.count == atl.count, "CTL and ATL must cover the same days")
    self.startDay = startDay
    self.seeded = seeded
    self.firstStoredDay = max(firstDay.dayNumber, startDay?.dayNumber ?? firstDay.dayNumber)
    let skipped = self.firstStoredDay - firstDay.dayNumber
    self.ctl = Array(ctl.dropFirst(skipped))
    self.atl = Array(atl.dropFirst(skipped))
  }

  /// The last day whose values were computed from loads; later days only decay.
  public var lastComputedDay: LocalDate? {
    startDay == nil || ctl.isEmpty ? nil : LocalDate(dayNumber: firstStoredDay + ctl.count - 1)
  }

  /// CTL and ATL at the end of `day`.
  ///
  /// Before the first day an unseeded chart is 0 (its starting point); a seeded chart has no value
  /// before its seed, which is `nil`. After the computed range the values decay with no load.
  public func values(atEndOf day: LocalDate) -> (ctl: Double, atl: Double)? {
    guard let startDay else { return nil }
    if day < startDay { return seeded ? nil : (0, 0) }
    let index = day.dayNumber - firstStoredDay
    precondition(index >= 0, "\(day) is before the stored part of the chart")
    if index < ctl.count { return (ctl[index], atl[index]) }
    guard var currentCTL = ctl.last, var currentATL = atl.last else { return nil }
    for _ in ctl.count...index {
      currentCTL -= currentCTL / Self.ctlDays
      currentATL -= currentATL / Self.atlDays
    }
    return (currentCTL, currentATL)
  }

  /// Whether the PMC is established at `day`: seeded (on or before the day before), or started at
  /// least 42 days before it.
  ///
  /// VR-1 calls a seeded PMC established; a seed dated `day` itself has no morning values yet, so
  /// this reading requires the seed to be at most `day − 1`.
  public func isEstablished(at day: LocalDate) -> Bool {
    guard let startDay else { return false }
    if seeded { return startDay < day }
    return day.days(since: startDay) >= 42
  }
}

/// The form zone on the displayed TSB; a boundary belongs to the zone nearer zero
/// (docs/algorithm.md §8).
public enum FormZone: String, Hashable, Sendable, Codable, CaseIterable {
  /// TSB > 25.
  case transition
  /// 5 < TSB ≤ 25.
  case fresh
  /// −10 ≤ TSB ≤ 5.
  case grey
  /// −30 ≤ TSB < −10.
  case optimal
  /// TSB < −30.
  case highRisk

  /// The zone of a TSB given in tenths (the displayed value × 10).
  public init(tsbTenths: Int) {
    self =
      Self.lowerBounds.first { bound in bound.lowestTenths.map { tsbTenths >= $0 } ?? true }?
      .zone ?? .highRisk
  }
}
