import Foundation
import ScoreEngine
import VeloJSON

/// The `veloready.today/v1` document (docs/formats.md §3) of a `TodaySnapshot`, both ways: the
/// one place that knows its key names.
///
/// Every number is written with the decimals it is displayed with; absent values are `null`. The
/// score cache stores the same document with one more member, `dashboard`, holding what only the
/// text view needs; `--json` never prints it.
enum TodayDocument {
  static let schema = "veloready.today/v1"

  /// The document `--json` prints.
  static func encode(_ snapshot: TodaySnapshot) -> JSONValue {
    let (plan, hrvTrend) = encode(snapshot.plan, snapshot.clock)
    return .object([
      "schema": .string(schema),
      "algorithm": .string(Algorithm.version),
      "date": .string(snapshot.date.description),
      "timeZone": .string(snapshot.timeZoneName),
      "phase": .string(phaseName(snapshot.phase)),
      "origin": .string(snapshot.origin.rawValue),
      "computedAt": .string(snapshot.clock.iso8601(snapshot.computedAt)),
      "calibration": .string(snapshot.calibration.rawValue),
      "scores": .object([
        "sleep": encode(snapshot.sleep),
        "recovery": encode(snapshot.recovery),
        "strain": encode(snapshot.strain),
      ]),
      "sleep": snapshot.night.map { encode($0, snapshot.clock) } ?? .null,
      "baselines": encode(snapshot.baselines),
      "load": encode(snapshot.load),
      "activities": .object([
        "today": .array(snapshot.activitiesToday.map { encode($0, snapshot.clock) }),
        "latest": snapshot.latestActivity.map { encode($0, snapshot.clock) } ?? .null,
      ]),
      "health": .object([
        "steps": .integer(snapshot.health.steps), "stepGoal": .integer(snapshot.health.stepGoal),
        "activeEnergyKcal": .integer(snapshot.health.activeEnergyKcal),
        "calorieGoal": .integer(snapshot.health.calorieGoal),
      ]),
      "alerts": .array(
        snapshot.alerts.map {
          .object([
            "id": .string($0.id.rawValue), "severity": .string($0.severity.rawValue),
            "title": .string($0.title), "message": .string($0.message),
          ])
        }),
      "plan": plan,
      "hrvTrend": hrvTrend,
      "warnings": .array(snapshot.warnings.map { .string($0) }),
      "tags": .array(
        snapshot.tags.map { .object(["name": .string($0.name), "value": .fixed($0.value, 0)]) }),
    ])
  }

  /// The document the score cache keeps: `encode(snapshot)` plus the `dashboard` member.
  static func encodeForCache(_ snapshot: TodaySnapshot) -> JSONValue {
    guard case .object(var members) = encode(snapshot) else { return encode(snapshot) }
    members["dashboard"] = .object([
      "recentTSB": .array(
        snapshot.load.recentTSBTenths.map { JSONValue.fixed($0.map { Double($0) / 10 }, 1) }),
      "newestRecordDay": .string(snapshot.newestRecordDay?.description),
      "hasRecords": .bool(snapshot.hasRecords),
    ])
    return .object(members)
  }

  /// The snapshot a cached document states; a document that does not read back is damaged.
  /// `knownZone` is used instead of looking its name up again (a slow ICU call) when it matches.
  static func decodeFromCache(
    _ document: JSONValue, knownZone: (name: String, zone: TimeZone)? = nil
  ) throws(DocumentError) -> TodaySnapshot {
    let root = try DocumentReader(document)
    guard try root.string("schema") == schema else {
      throw DocumentError(path: "$.schema", problem: "is not '\(schema)'")
    }
    let zoneName = try root.string("timeZone")
    guard
      let zone = knownZone?.name == zoneName ? knownZone?.zone : TimeZone(identifier: zoneName)
    else {
      throw DocumentError(path: "$.timeZone", problem: "is not a known time zone")
    }
    let scores = try root.object("scores")
    let activities = try root.object("activities")
    let health = try root.object("health")
    let dashboard = try root.object("dashboard")
    var load = try decodeLoad(try root.object("load"))
    load.recentTSBTenths = try recentTSB(try dashboard.raw("recentTSB"), dashboard.path)
    let warnings = try root.strings("warnings")
    return TodaySnapshot(
      date: try root.localDate("date"), timeZone: zone, timeZoneName: zoneName,
      phase: try decodePhase(root, warnings: warnings), origin: try root.code("origin"),
      computedAt: try root.timestamp("computedAt"), calibration: try root.code("calibration"),
      sleep: try decodeScore(try scores.object("sleep")),
      recovery: try decodeScore(try scores.object("recovery")),
      strain: try decodeStrain(try scores.object("strain")),
      night: try root.optionalObject("sleep").map(decodeNight),
      baselines: try decodeBaselines(try root.object("baselines")), load: load,
      activitiesToday: try activities.objects("today").map(decodeActivity),
      latestActivity: try activities.optionalObject("latest").map(decodeActivity),
      health: TodaySnapshot.Health(
        steps: try health.optionalInteger("steps"), stepGoal: try health.integer("stepGoal"),
        activeEnergyKcal: try health.optionalInteger("activeEnergyKcal"),
        calorieGoal: try health.integer("calorieGoal")),
      alerts: try root.objects("alerts").map { alert throws(DocumentError) in
        AlertMessage(
          id: try alert.code("id"), severity: try alert.code("severity"),
          title: try alert.string("title"), message: try alert.string("message"))
      },
      plan: try decodePlan(root), warnings: warnings,
      newestRecordDay: try dashboard.optionalLocalDate("newestRecordDay"),
      hasRecords: try dashboard.bool("hasRecords"), tags: try decodeTags(root))
  }

  /// The date's tags; none in a cached document written before they were shown.
  private static func decodeTags(_ root: DocumentReader) throws(DocumentError)
    -> [TodaySnapshot.Tag]
  {
    guard root.has("tags") else { return [] }
    return try root.objects("tags").map { tag throws(DocumentError) in
      TodaySnapshot.Tag(name: try tag.string("name"), value: try tag.optionalNumber("value"))
    }
  }

  /// `ready` or `error`: a document is written once the phase machine has settled.
  private static func phaseName(_ phase: ScoresState.Phase) -> String {
    if case .error = phase { return "error" }
    return "ready"
  }

  private static func decodePhase(_ root: DocumentReader, warnings: [String])
    throws(DocumentError) -> ScoresState.Phase
  {
    switch try root.string("phase") {
    case "ready": return .ready
    case "error": return .error(message: warnings.last ?? "")
    default: throw DocumentError(path: "$.phase", problem: "is not 'ready' or 'error'")
    }
  }

  private static func recentTSB(_ value: JSONValue, _ path: String) throws(DocumentError)
    -> [Int?]
  {
    guard let items = value.arrayValue else {
      throw DocumentError(path: path + ".recentTSB", problem: "is not an array")
    }
    var tenths: [Int?] = []
    for item in items {
      if item.isNull {
        tenths.append(nil)
      } else if let number = item.numberValue {
        tenths.append(Rounding.units(number, decimals: 1))
      } else {
        throw DocumentError(path: path + ".recentTSB", problem: "is not an array of numbers")
      }
    }
    return tenths
  }
}

extension TodayDocument {
  fileprivate static func encode(_ score: TodaySnapshot.Score) -> JSONValue {
    .object([
      "value": .integer(score.value),
      "reason": .string(score.reason?.rawValue),
      "band": .string(score.band?.rawValue),
      "label": .string(score.band?.label),
      "quality": .string(score.quality.rawValue),
      "components": .array(
        score.components.map { component in
          .object([
            "name": .string(component.name.rawValue),
            "score": .fixed(component.score, 1),
            "weight": .fixed(component.weight, decimals: 3),
            "points": .integer(component.points),
            "inputs": .object(component.inputs.mapValues(encode)),
          ])
        }),
      "absent": .array(
        score.absent.map {
          .object(["name": .string($0.name.rawValue), "reason": .string($0.reason.rawValue)])
        }),
    ])
  }

  fileprivate static func decodeScore(_ score: DocumentReader) throws(DocumentError)
    -> TodaySnapshot.Score
  {
    TodaySnapshot.Score(
      value: try score.optionalInteger("value"),
      reason: try score.optionalString("reason").map(AbsentReason.init(rawValue:)),
      quality: try score.code("quality"),
      components: try score.objects("components").map { component throws(DocumentError) in
        TodaySnapshot.Component(
          name: ComponentName(rawValue: try component.string("name")),
          score: try component.optionalNumber("score"), weight: try component.number("weight"),
          points: try component.integer("points"),
          inputs: try decodeInputs(try component.object("inputs")))
      },
      absent: try score.objects("absent").map { absent throws(DocumentError) in
        TodaySnapshot.Absent(
          name: ComponentName(rawValue: try absent.string("name")),
          reason: AbsentReason(rawValue: try absent.string("reason")))
      })
  }

  /// A ledger figure; its decimals are those it was written with.
  fileprivate static func encode(_ value: Figure.Value) -> JSONValue {
    switch value {
    case .number(let number, let decimals): return .fixed(number, decimals: decimals)
    case .text(let text): return .string(text)
    case .none: return .null
    }
  }

  fileprivate static func decodeInputs(_ inputs: DocumentReader) throws(DocumentError)
    -> [String: Figure.Value]
  {
    var figures: [String: Figure.Value] = [:]
    for (name, value) in inputs.members {
      switch value {
      case .null: figures[name] = Figure.Value.none
      case .string(let text): figures[name] = .text(text)
      case .fixed(let number, let decimals): figures[name] = .number(number, decimals: decimals)
      case .number(let number): figures[name] = .number(number, decimals: decimals(of: number))
      default:
        throw DocumentError(path: inputs.path + "." + name, problem: "is not a figure")
      }
    }
    return figures
  }

  /// The decimals of `number`'s shortest form, for a figure read without its written decimals.
  private static func decimals(of number: Double) -> Int {
    var decimals = 0
    while decimals < 6, Rounding.display(number, decimals: decimals) != number { decimals += 1 }
    return decimals
  }

  fileprivate static func encode(_ night: TodaySnapshot.Night, _ clock: ZoneClock) -> JSONValue {
    .object([
      "bedtime": .string(night.bedtime.map { clock.iso8601($0) }),
      "wake": .string(night.wake.map { clock.iso8601($0) }),
      "asleepMinutes": .fixed(night.asleepMinutes, decimals: 1),
      "inBedMinutes": .fixed(night.inBedMinutes, 1),
      "deepMinutes": .fixed(night.deepMinutes, 1),
      "remMinutes": .fixed(night.remMinutes, 1),
      "coreMinutes": .fixed(night.coreMinutes, 1),
      "awakeMinutes": .fixed(night.awakeMinutes, 1),
      "wakeEvents": .integer(night.wakeEvents),
      "latencyMinutes": .fixed(night.latencyMinutes, 1),
      "source": .string(night.source),
      "naps": .integer(night.naps),
    ])
  }

  fileprivate static func decodeNight(_ night: DocumentReader) throws(DocumentError)
    -> TodaySnapshot.Night
  {
    TodaySnapshot.Night(
      bedtime: try night.optionalTimestamp("bedtime"), wake: try night.optionalTimestamp("wake"),
      asleepMinutes: try night.number("asleepMinutes"),
      inBedMinutes: try night.optionalNumber("inBedMinutes"),
      deepMinutes: try night.optionalNumber("deepMinutes"),
      remMinutes: try night.optionalNumber("remMinutes"),
      coreMinutes: try night.optionalNumber("coreMinutes"),
      awakeMinutes: try night.optionalNumber("awakeMinutes"),
      wakeEvents: try night.optionalInteger("wakeEvents"),
      latencyMinutes: try night.optionalNumber("latencyMinutes"),
      source: try night.string("source"), naps: try night.integer("naps"))
  }

  fileprivate static func encode(_ baselines: TodaySnapshot.Baselines) -> JSONValue {
    let hrv = baselines.hrv
    func metric(_ metric: TodaySnapshot.Metric) -> JSONValue {
      .object([
        "today": .fixed(metric.today, 1), "baseline": .fixed(metric.baseline, 1),
        "days": .integer(metric.days),
      ])
    }
    return .object([
      "hrv": .object([
        "kind": .string(hrv.kind?.rawValue), "today": .fixed(hrv.todayMs, 1),
        "mean7": .fixed(hrv.mean7Ms, 1), "mean60": .fixed(hrv.mean60Ms, 1),
        "sd60": .fixed(hrv.sd60, 3), "days60": .integer(hrv.days60),
        "zToday": .fixed(hrv.zToday, 2), "z7": .fixed(hrv.z7, 2), "z": .fixed(hrv.z, 2),
        "rangeLow": .fixed(hrv.rangeLowMs, 1), "rangeHigh": .fixed(hrv.rangeHighMs, 1),
      ]),
      "restingHeartRate": metric(baselines.restingHeartRate),
      "respiratoryRate": metric(baselines.respiratoryRate),
    ])
  }

  fileprivate static func decodeBaselines(_ baselines: DocumentReader) throws(DocumentError)
    -> TodaySnapshot.Baselines
  {
    let hrv = try baselines.object("hrv")
    func metric(_ key: String) throws(DocumentError) -> TodaySnapshot.Metric {
      let metric = try baselines.object(key)
      return TodaySnapshot.Metric(
        today: try metric.optionalNumber("today"), baseline: try metric.optionalNumber("baseline"),
        days: try metric.integer("days"))
    }
    return TodaySnapshot.Baselines(
      hrv: TodaySnapshot.HRV(
        kind: try hrv.optionalCode("kind"), todayMs: try hrv.optionalNumber("today"),
        mean7Ms: try hrv.optionalNumber("mean7"), mean60Ms: try hrv.optionalNumber("mean60"),
        sd60: try hrv.optionalNumber("sd60"), days60: try hrv.integer("days60"),
        zToday: try hrv.optionalNumber("zToday"), z7: try hrv.optionalNumber("z7"),
        z: try hrv.optionalNumber("z"),
        // Caches written before the range was stored have no key: read as not known.
        rangeLowMs: try hrv.optionalNumber("rangeLow"),
        rangeHighMs: try hrv.optionalNumber("rangeHigh")),
      restingHeartRate: try metric("restingHeartRate"),
      respiratoryRate: try metric("respiratoryRate"))
  }
}
