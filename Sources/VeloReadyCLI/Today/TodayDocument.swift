import Foundation
import ScoreEngine
import VeloJSON

/// Builds the `veloready.today/v1` document (docs/formats.md §3) from a report.
///
/// Numbers are rounded as displayed: integers for sleep, recovery and points; one decimal for
/// strain, loads, CTL/ATL/TSB, heart and breathing rates, HRV in ms and minutes; two for z values;
/// three for effective weights, shares and the HRV standard deviation in ln units.
enum TodayDocument {
  static let schema = "veloready.today/v1"

  /// Everything besides the report that the document states.
  struct Context {
    var origin: ScoreOrigin
    var computedAt: Date
    var clock: ZoneClock
    /// The zone's name as configured.
    var timeZoneName: String
    var stepGoal: Int
    var calorieGoal: Int
    var alerts: [AlertMessage]
    var warnings: [String] = []
  }

  static func build(_ report: Report, _ context: Context) -> JSONValue {
    .object([
      "schema": .string(schema),
      "algorithm": .string("VR-1"),
      "date": .string(report.date.description),
      "timeZone": .string(context.timeZoneName),
      "phase": .string("ready"),
      "origin": .string(context.origin.rawValue),
      "computedAt": .string(context.clock.iso8601(context.computedAt)),
      "calibration": .string(report.calibration.rawValue),
      "scores": .object([
        "sleep": weighted(report.sleep),
        "recovery": weighted(report.recovery),
        "strain": strain(report.strain),
      ]),
      "sleep": night(report, context.clock),
      "baselines": baselines(report),
      "load": load(report.load),
      "activities": .object([
        "today": .array(report.activitiesToday.map { activity($0, context.clock) }),
        "latest": report.latestActivity.map { activity($0, context.clock) } ?? .null,
      ]),
      "health": .object([
        "steps": .fixed(report.steps, 0), "stepGoal": .integer(context.stepGoal),
        "activeEnergyKcal": .fixed(report.activeEnergy, 0),
        "calorieGoal": .integer(context.calorieGoal),
      ]),
      "alerts": .array(
        context.alerts.map {
          .object([
            "id": .string($0.id), "severity": .string($0.severity.rawValue),
            "title": .string($0.title), "message": .string($0.message),
          ])
        }),
      "warnings": .array(context.warnings.map { .string($0) }),
    ])
  }

  static func weighted(_ score: WeightedScore) -> JSONValue {
    .object([
      "value": .integer(score.value),
      "reason": .string(score.reason),
      "band": .string(score.band?.rawValue),
      "label": .string(score.band?.label),
      "quality": .string(score.quality.rawValue),
      "components": .array(
        score.components.map { component in
          .object([
            "name": .string(component.name),
            "score": .fixed(component.subScore, decimals: 1),
            "weight": .fixed(component.effectiveWeight, decimals: 3),
            "points": .integer(component.displayedPoints),
            "inputs": Figure.jsonObject(component.inputs),
          ])
        }),
      "absent": .array(
        score.absent.map { .object(["name": .string($0.name), "reason": .string($0.reason)]) }),
    ])
  }

  static func strain(_ strain: StrainScore) -> JSONValue {
    .object([
      "value": .fixed(strain.value, decimals: 1),
      "reason": .null,
      "band": .string(strain.band.rawValue),
      "label": .string(strain.band.label),
      "quality": .string(strain.quality.rawValue),
      "components": .array([]),
      "absent": .array([]),
      "load": .fixed(strain.total, decimals: 1),
      "contributions": .array(
        strain.contributions.map {
          .object([
            "kind": .string($0.kind.rawValue), "id": .string($0.id),
            "method": .string($0.method?.rawValue), "load": .fixed($0.load, decimals: 1),
          ])
        }),
    ])
  }

  static func night(_ report: Report, _ clock: ZoneClock) -> JSONValue {
    guard let night = report.night else { return .null }
    let bounded = !night.isDailyTotal
    func minutes(_ seconds: Double?) -> JSONValue { .fixed(seconds.map { $0 / 60 }, 1) }
    return .object([
      "bedtime": .string(night.bedtime.map { clock.iso8601($0) }),
      "wake": .string(night.wake.map { clock.iso8601($0) }),
      "asleepMinutes": minutes(night.asleepSeconds),
      "inBedMinutes": minutes(night.inBedSeconds),
      "deepMinutes": minutes(night.hasStages ? night.deepSeconds : nil),
      "remMinutes": minutes(night.hasStages ? night.remSeconds : nil),
      "coreMinutes": minutes(night.hasStages ? night.coreSeconds : nil),
      "awakeMinutes": minutes(bounded ? night.awakeSeconds : nil),
      "wakeEvents": .integer(bounded ? night.wakeEvents : nil),
      "latencyMinutes": minutes(night.latencySeconds),
      "source": .string(night.source.name),
      "naps": .integer(report.naps),
    ])
  }

  static func baselines(_ report: Report) -> JSONValue {
    let hrv = report.hrv
    func metric(_ baseline: MetricBaseline) -> JSONValue {
      .object([
        "today": .fixed(baseline.today, 1), "baseline": .fixed(baseline.baseline, 1),
        "days": .integer(baseline.days),
      ])
    }
    return .object([
      "hrv": .object([
        "kind": .string(hrv.kind?.rawValue),
        "today": .fixed(hrv.today.map(exp), 1),
        "mean7": .fixed(hrv.mean7.map(exp), 1),
        "mean60": .fixed(hrv.mean60.map(exp), 1),
        "sd60": .fixed(hrv.sd60, 3),
        "days60": .integer(hrv.days60),
        "zToday": .fixed(hrv.zToday, 2),
        "z7": .fixed(hrv.z7, 2),
        "z": .fixed(hrv.z, 2),
      ]),
      "restingHeartRate": metric(report.restingHeartRate),
      "respiratoryRate": metric(report.respiratoryRate),
    ])
  }

  static func load(_ load: LoadSummary) -> JSONValue {
    .object([
      "ctl": .fixed(load.ctl, 1), "atl": .fixed(load.atl, 1), "tsb": .fixed(load.tsb, 1),
      "ctlToday": .fixed(load.ctlToday, 1), "atlToday": .fixed(load.atlToday, 1),
      "rampRate": .fixed(load.rampRate, 1), "today": .fixed(load.today, decimals: 1),
      "yesterday": .fixed(load.yesterday, decimals: 1), "established": .bool(load.established),
      "formZone": .string(load.formZone?.rawValue),
    ])
  }

  static func activity(_ activity: MergedActivity, _ clock: ZoneClock) -> JSONValue {
    .object([
      "id": .string(activity.id),
      "name": .string(activity.name),
      "sport": .string(activity.sport.rawValue),
      "start": .string(clock.iso8601(activity.start)),
      "durationSeconds": .fixed(activity.durationSeconds, decimals: 0),
      "load": .fixed(activity.load, decimals: 1),
      "method": .string(activity.method.rawValue),
      "sources": .array(
        activity.members.map {
          .object([
            "provider": .string($0.provider.rawValue), "source": .string($0.source),
            "id": .string($0.id),
          ])
        }),
    ])
  }
}
