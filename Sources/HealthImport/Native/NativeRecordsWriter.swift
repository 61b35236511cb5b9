import Foundation
import ScoreEngine
import VeloJSON

/// Writes records as a `veloready.records/v1` document (docs/formats.md §1).
///
/// Instants are written in UTC with whole seconds; the most common source becomes the document's
/// `source` and other records name theirs. Providers are not part of the format: a written file
/// reads back with provider `native`.
public enum NativeRecordsWriter {
  /// The document for `records`.
  public static func document(_ records: RecordSet) -> JSONValue {
    var counts: [String: Int] = [:]
    func count(_ source: Source) { counts[source.name, default: 0] += 1 }
    let sources =
      records.sleep.map(\.source) + records.sleepSummaries.map(\.source) + records.hrv.map(\.source)
      + records.activities.map(\.source)
      + records.steps.map(\.source)
    for source in sources { count(source) }
    let main =
      counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
      ?? "native"
    func fields(_ source: Source, _ members: [String: JSONValue]) -> JSONValue {
      var members = members
      if source.name != main { members["source"] = .string(source.name) }
      return .object(members)
    }
    func time(_ date: Date) -> JSONValue { .string(ISO8601Text.format(date)) }
    func day(_ date: LocalDate) -> JSONValue { .string(date.description) }
    func daily(_ values: [DailyValue], _ key: String) -> JSONValue {
      .array(values.map { fields($0.source, ["date": day($0.date), key: .number($0.value)]) })
    }
    var document: [String: JSONValue] = [
      "format": .string(NativeRecordsParser.formatName), "source": .string(main),
    ]
    document["sleep"] = .array(
      records.sleep.map {
        fields(
          $0.source,
          ["start": time($0.start), "end": time($0.end), "stage": .string($0.stage.rawValue)])
      })
    document["sleepSummaries"] = .array(records.sleepSummaries.map { summary($0, fields) })
    document["dailySleep"] = .array(
      records.dailySleep.map {
        fields($0.source, ["date": day($0.date), "seconds": .number($0.seconds)])
      })
    document["hrv"] = .array(
      records.hrv.map {
        fields(
          $0.source,
          [
            "time": time($0.time), "ms": .number($0.milliseconds),
            "kind": .string($0.kind.rawValue),
          ])
      })
    document["dailyHrv"] = .array(
      records.dailyHRV.map {
        fields(
          $0.source,
          ["date": day($0.date), "ms": .number($0.milliseconds), "kind": .string($0.kind.rawValue)])
      })
    document["restingHeartRate"] = daily(records.restingHeartRate, "bpm")
    document["respiratoryRate"] = .array(
      records.respiratoryRate.map {
        fields($0.source, ["time": time($0.time), "brpm": .number($0.breathsPerMinute)])
      })
    document["dailyRespiratoryRate"] = daily(records.dailyRespiratoryRate, "brpm")
    document["skinTemperature"] = daily(records.skinTemperature, "deviationC")
    document["steps"] = daily(records.steps, "count")
    document["activeEnergy"] = daily(records.activeEnergy, "kcal")
    document["fitness"] = .array(
      records.fitness.map {
        fields($0.source, ["date": day($0.date), "ctl": .number($0.ctl), "atl": .number($0.atl)])
      })
    document["activities"] = .array(records.activities.map { activity($0, fields) })
    return .object(document.filter { $0.value != .array([]) })
  }

  private static func summary(
    _ summary: SleepSummary, _ fields: (Source, [String: JSONValue]) -> JSONValue
  ) -> JSONValue {
    var members: [String: JSONValue] = [
      "start": .string(ISO8601Text.format(summary.start)),
      "end": .string(ISO8601Text.format(summary.end)),
      "asleepSeconds": .number(summary.asleepSeconds),
    ]
    let optional: [(String, Double?)] = [
      ("deepSeconds", summary.deepSeconds), ("remSeconds", summary.remSeconds),
      ("coreSeconds", summary.coreSeconds), ("awakeSeconds", summary.awakeSeconds),
      ("latencySeconds", summary.latencySeconds),
    ]
    for (key, value) in optional {
      if let value { members[key] = .number(value) }
    }
    return fields(summary.source, members)
  }

  private static func activity(
    _ activity: Activity, _ fields: (Source, [String: JSONValue]) -> JSONValue
  ) -> JSONValue {
    var members: [String: JSONValue] = [
      "id": .string(activity.id), "start": .string(ISO8601Text.format(activity.start)),
      "durationSeconds": .number(activity.durationSeconds),
      "sport": .string(activity.sport.rawValue),
    ]
    if !activity.externalIDs.isEmpty {
      members["externalIds"] = .array(activity.externalIDs.map { .string($0) })
    }
    if let name = activity.name { members["name"] = .string(name) }
    let optional: [(String, Double?)] = [
      ("distanceMeters", activity.distanceMeters), ("ascentMeters", activity.ascentMeters),
      ("averageHeartRate", activity.averageHeartRate),
      ("maxHeartRate", activity.maxHeartRate), ("averagePower", activity.averagePower),
      ("normalizedPower", activity.normalizedPower), ("ftp", activity.ftp),
      ("trainingLoad", activity.trainingLoad), ("rpe", activity.rpe),
      ("kcal", activity.energyKilocalories),
    ]
    for (key, value) in optional {
      if let value { members[key] = .number(value) }
    }
    if !activity.heartRate.isEmpty {
      members["heartRate"] = .array(
        activity.heartRate.map { .array([.number($0.offset), .number($0.bpm)]) })
    }
    return fields(activity.source, members)
  }
}
