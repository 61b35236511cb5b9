import Foundation
import ScoreEngine
import VeloJSON

/// The guidance parts of the `veloready.today/v1` document (docs/formats.md §3): `plan` (the
/// target load and tonight's sleep) and `hrvTrend`. A cached document written before they
/// existed has neither and reads back without them.
extension TodayDocument {
  static func encode(_ plan: TodaySnapshot.Plan?, _ clock: ZoneClock) -> (JSONValue, JSONValue) {
    guard let plan else { return (.null, .null) }
    let target = plan.target
    let tonight = plan.tonight
    let trend = plan.hrvTrend
    let planValue = JSONValue.object([
      "target": .object([
        "reason": .string(target.reason?.rawValue),
        "recoveryBand": .string(target.band?.rawValue),
        "tsbLow": .fixed(target.tsbLow, 1), "tsbHigh": .fixed(target.tsbHigh, 1),
        "tsbAtRest": .fixed(target.restTSB, 3), "tsbPerLoad": .fixed(target.slope, 6),
        "loadLow": .fixed(target.loadLow, 1), "loadHigh": .fixed(target.loadHigh, 1),
        "done": .fixed(target.done, decimals: 1),
        "remainingLow": .fixed(target.remainingLow, 1),
        "remainingHigh": .fixed(target.remainingHigh, 1),
        "movement": .fixed(target.movement, 1),
        "strainLow": .fixed(target.strainLow, 1), "strainHigh": .fixed(target.strainHigh, 1),
      ]),
      "tonight": .object([
        "reason": .string(tonight.reason?.rawValue),
        "needMinutes": .fixed(tonight.needMinutes, decimals: 1),
        "nights": .array(
          tonight.nights.map {
            .object([
              "date": .string($0.date.description),
              "asleepMinutes": .fixed($0.asleepMinutes, 1),
              "shortfallMinutes": .fixed($0.shortfallMinutes, 1),
            ])
          }),
        "nightsSeen": .integer(tonight.nightsSeen),
        "debtMinutes": .fixed(tonight.debtMinutes, 1),
        "debtExtraMinutes": .fixed(tonight.debtExtraMinutes, 1),
        "hardDayMinutes": .fixed(tonight.hardDayMinutes, decimals: 1),
        "sleepMinutes": .fixed(tonight.sleepMinutes, 1),
        "wakeTimes": .array(tonight.wakeTimes.map { .string(Shown.clock(minutes: $0)) }),
        "wakeMean": .string(tonight.wakeMean.map { Shown.clock(minutes: $0) }),
        "latencyMinutes": .fixed(tonight.latencyMinutes, 1),
        "bedtime": .string(tonight.bedtime.map { clock.iso8601($0) }),
      ]),
    ])
    let trendValue = JSONValue.object([
      "verdict": .string(trend.verdict.rawValue),
      "missing": .array(trend.missing.map { .string($0.rawValue) }),
      "z7": .fixed(trend.z7, 2), "cv7": .fixed(trend.cv7, 1), "days7": .integer(trend.days7),
      "cvBase": .fixed(trend.cvBase, 1), "baseDays": .integer(trend.baseDays),
      "cvLimit": .fixed(trend.cvLimit, 2),
      "week": .array(trend.week.map { .fixed($0, 1) }),
      "rangeLow": .fixed(trend.rangeLow, 1), "rangeHigh": .fixed(trend.rangeHigh, 1),
    ])
    return (planValue, trendValue)
  }

  /// The guidance of a cached document; `nil` when it was written before `plan` existed.
  static func decodePlan(_ root: DocumentReader) throws(DocumentError) -> TodaySnapshot.Plan? {
    guard root.has("plan"), let plan = try root.optionalObject("plan"),
      let trend = try root.optionalObject("hrvTrend")
    else { return nil }
    let target = try plan.object("target")
    let tonight = try plan.object("tonight")
    let band = try target.optionalCode("recoveryBand", as: ScoreBand.self)
    return TodaySnapshot.Plan(
      target: TodaySnapshot.Target(
        reason: try target.optionalCode("reason"), band: band,
        tsbLow: try target.optionalNumber("tsbLow"), tsbHigh: try target.optionalNumber("tsbHigh"),
        restTSB: try target.optionalNumber("tsbAtRest"),
        slope: try target.optionalNumber("tsbPerLoad"),
        loadLow: try target.optionalNumber("loadLow"),
        loadHigh: try target.optionalNumber("loadHigh"), done: try target.number("done"),
        remainingLow: try target.optionalNumber("remainingLow"),
        remainingHigh: try target.optionalNumber("remainingHigh"),
        movement: try target.optionalNumber("movement"),
        strainLow: try target.optionalNumber("strainLow"),
        strainHigh: try target.optionalNumber("strainHigh")),
      tonight: TodaySnapshot.Tonight(
        reason: try tonight.optionalCode("reason"), needMinutes: try tonight.number("needMinutes"),
        nights: try tonight.objects("nights").map { night throws(DocumentError) in
          TodaySnapshot.DebtNight(
            date: try night.localDate("date"),
            asleepMinutes: try night.optionalNumber("asleepMinutes"),
            shortfallMinutes: try night.optionalNumber("shortfallMinutes"))
        },
        debtMinutes: try tonight.optionalNumber("debtMinutes"),
        debtExtraMinutes: try tonight.optionalNumber("debtExtraMinutes"),
        hardDayMinutes: try tonight.number("hardDayMinutes"),
        sleepMinutes: try tonight.optionalNumber("sleepMinutes"),
        wakeTimes: try tonight.strings("wakeTimes").map { text throws(DocumentError) in
          try clockMinutes(text, tonight.path + ".wakeTimes")
        },
        wakeMean: try tonight.optionalString("wakeMean").map { text throws(DocumentError) in
          try clockMinutes(text, tonight.path + ".wakeMean")
        },
        latencyMinutes: try tonight.optionalNumber("latencyMinutes"),
        bedtime: try tonight.optionalTimestamp("bedtime")),
      hrvTrend: TodaySnapshot.HRVTrendShown(
        verdict: try trend.code("verdict"),
        missing: try trend.strings("missing").map { text throws(DocumentError) in
          guard let missing = HRVTrend.Missing(rawValue: text) else {
            throw DocumentError(path: trend.path + ".missing", problem: "has '\(text)'")
          }
          return missing
        },
        z7: try trend.optionalNumber("z7"), cv7: try trend.optionalNumber("cv7"),
        days7: try trend.integer("days7"), cvBase: try trend.optionalNumber("cvBase"),
        baseDays: try trend.integer("baseDays"),
        week: try optionalNumbers(try trend.raw("week"), trend.path + ".week"),
        rangeLow: try trend.optionalNumber("rangeLow"),
        rangeHigh: try trend.optionalNumber("rangeHigh")))
  }

  private static func clockMinutes(_ text: String, _ path: String) throws(DocumentError) -> Int {
    guard let minutes = Shown.minutes(ofClock: text) else {
      throw DocumentError(path: path, problem: "is not a clock time HH:MM")
    }
    return minutes
  }

  private static func optionalNumbers(_ value: JSONValue, _ path: String) throws(DocumentError)
    -> [Double?]
  {
    guard let items = value.arrayValue else {
      throw DocumentError(path: path, problem: "is not an array")
    }
    var numbers: [Double?] = []
    for item in items {
      if item.isNull {
        numbers.append(nil)
      } else if let number = item.numberValue {
        numbers.append(number)
      } else {
        throw DocumentError(path: path, problem: "is not an array of numbers")
      }
    }
    return numbers
  }
}
