import Foundation
import ScoreEngine
import VeloJSON

/// Tonight's sleep explained (docs/algorithm.md §16.2): each night's shortfall, the debt, the
/// need and the bedtime's arithmetic.
extension ExplainPlan {
  static func sleep(_ tonight: TodaySnapshot.Tonight, _ snapshot: TodaySnapshot)
    -> [Explanation.Entry]
  {
    func minutes(_ value: Double?) -> String { Shown.number(value, 1) }
    let nights = tonight.nights.map { $0.asleepMinutes.map { Shown.number($0, 1) } ?? "none" }
    var entries = [
      Explanation.Entry(
        name: "nights",
        rule: "minutes asleep in the main sleeps of \(tonight.nights.first?.date.description ?? "")"
          + " … \(snapshot.date): " + nights.joined(separator: ", "),
        figures: [
          "asleepMinutes": .array(tonight.nights.map { .fixed($0.asleepMinutes, 1) }),
          "nightsSeen": .integer(tonight.nightsSeen),
        ])
    ]
    guard let debt = tonight.debtMinutes, let extra = tonight.debtExtraMinutes,
      let sleep = tonight.sleepMinutes
    else {
      entries.append(
        Explanation.Entry(
          name: "tonight", rule: "no main sleep in the seven nights: no debt and no need",
          figures: ["reason": .string(tonight.reason?.rawValue)]))
      return entries
    }
    let shortfalls = tonight.nights.compactMap(\.shortfallMinutes).map { Shown.number($0, 1) }
    let need = minutes(tonight.needMinutes)
    let strain = Shown.number(snapshot.strain.value, 1)
    entries += [
      Explanation.Entry(
        name: "debt",
        rule: "max(0, \(need) − asleep) over \(tonight.nightsSeen) of \(tonight.nights.count) "
          + "nights: " + shortfalls.joined(separator: " + "),
        result: "= \(minutes(debt)) min", figures: ["debtMinutes": .fixed(debt, 1)]),
      Explanation.Entry(
        name: "debt share", rule: "min(\(minutes(debt)) / 4, 60)",
        result: "= \(minutes(extra)) min", figures: ["debtExtraMinutes": .fixed(extra, 1)]),
      Explanation.Entry(
        name: "hard day",
        rule: tonight.hardDayMinutes > 0
          ? "strain \(strain): 10 × (\(strain) − 12.0), at most 30"
          : "strain \(strain) is not above 12.0",
        result: "= \(Shown.number(tonight.hardDayMinutes, 0)) min",
        figures: ["hardDayMinutes": .fixed(tonight.hardDayMinutes, 1)]),
      Explanation.Entry(
        name: "tonight",
        rule: "\(need) + \(minutes(extra)) + \(Shown.number(tonight.hardDayMinutes, 1))",
        result: "= \(minutes(sleep)) min, \(Shown.duration(seconds: sleep * 60))",
        figures: ["sleepMinutes": .fixed(sleep, 1)]),
    ]
    let wakes = tonight.wakeTimes.map { Shown.clock(minutes: $0) }
    guard let mean = tonight.wakeMean, let latency = tonight.latencyMinutes,
      let bedtime = tonight.bedtime
    else {
      entries.append(
        Explanation.Entry(
          name: "bedtime",
          rule: "\(wakes.count) wake times in the last 14 nights; at least "
            + "\(SleepPlan.minimumWakeTimes) make a bedtime",
          figures: ["reason": .string(tonight.reason?.rawValue)]))
      return entries
    }
    let sleepWhole = Rounding.units(sleep, decimals: 0)
    let latencyWhole = Rounding.units(latency, decimals: 0)
    entries += [
      Explanation.Entry(
        name: "wake times",
        rule: "\(wakes.count) of the last 14 nights: " + wakes.joined(separator: ", "),
        result: "; circular mean " + Shown.clock(minutes: mean) + ", median latency "
          + minutes(latency) + " min",
        figures: [
          "wakeTimes": .array(wakes.map { .string($0) }),
          "wakeMean": .string(Shown.clock(minutes: mean)), "latencyMinutes": .fixed(latency, 1),
        ]),
      Explanation.Entry(
        name: "bedtime",
        rule: "\(Shown.clock(minutes: mean)) − \(sleepWhole) min − \(latencyWhole) min",
        result: "= " + Shown.clockTime(bedtime, snapshot.clock),
        figures: ["bedtime": .string(snapshot.clock.iso8601(bedtime))]),
    ]
    return entries
  }
}
