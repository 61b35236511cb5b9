import ScoreEngine
import VeloJSON

/// `veloready week --json`: `veloready.week/v1` (docs/formats.md §8).
enum WeekDocument {
  static let schema = "veloready.week/v1"

  static func build(_ week: WeekSummary, _ setup: Setup) -> JSONValue {
    let (year, number) = week.monday.isoWeek
    let (lastYear, lastNumber) = week.previousMonday.isoWeek
    var averages: [String: JSONValue] = [:]
    for average in week.averages {
      let decimals = average.decimals
      averages[average.key] = .object([
        "thisWeek": .fixed(average.thisWeek, decimals),
        "lastWeek": .fixed(average.lastWeek, decimals),
        "change": .fixed(average.change, decimals), "thisWeekDays": .integer(average.thisWeekDays),
        "lastWeekDays": .integer(average.lastWeekDays),
      ])
    }
    return .object([
      "schema": .string(schema),
      "algorithm": .string(Algorithm.version),
      "timeZone": .string(setup.timeZoneName),
      "origin": .string(week.origin.rawValue),
      "week": .object([
        "year": .integer(year), "number": .integer(number),
        "from": .string(week.monday.description), "to": .string(week.sunday.description),
        "through": .string(week.through.description),
      ]),
      "lastWeek": .object([
        "year": .integer(lastYear), "number": .integer(lastNumber),
        "from": .string(week.previousMonday.description),
        "to": .string(week.monday.adding(days: -1).description),
      ]),
      "averages": .object(averages),
      "training": .object([
        "thisWeek": training(week.training), "lastWeek": training(week.lastWeekTraining),
        "loadChange": .fixed(week.loadChange, decimals: 1),
      ]),
      "form": .object([
        "ctlStart": .fixed(week.ctlStart, 1), "ctlEnd": .fixed(week.ctlEnd, 1),
        "rampRate": .fixed(week.rampRate, 1),
      ]),
      "sleepTiming": .object([
        "thisWeek": .object(["bedtime": spread(week.bedtime), "wake": spread(week.wake)]),
        "lastWeek": .object([
          "bedtime": spread(week.lastWeekBedtime), "wake": spread(week.lastWeekWake),
        ]),
      ]),
      "sleepDebt": .array(
        week.debts.map {
          .object([
            "date": .string($0.date.description), "debtMinutes": .fixed($0.minutes, 1),
            "nights": .integer($0.nights),
          ])
        }),
      "hrvTrend": week.hrvTrend.map { date, trend in
        .object([
          "date": .string(date.description), "verdict": .string(trend.verdict.rawValue),
          "missing": .array(trend.missing.map { .string($0.rawValue) }),
          "z7": .fixed(trend.z7, 2), "cv7": .fixed(trend.cv7, 1),
          "cvBase": .fixed(trend.cvBase, 1),
        ])
      } ?? .null,
      "bestDay": day(week.best),
      "worstDay": day(week.worst),
      "alerts": .array(
        week.alerts.map {
          .object([
            "id": .string($0.alert.definition.id.rawValue),
            "severity": .string($0.alert.severity.rawValue),
            "title": .string($0.alert.definition.title),
            "days": .array($0.dates.map { .string($0.description) }),
          ])
        }),
    ])
  }

  static func training(_ training: WeekSummary.Training) -> JSONValue {
    .object([
      "load": .fixed(training.load, decimals: 1),
      "durationSeconds": .fixed(training.seconds, decimals: 0),
      "activities": .integer(training.activities),
      "bySport": .array(
        training.bySport.map {
          .object([
            "sport": .string($0.sport.rawValue), "activities": .integer($0.activities),
            "durationSeconds": .fixed($0.seconds, decimals: 0),
            "load": .fixed($0.load, decimals: 1),
          ])
        }),
    ])
  }

  /// A clock time's mean (`HH:MM`) and circular standard deviation in minutes.
  static func spread(_ spread: ClockSpread?) -> JSONValue {
    guard let spread else { return .null }
    return .object([
      "mean": .string(WeekText.clock(spread.meanMinutes)),
      "spreadMinutes": .fixed(spread.standardDeviationMinutes, decimals: 1),
      "nights": .integer(spread.count),
    ])
  }

  static func day(_ row: HistoryRow?) -> JSONValue {
    guard let row else { return .null }
    return .object(["date": .string(row.date.description), "recovery": .integer(row.recovery)])
  }
}
