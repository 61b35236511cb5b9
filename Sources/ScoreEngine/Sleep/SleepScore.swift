/// Bedtime and wake time of last night and of the earlier nights, for the timing component.
public struct SleepTiming: Hashable, Sendable {
  /// Last night's bedtime and wake time, minutes after local midnight (0 ..< 1440).
  public var lastNight: (bedtime: Double, wake: Double)?
  /// Bedtime and wake time of each main sleep with bounds in `[D−14, D−1]`, minutes after
  /// local midnight.
  public var earlierNights: [(bedtime: Double, wake: Double)]
  /// The circular-mean sums of `earlierNights`' bedtimes and wakes, when the history has them
  /// from its nights (`CircularSum`); worked out from `earlierNights` otherwise.
  var earlierSums: (bedtime: CircularSum, wake: CircularSum)?

  /// Creates timing inputs.
  public init(
    lastNight: (bedtime: Double, wake: Double)?, earlierNights: [(bedtime: Double, wake: Double)]
  ) {
    self.lastNight = lastNight
    self.earlierNights = earlierNights
  }

  /// Compares clock times exactly.
  public static func == (lhs: SleepTiming, rhs: SleepTiming) -> Bool {
    lhs.lastNight?.bedtime == rhs.lastNight?.bedtime && lhs.lastNight?.wake == rhs.lastNight?.wake
      && lhs.earlierNights.map(\.bedtime) == rhs.earlierNights.map(\.bedtime)
      && lhs.earlierNights.map(\.wake) == rhs.earlierNights.map(\.wake)
  }

  /// Hashes the clock times.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(lastNight?.bedtime)
    hasher.combine(lastNight?.wake)
    hasher.combine(earlierNights.map(\.bedtime))
    hasher.combine(earlierNights.map(\.wake))
  }
}

/// The sleep score of docs/algorithm.md §5: duration 50, efficiency 16, stages 16, disturbances 14,
/// timing 4, renormalised over the present components, then the short-night cap (§5.2).
public enum SleepScore {
  /// Nights with bounds in `[D−14, D−1]` needed for the timing component.
  public static let timingMinimumNights = 5

  /// The sleep score of the main sleep `night` of D (`nil` when there is none).
  ///
  /// - Parameters:
  ///   - night: the main sleep of D, or `nil`.
  ///   - sleepNeedHours: the athlete's sleep need, 4–12 hours.
  ///   - timing: clock times of last night and of the earlier main sleeps.
  ///   - detail: `.scores` for the value without its ledger (`ScoreDetail`).
  public static func score(
    night: SleepNight?, sleepNeedHours: Double, timing: SleepTiming,
    detail: ScoreDetail = .ledger
  ) -> WeightedScore {
    guard let night, night.asleepSeconds > 0 else {
      guard detail == .ledger else { return .unavailable(reason: .noSleep, absent: []) }
      return .unavailable(
        reason: .noSleep,
        absent: ComponentName.sleepComponents.map {
          AbsentComponent(name: $0, reason: .noSleep)
        })
    }
    // Room for the five components at once: grown one by one, the list was copied three times
    // in every report.
    var present: [ComponentInput] = []
    present.reserveCapacity(5)
    var absent: [AbsentComponent] = []
    let asleepMinutes = night.asleepSeconds / 60
    let needMinutes = sleepNeedHours * 60
    let ratio = night.asleepSeconds / (sleepNeedHours * 3600)
    present.append(
      ComponentInput(
        name: .duration, weight: weights.duration, subScore: durationMap(ratio),
        detail: detail,
        inputs: [
          .number("asleepMinutes", asleepMinutes, decimals: 1),
          .number("needMinutes", needMinutes, decimals: 1),
          .number("ratio", ratio, decimals: 2),
        ]))
    if let inBed = night.inBedSeconds, inBed > 0 {
      present.append(
        ComponentInput(
          name: .efficiency, weight: weights.efficiency,
          subScore: 100 * min(1, max(0, night.asleepSeconds / inBed)),
          detail: detail,
          inputs: [
            .number("asleepMinutes", asleepMinutes, decimals: 1),
            .number("inBedMinutes", inBed / 60, decimals: 1),
          ]))
    } else {
      absent.append(AbsentComponent(name: .efficiency, reason: .noBounds))
    }
    if night.hasStages {
      let deepShare = night.deepSeconds / night.asleepSeconds
      let remShare = night.remSeconds / night.asleepSeconds
      present.append(
        ComponentInput(
          name: .stages, weight: weights.stages,
          subScore: 50 * min(1, deepShare / deepShareTarget) + 50
            * min(1, remShare / remShareTarget),
          detail: detail,
          inputs: [
            .number("deepMinutes", night.deepSeconds / 60, decimals: 1),
            .number("remMinutes", night.remSeconds / 60, decimals: 1),
            .number("deepShare", deepShare, decimals: 3),
            .number("remShare", remShare, decimals: 3),
          ]))
    } else {
      absent.append(AbsentComponent(name: .stages, reason: .noStages))
    }
    if night.countsWakeEvents, night.hasStages || night.hasAwakeSegments {
      present.append(
        ComponentInput(
          name: .disturbances, weight: weights.disturbances,
          subScore: disturbanceScore(wakeEvents: night.wakeEvents),
          detail: detail, inputs: [.number("wakeEvents", Double(night.wakeEvents), decimals: 0)]))
    } else {
      // A night given as totals has awake time but no runs of it to count (§2.7).
      absent.append(
        AbsentComponent(
          name: .disturbances, reason: night.countsWakeEvents ? .noStages : .noSegments))
    }
    switch timingComponent(timing, detail: detail) {
    case .success(let component): present.append(component)
    case .failure(let missing): absent.append(missing.component)
    }
    var score = Ledger.weigh(
      present, absent: absent, quality: absent.isEmpty ? .full : .limited, detail: detail)
    if let uncapped = score.value,
      let cap = shortNightCap(
        uncapped: uncapped, asleepSeconds: night.asleepSeconds, sleepNeedHours: sleepNeedHours)
    {
      score.value = cap.value
      if detail == .ledger { score.cap = cap }
    }
    return score
  }

  /// The short-night cap of a score `uncapped` (docs/algorithm.md §5.2), or `nil` when the night
  /// is long enough or the cap does not lower the score.
  ///
  /// The displayed ratio `asleep / need` (two decimals) decides, compared exactly in hundredths:
  /// below 0.75 the score is at most 59, below 0.50 at most 39.
  public static func shortNightCap(uncapped: Int, asleepSeconds: Double, sleepNeedHours: Double)
    -> ScoreCap?
  {
    let ratio = asleepSeconds / (sleepNeedHours * 3600)
    let hundredths = Rounding.units(ratio, decimals: 2)
    guard let limit = shortNightLimits.first(where: { hundredths < $0.belowHundredths })?.limit,
      limit < uncapped
    else { return nil }
    return ScoreCap(
      name: .shortNight, limit: limit, uncapped: uncapped,
      inputs: [
        .number("asleepMinutes", asleepSeconds / 60, decimals: 1),
        .number("needMinutes", sleepNeedHours * 60, decimals: 1),
        .number("ratio", ratio, decimals: 2),
        .number("limit", Double(limit), decimals: 0),
        .number("uncapped", Double(uncapped), decimals: 0),
      ])
  }

  /// Disturbance sub-score: 0–2 wake events → 100; 3–5 → 75; 6–8 → 50; 9 or more → 25.
  public static func disturbanceScore(wakeEvents: Int) -> Double {
    band(of: wakeEvents, in: disturbanceBands.map { ($0.maxWakeEvents, $0.score) })
  }

  /// Timing sub-score from the mean circular deviation in minutes, as displayed (one decimal):
  /// ≤ 30 → 100; ≤ 60 → 75; ≤ 90 → 50; else 25.
  public static func timingScore(deviationMinutes: Double) -> Double {
    band(
      of: Rounding.units(deviationMinutes, decimals: 1),
      in: timingBands.map { ($0.maxDeviationTenths, $0.score) })
  }

  /// The score of the first band whose upper end `value` does not pass.
  private static func band(of value: Int, in bands: [(upTo: Int?, score: Double)]) -> Double {
    bands.first { band in band.upTo.map { value <= $0 } ?? true }?.score ?? 0
  }

  private static func timingComponent(_ timing: SleepTiming, detail: ScoreDetail) -> Result<
    ComponentInput, AbsentReasonError
  > {
    guard let last = timing.lastNight else {
      return .failure(AbsentReasonError(name: .timing, reason: .noBounds))
    }
    guard timing.earlierNights.count >= timingMinimumNights else {
      return .failure(AbsentReasonError(name: .timing, reason: .noBaseline))
    }
    let sums =
      timing.earlierSums
      ?? timing.earlierNights.reduce(into: (CircularSum(), CircularSum())) {
        $0.0.add(minutes: $1.bedtime)
        $0.1.add(minutes: $1.wake)
      }
    let usualBedtime = sums.0.meanMinutes
    let usualWake = sums.1.meanMinutes
    let deviation =
      (Statistics.circularDistanceMinutes(last.bedtime, usualBedtime)
        + Statistics.circularDistanceMinutes(last.wake, usualWake)) / 2
    return .success(
      ComponentInput(
        name: .timing, weight: weights.timing, subScore: timingScore(deviationMinutes: deviation),
        detail: detail,
        inputs: [
          Figure("bedtime", .text(clock(last.bedtime))),
          Figure("wake", .text(clock(last.wake))),
          Figure("usualBedtime", .text(clock(usualBedtime))),
          Figure("usualWake", .text(clock(usualWake))),
          .number("deviationMinutes", deviation, decimals: 1),
          .number("nights", Double(timing.earlierNights.count), decimals: 0),
        ]))
  }

  /// `HH:MM` of minutes after midnight, rounded to the minute.
  static func clock(_ minutes: Double) -> String {
    let whole = Rounding.units(minutes, decimals: 0) % 1440
    let hours = whole / 60
    let rest = whole % 60
    guard whole >= 0 else {
      return (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
    }
    // Five ASCII digits and a colon written in place: every report shows four clock times, and
    // joining them from pieces cost more than the rest of the timing component.
    return String(unsafeUninitializedCapacity: 5) { text in
      let zero = UInt8(ascii: "0")
      text[0] = zero + UInt8(hours / 10)
      text[1] = zero + UInt8(hours % 10)
      text[2] = UInt8(ascii: ":")
      text[3] = zero + UInt8(rest / 10)
      text[4] = zero + UInt8(rest % 10)
      return 5
    }
  }
}
