/// The performance management chart: CTL and ATL per day (docs/algorithm.md §8).
///
/// The PMC starts on the first day with an activity or a `fitness` record, from CTL = ATL = 0 at
/// the end of the day before. Every day from then on, with or without training:
/// `CTL(d) = CTL(d−1) + (L(d) − CTL(d−1))·kc` and `ATL(d) = ATL(d−1) + (L(d) − ATL(d−1))·ka`.
/// On the anchor day (the earliest with a `fitness` record) CTL and ATL are that record's values,
/// whatever the days before gave; later days continue from them.
public struct PerformanceChart: Hashable, Sendable {
  /// The time constants.
  public let constants: PMCConstants
  /// The first day, or `nil` when there is no activity or `fitness` record at all.
  public let startDay: LocalDate?
  /// The `fitness` record the chart is anchored on, if any.
  public let anchor: FitnessSeed?
  /// The day number of `ctl[0]` and `atl[0]`.
  private let firstStoredDay: Int
  private let ctl: [Double]
  private let atl: [Double]
  /// CTL and ATL every `decayStride` days after the last computed day, made when a day after it
  /// is first asked for (`DecayTail`); `nil` when no day was computed.
  private let tail: DecayTail?

  /// Days between two entries of the decay tail.
  static let decayStride = 256

  /// Builds the chart from daily loads `L(d)` (by day number) and the anchor record, computing
  /// values up to `lastDay` or the anchor's day, whichever is later (later days decay from there
  /// on demand).
  public init(
    loads: [Int: Double], anchor: FitnessSeed?, constants: PMCConstants, lastDay: LocalDate
  ) {
    self.constants = constants
    self.anchor = anchor
    let candidates = [loads.keys.min(), anchor?.date.dayNumber].compactMap { $0 }
    guard let first = candidates.min() else {
      self.startDay = nil
      self.firstStoredDay = 0
      self.ctl = []
      self.atl = []
      self.tail = nil
      return
    }
    var ctlValues: [Double] = []
    var atlValues: [Double] = []
    let last = max(first, lastDay.dayNumber, anchor?.date.dayNumber ?? first)
    ctlValues.reserveCapacity(last - first + 1)
    atlValues.reserveCapacity(last - first + 1)
    var values = (ctl: 0.0, atl: 0.0)
    let anchorDay = anchor?.date.dayNumber
    for day in first...last {
      if day == anchorDay, let anchor {
        values = (anchor.ctl, anchor.atl)
      } else {
        values = constants.step(ctl: values.ctl, atl: values.atl, load: loads[day] ?? 0)
      }
      ctlValues.append(values.ctl)
      atlValues.append(values.atl)
    }
    self.startDay = LocalDate(dayNumber: first)
    self.firstStoredDay = first
    self.ctl = ctlValues
    self.atl = atlValues
    self.tail = DecayTail(from: values, constants: constants)
  }

  /// A stored part of a chart: its `startDay` and `anchor` as computed over the whole history,
  /// and CTL and ATL at the end of each day from `firstDay` on (`firstDay ≥ startDay`).
  ///
  /// Asking it for a day after `startDay` but before `firstDay` is a programmer error: the store
  /// must keep every day a report reads.
  public init(
    startDay: LocalDate?, anchor: FitnessSeed?, constants: PMCConstants, firstDay: LocalDate,
    ctl: [Double], atl: [Double]
  ) {
    precondition(ctl.count == atl.count, "CTL and ATL must cover the same days")
    self.constants = constants
    self.startDay = startDay
    self.anchor = anchor
    self.firstStoredDay = max(firstDay.dayNumber, startDay?.dayNumber ?? firstDay.dayNumber)
    let skipped = self.firstStoredDay - firstDay.dayNumber
    self.ctl = Array(ctl.dropFirst(skipped))
    self.atl = Array(atl.dropFirst(skipped))
    if let lastCTL = self.ctl.last, let lastATL = self.atl.last {
      self.tail = DecayTail(from: (lastCTL, lastATL), constants: constants)
    } else {
      self.tail = nil
    }
  }

  /// The last day whose values were computed from loads; later days only decay.
  public var lastComputedDay: LocalDate? {
    startDay == nil || ctl.isEmpty ? nil : LocalDate(dayNumber: firstStoredDay + ctl.count - 1)
  }

  /// CTL and ATL at the end of `day`: 0 before the first day (the chart's starting point), `nil`
  /// for a chart with no first day. After the computed range the values decay with no load.
  public func values(atEndOf day: LocalDate) -> (ctl: Double, atl: Double)? {
    guard let startDay else { return nil }
    if day < startDay { return (0, 0) }
    let index = day.dayNumber - firstStoredDay
    precondition(index >= 0, "\(day) is before the stored part of the chart")
    if index < ctl.count { return (ctl[index], atl[index]) }
    guard let lastCTL = ctl.last, let lastATL = atl.last, let tail else { return nil }
    // From the last checkpoint at or before the day: at most `decayStride` steps.
    let (tailCTL, tailATL) = tail.checkpoints
    let after = index - (ctl.count - 1)
    let checkpoint = max(0, min(after / Self.decayStride, tailCTL.count - 1))
    var values = (ctl: lastCTL, atl: lastATL)
    if checkpoint < tailCTL.count { values = (tailCTL[checkpoint], tailATL[checkpoint]) }
    for _ in stride(from: checkpoint * Self.decayStride, to: after, by: 1) {
      let next = constants.step(ctl: values.ctl, atl: values.atl, load: 0)
      if next == values || !next.ctl.isFinite || !next.atl.isFinite { break }
      values = next
    }
    return values
  }

  /// Whether the PMC is established at `day`: anchored on `day − 1` or earlier, or started at
  /// least `τc` days before `day`.
  public func isEstablished(at day: LocalDate) -> Bool {
    guard let startDay else { return false }
    if let anchor, anchor.date < day { return true }
    return day.days(since: startDay) >= constants.ctlDays
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
