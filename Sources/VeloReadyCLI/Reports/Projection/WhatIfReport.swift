import Foundation
import ScoreEngine
import VeloJSON
import VeloKit

/// `veloready what-if`: CTL, ATL, TSB and the form zone projected from the end of a day under
/// planned loads, with the PMC's own formulas (`FormProjection`, docs/algorithm.md §15.5).
struct WhatIfReport {
  let projection: FormProjection
  /// The load recorded on the start day.
  let recordedLoad: Double
  let loads: [Double]
  let origin: ScoreOrigin
  /// The targets of `--target`, one per planned day (at least one); empty without it.
  var targets: [WhatIfTarget] = []

  static let note =
    "Recovery and sleep cannot be projected: they depend on nights and heart rates "
    + "that have not happened yet."

  /// Projects from the end of `date` (its recorded training included).
  static func compute(
    _ run: ReportRun, from date: LocalDate, loads: [Double], target: ScoreBand? = nil
  ) throws(CLIError) -> WhatIfReport {
    let setup = run.setup
    let ledger: TrainingLedger
    let origin: ScoreOrigin
    if let store = setup.store {
      ledger = try StoredTraining.slice(
        for: HistoryWindow(dates: date...date), in: store, profile: setup.profile,
        keep: setup.zoneIsConfigured)
      origin = .fresh
    } else {
      ledger = try DemoAthlete.history(
        endingOn: date, in: setup.clock, now: run.now, profile: setup.profile
      ).training
      origin = .demo
    }
    let projection = FormProjection(chart: ledger.chart, from: date, plannedLoads: loads)
    return WhatIfReport(
      projection: projection, recordedLoad: ledger.load(on: date), loads: loads, origin: origin,
      targets: target.map {
        WhatIfTarget.targets(projection, chart: ledger.chart, band: $0)
      } ?? [])
  }

  /// One line of the table: a day's load and the values at its end.
  struct Row {
    let date: LocalDate
    let load: Double
    let ctl: Double
    let atl: Double
    /// The next morning's TSB, in tenths, and its zone.
    let tsbTenths: Int
    let zone: FormZone?
  }

  /// The table's rows: the start day as recorded, then each planned day.
  var rows: [Row] {
    [
      Row(
        date: projection.start, load: recordedLoad, ctl: projection.startCTL,
        atl: projection.startATL, tsbTenths: projection.startTSBTenths,
        zone: projection.startFormZone)
    ]
      + projection.days.map {
        Row(
          date: $0.date, load: $0.load, ctl: $0.ctl, atl: $0.atl, tsbTenths: $0.tsbTenths,
          zone: $0.formZone)
      }
  }

  /// Columns of the day, of each number and of the form zone; the table drops ATL, then CTL,
  /// when the terminal is narrower than all of them.
  static let dayWidth = 10
  static let numberWidth = 7
  static let formWidth = 9

  func render(_ run: ReportRun) -> [String] {
    let style = run.style
    var lines = run.title(
      "What if", "from the end of \(Shown.longDate(projection.start))", origin: origin)
    if !loads.isEmpty {
      lines += TextFit.wrap(
        "Plan: " + WhatIfPlan.text(loads, run.options), after: "  ", hangingIndent: 4, style)
    }
    lines.append("")
    // Load, CTL, ATL, TSB: CTL and ATL go first when there is no room.
    let full = 2 + Self.dayWidth + 4 * Self.numberWidth + 2 + Self.formWidth
    var shown = [1, 2, 3, 4]
    if style.width < full { shown.removeAll { $0 == 3 } }
    if style.width < full - Self.numberWidth { shown.removeAll { $0 == 2 } }
    func line(_ cells: [String], _ form: String) -> String {
      var text = "  " + TextWidth.pad(cells[0], to: Self.dayWidth)
      for index in shown {
        text += String(repeating: " ", count: max(1, Self.numberWidth - cells[index].count))
        text += cells[index]
      }
      return TextFit.trimmed(text + "  " + form)
    }
    lines.append(style.paint(line(["Day", "Load", "CTL", "ATL", "TSB"], "Form"), .bold))
    for row in rows {
      let form = row.zone.map { $0 == .highRisk ? "high risk" : $0.rawValue } ?? "--"
      lines.append(
        line(
          [
            Shown.shortDate(row.date), Shown.number(row.load, 1), Shown.number(row.ctl, 1),
            Shown.number(row.atl, 1), Shown.signed(Double(row.tsbTenths) / 10, 1),
          ], form))
    }
    if let band = targets.first?.band {
      lines.append("")
      lines += TextFit.wrap(WhatIfTarget.heading(band), after: "  ", hangingIndent: 2, style)
      lines += targets.map { $0.line(style) }
    }
    lines.append("")
    let explanation =
      "The first row is \(Shown.shortDate(projection.start)) as recorded, the others as planned. "
      + "CTL and ATL are each day's end, its load included; TSB and form are what the next "
      + "morning shows. Form zones need an established PMC (\(projection.constants.ctlDays) "
      + "days, or a fitness record to anchor it). "
      + Self.note
    lines += TextFit.wrap(explanation, after: "  ", hangingIndent: 2, style)
    return lines
  }

  /// `veloready what-if --json`: `veloready.what-if/v1` (docs/formats.md §11).
  func document(_ setup: Setup) -> JSONValue {
    .object([
      "schema": .string("veloready.what-if/v1"),
      "algorithm": .string(Algorithm.version),
      "timeZone": .string(setup.timeZoneName),
      "origin": .string(origin.rawValue),
      "from": .string(projection.start.description),
      "days": .array(
        rows.enumerated().map { index, row in
          .object([
            "date": .string(row.date.description),
            "planned": .bool(index > 0),
            "load": .fixed(row.load, decimals: 1),
            "ctl": .fixed(row.ctl, decimals: 1),
            "atl": .fixed(row.atl, decimals: 1),
            "tsbNextMorning": .fixed(Double(row.tsbTenths) / 10, decimals: 1),
            "formZoneNextMorning": .string(row.zone?.rawValue),
          ])
        }),
      "targets": .array(
        targets.map { target in
          let range = target.outcome.target
          return .object([
            "date": .string(target.date.description),
            "recoveryBand": .string(target.band.rawValue),
            "reason": .string(target.outcome.unavailable?.rawValue),
            "loadLow": .fixed(range?.load.low, 1), "loadHigh": .fixed(range?.load.high, 1),
            "strainLow": .fixed(range?.strain.low, 1),
            "strainHigh": .fixed(range?.strain.high, 1),
          ])
        }),
      "notProjected": .array([.string("sleep"), .string("recovery")]),
      "note": .string(Self.note),
    ])
  }
}
