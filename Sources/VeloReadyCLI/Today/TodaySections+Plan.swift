import ScoreEngine
import VeloKit

/// The `plan` section: today's target load and tonight's sleep (docs/algorithm.md §16.1, §16.2).
extension TodaySections {
  /// Whether the section has a line: a target or a reason worth telling (a rider with a recovery
  /// score and no established PMC, or a rider who records wellness data without a recovery
  /// score), or tonight's sleep after at least one night.
  static func showsPlan(_ snapshot: TodaySnapshot) -> Bool {
    targetReason(snapshot) != nil || (snapshot.plan?.target.reason == nil && snapshot.plan != nil)
      || (snapshot.plan?.tonight.nightsSeen ?? 0) > 0
  }

  static func plan(_ snapshot: TodaySnapshot, _ context: SectionContext) -> [String] {
    guard let plan = snapshot.plan else { return [] }
    let style = context.style
    let dot = " " + style.symbol("·", "-") + " "
    var lines: [String] = []
    if let parts = targetParts(plan.target, snapshot, style) {
      lines += TextFit.flow(
        parts, after: labelled("Target", "", style), separator: dot,
        hangingIndent: labelWidth + 2, style)
    }
    if plan.tonight.nightsSeen > 0 {
      lines += TextFit.flow(
        tonightParts(plan.tonight, snapshot, style), after: labelled("Tonight", "", style),
        separator: dot, hangingIndent: labelWidth + 2, style)
    }
    return lines
  }

  /// Why there is no target, when that is worth a line: the rider has one of the two inputs.
  static func targetReason(_ snapshot: TodaySnapshot) -> String? {
    switch snapshot.plan?.target.reason {
    // Only a rider who records wellness data can have a recovery score: a rider with rides
    // alone is not told every day what a wearable would give.
    case .noRecovery? where snapshot.load.established && recordsWellness(snapshot):
      return "no target without a recovery score"
    case .notEstablished? where snapshot.recovery.value != nil:
      let anchoredToday = snapshot.load.anchor?.date == snapshot.date
      return "no target until the PMC is established ("
        + (anchoredToday ? "from tomorrow" : "\(snapshot.load.ctlDays) days after its start") + ")"
    default:
      return nil
    }
  }

  /// Whether the rider records anything recovery reads: HRV in the last 60 days, a night, or
  /// resting heart rate.
  static func recordsWellness(_ snapshot: TodaySnapshot) -> Bool {
    let baselines = snapshot.baselines
    return baselines.hrv.kind != nil || snapshot.night != nil
      || baselines.restingHeartRate.today != nil || baselines.restingHeartRate.days > 0
  }

  /// `load 43–83 (strain 9.6–11.2)`, `done 12`; `nil` for no line.
  static func targetParts(
    _ target: TodaySnapshot.Target, _ snapshot: TodaySnapshot, _ style: TerminalStyle
  ) -> [String]? {
    guard target.reason == nil else { return targetReason(snapshot).map { [$0] } }
    guard let low = target.remainingLow, let high = target.remainingHigh,
      let strainLow = target.strainLow, let strainHigh = target.strainHigh
    else { return nil }
    let dash = style.symbol("–", "-")
    func range(_ a: Double, _ b: Double, _ decimals: Int) -> String {
      let first = Shown.number(a, decimals)
      let second = Shown.number(b, decimals)
      return first == second ? first : first + dash + second
    }
    let done = "done " + Shown.number(target.done, 0)
    if (target.loadHigh ?? 0) == 0 {
      return ["rest (load 0)", done]
    }
    if high == 0 {
      let day = range(target.loadLow ?? 0, target.loadHigh ?? 0, 0)
      return ["range " + day + " reached", done]
    }
    return ["load \(range(low, high, 0)) (strain \(range(strainLow, strainHigh, 1)))", done]
  }

  /// `sleep 8h 35m`, `need 8h 00m`, `debt 1h 20m (6 of 7 nights)`, `+20m for the debt`,
  /// `+15m for a hard day`, `in bed by 22:40`.
  static func tonightParts(
    _ tonight: TodaySnapshot.Tonight, _ snapshot: TodaySnapshot, _ style: TerminalStyle
  ) -> [String] {
    func minutes(_ value: Double) -> String { Shown.duration(seconds: value * 60) }
    var parts: [String] = []
    if let sleep = tonight.sleepMinutes { parts.append("sleep " + minutes(sleep)) }
    parts.append("need " + minutes(tonight.needMinutes))
    let nights = "\(tonight.nightsSeen) of \(tonight.nights.count) nights"
    if let debt = tonight.debtMinutes, let extra = tonight.debtExtraMinutes {
      if debt == 0 {
        parts.append("no debt (\(nights))")
      } else {
        parts += ["debt \(minutes(debt)) (\(nights))", "+\(minutes(extra)) for the debt"]
      }
    }
    if tonight.hardDayMinutes > 0 {
      parts.append("+" + minutes(tonight.hardDayMinutes) + " for a hard day")
    }
    if let bedtime = tonight.bedtime {
      parts.append("in bed by " + Shown.clockTime(bedtime, snapshot.clock))
    }
    return parts
  }

  /// `stable · 7-day 62 ms within 55–70 · CV 4.1 % (usual 3.9 %)` (docs/algorithm.md §16.3).
  static func hrvTrend(_ snapshot: TodaySnapshot, _ context: SectionContext) -> [String] {
    guard let trend = snapshot.plan?.hrvTrend else { return [] }
    let style = context.style
    let dot = " " + style.symbol("·", "-") + " "
    var parts = [style.paint(verdictName(trend.verdict), verdictTone(trend.verdict))]
    let hrv = snapshot.baselines.hrv
    if let mean = hrv.mean7Ms, let low = trend.rangeLow, let high = trend.rangeHigh,
      let z7 = trend.z7
    {
      let position = z7 <= -1 ? "below" : (z7 >= 1 ? "above" : "within")
      parts.append(
        "7-day \(Shown.number(mean, 0)) ms \(position) \(Shown.number(low, 0))"
          + style.symbol("–", "-") + Shown.number(high, 0))
    }
    if let cv7 = trend.cv7 {
      parts.append(
        "CV \(Shown.number(cv7, 1)) %"
          + (trend.cvBase.map { " (usual \(Shown.number($0, 1)) %)" } ?? ""))
    }
    if trend.verdict == .calibrating {
      parts += trend.missing.map { missingText($0, trend, snapshot) }
    }
    return TextFit.flow(
      parts, after: labelled("HRV", "", style), separator: dot, hangingIndent: labelWidth + 2,
      style)
  }

  static func verdictName(_ verdict: HRVTrend.Verdict) -> String {
    verdict.rawValue.replacingOccurrences(of: "-", with: " ")
  }

  static func verdictTone(_ verdict: HRVTrend.Verdict) -> Tone {
    switch verdict {
    case .stable, .copingWell: return .green
    case .unsettled: return .yellow
    case .accumulatedFatigue: return .amber
    case .maladaptation: return .red
    case .calibrating: return .grey
    }
  }

  /// What a calibrating trend still needs, e.g. `CV needs 5 of 7 days (3 so far)`.
  static func missingText(
    _ missing: HRVTrend.Missing, _ trend: TodaySnapshot.HRVTrendShown, _ snapshot: TodaySnapshot
  ) -> String {
    let hrv = snapshot.baselines.hrv
    switch missing {
    case .z7:
      return hrv.days60 < HRVBaseline.normalRangeMinimumDays
        ? "normal range needs \(HRVBaseline.normalRangeMinimumDays) days (\(hrv.days60) so far)"
        : "7-day mean needs \(HRVBaseline.sevenDayMinimumDays) of 7 days"
    case .cv7:
      return "CV needs \(HRVTrend.cv7MinimumDays) of 7 days (\(trend.days7) so far)"
    case .cvBase:
      return "usual CV needs \(HRVTrend.cvBaseMinimumValues) days (\(trend.baseDays) so far)"
    }
  }
}
