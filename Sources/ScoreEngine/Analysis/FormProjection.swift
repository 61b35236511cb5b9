/// CTL, ATL and form projected forward from the end of a day under planned daily loads, with the
/// PMC's own recurrence (docs/algorithm.md §8 and §15.5).
///
/// The projection is a `PerformanceChart` anchored on the values at the end of the start day, with
/// the chart's own time constants, so that every projected value comes from the same formula as
/// the chart itself. Recovery and sleep
/// depend on nights and heart rates that have not happened, so nothing projects them.
public struct FormProjection: Hashable, Sendable {
  /// One planned day: its load and the values at its end.
  public struct Day: Hashable, Sendable {
    /// The planned day.
    public var date: LocalDate
    /// The planned load `L(d)`, TSS-equivalent.
    public var load: Double
    /// `CTL(d)`, after the day's load.
    public var ctl: Double
    /// `ATL(d)`.
    public var atl: Double
    /// The form the next morning shows: displayed `CTL(d)` − displayed `ATL(d)`, in tenths.
    public var tsbTenths: Int
    /// The form zone of that morning, when the PMC is established by then.
    public var formZone: FormZone?
  }

  /// The day the projection starts from: its end is the starting point.
  public let start: LocalDate
  /// `CTL` at the end of `start` (0 before the athlete's PMC has begun).
  public let startCTL: Double
  /// `ATL` at the end of `start`.
  public let startATL: Double
  /// The form the morning after `start` shows, in tenths, before any planned load.
  public let startTSBTenths: Int
  /// Its zone, when the PMC is established by then.
  public let startFormZone: FormZone?
  /// The planned days, `start + 1` onwards.
  public let days: [Day]
  /// The time constants of the chart it continues.
  public let constants: PMCConstants

  /// Projects `chart` from the end of `start` through `plannedLoads` (one per day, `start + 1`
  /// onwards). Form zones follow the chart's own rule for being established.
  public init(chart: PerformanceChart, from start: LocalDate, plannedLoads: [Double]) {
    let (ctl, atl) = chart.values(atEndOf: start) ?? (0, 0)
    var loads: [Int: Double] = [:]
    for (offset, load) in plannedLoads.enumerated() {
      loads[start.dayNumber + 1 + offset] = load
    }
    let anchor = FitnessSeed(
      date: start, ctl: ctl, atl: atl, source: Source(provider: .native, name: "projection"))
    let projected = PerformanceChart(
      loads: loads, anchor: anchor, constants: chart.constants,
      lastDay: start.adding(days: plannedLoads.count))
    self.start = start
    self.constants = chart.constants
    self.startCTL = ctl
    self.startATL = atl
    let startTenths = Rounding.units(ctl, decimals: 1) - Rounding.units(atl, decimals: 1)
    self.startTSBTenths = startTenths
    self.startFormZone =
      chart.isEstablished(at: start.adding(days: 1)) ? FormZone(tsbTenths: startTenths) : nil
    self.days = plannedLoads.enumerated().map { offset, load in
      let date = start.adding(days: offset + 1)
      let values = projected.values(atEndOf: date) ?? (ctl, atl)
      let tenths =
        Rounding.units(values.ctl, decimals: 1) - Rounding.units(values.atl, decimals: 1)
      return Day(
        date: date, load: load, ctl: values.ctl, atl: values.atl, tsbTenths: tenths,
        formZone: chart.isEstablished(at: date.adding(days: 1))
          ? FormZone(tsbTenths: tenths) : nil)
    }
  }
}
