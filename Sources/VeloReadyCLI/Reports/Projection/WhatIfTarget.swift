import ScoreEngine
import VeloKit

/// `what-if --target BAND`: the target load of docs/algorithm.md §16.1 for each planned day,
/// from that morning's projected CTL and ATL and the recovery band the rider expects (recovery
/// itself cannot be projected).
struct WhatIfTarget {
  let date: LocalDate
  let band: ScoreBand
  /// The target, or why there is none (the PMC not yet established that day).
  let outcome: TargetLoad.Outcome

  /// The targets of the days `start + 1 …`, one per planned load and at least one: a day's
  /// morning is the end of the day before, as recorded for the first and as planned after.
  static func targets(
    _ projection: FormProjection, chart: PerformanceChart, band: ScoreBand
  ) -> [WhatIfTarget] {
    let mornings =
      [(projection.startCTL, projection.startATL)]
      + projection.days.dropLast().map { ($0.ctl, $0.atl) }
    return mornings.enumerated().map { offset, morning in
      let date = projection.start.adding(days: offset + 1)
      return WhatIfTarget(
        date: date, band: band,
        outcome: TargetLoad.target(
          recovery: band, established: chart.isEstablished(at: date), ctl: morning.0,
          atl: morning.1, constants: projection.constants, done: 0, steps: nil))
    }
  }

  /// `Sat 21 Nov   load 161–344 (strain 10.7–12.6)`.
  func line(_ style: TerminalStyle) -> String {
    let dash = style.symbol("–", "-")
    let text: String
    if let target = outcome.target {
      let loads = [target.load.low, target.load.high].map { Shown.number($0, 0) }
      let strains = [target.strain.low, target.strain.high].map { Shown.number($0, 1) }
      text =
        target.load.high == 0
        ? "rest (load 0)"
        : "load \(loads[0])\(dash)\(loads[1]) (strain \(strains[0])\(dash)\(strains[1]))"
    } else {
      text = "no target: the PMC is not established yet"
    }
    return "  " + TextWidth.pad(Shown.shortDate(date), to: WhatIfReport.dayWidth + 2) + text
  }

  /// `Target for recovery Good (tomorrow's TSB -20.0 to -5.0):`.
  static func heading(_ band: ScoreBand) -> String {
    let tsb = TargetLoad.tsbBand(for: band)
    return "Target load for recovery \(band.label) (next morning's TSB "
      + "\(Shown.signed(Double(tsb.low) / 10, 1)) to \(Shown.signed(Double(tsb.high) / 10, 1))):"
  }
}
