import HealthImport
import ScoreEngine
import VeloJSON

extension RecordTables {
  /// The optional measurements of an activity and their columns, in column order.
  private static var measurements: [(column: String, field: WritableKeyPath<Activity, Double?>)] {
    [
      ("distance_m", \.distanceMeters), ("average_heart_rate_bpm", \.averageHeartRate),
      ("max_heart_rate_bpm", \.maxHeartRate), ("average_power_w", \.averagePower),
      ("normalized_power_w", \.normalizedPower), ("ftp_w", \.ftp),
      ("training_load", \.trainingLoad), ("rpe", \.rpe), ("energy_kcal", \.energyKilocalories),
    ]
  }

  /// Activity recordings: (source, id) → start, duration, sport, name, measurements, the ids of
  /// the same activity elsewhere (a JSON array of strings), the heart-rate stream (a
  /// `HeartRateBlob`, NULL when there is none) and the total ascent (last: the column came with
  /// schema 7).
  static var activities: RecordTable<Activity> { activities(HeartRateStreams()) }

  /// The name of the `activities` table.
  static let activitiesName = "activities"

  /// The `activities` table, binding and reading the heart-rate streams of `streams` without
  /// encoding or decoding them again.
  static func activities(_ streams: HeartRateStreams) -> RecordTable<Activity> {
    let name = activitiesName
    let sports = RawValueTable<Sport>()
    let fixed = ["start", "duration_s", "sport", "name"]
    let measurements = measurements
    let measured = measurements.map(\.column)
    return RecordTable(
      name: name, records: \.activities, identity: ["provider", "source", "id"],
      values: fixed + measured + ["external_ids", "heart_rate", "ascent_m"],
      window: .instant("start"),
      bind: { [measurements, streams] (record, statement) throws(SQLiteError) in
        try statement.bind(record.source, at: 1)
        try statement.bind(record.id, at: 3)
        try statement.bind(record.start, at: 4)
        try statement.bind(record.durationSeconds, at: 5)
        try statement.bind(record.sport.rawValue, at: 6)
        try statement.bind(record.name, at: 7)
        for (offset, measurement) in measurements.enumerated() {
          try statement.bind(record[keyPath: measurement.field], at: Int32(8 + offset))
        }
        let next = Int32(8 + measurements.count)
        try statement.bind(externalIDsText(record.externalIDs), at: next)
        try statement.bind(
          blob: streams.blob(of: record) ?? HeartRateBlob.encode(record.heartRate), at: next + 1)
        try statement.bind(record.ascentMeters, at: next + 2)
      },
      read: { [measurements, streams, sports] (statement, sources) throws(DatabaseRecordError) in
        var activity = Activity(
          id: statement.text(at: 2), start: statement.instant(at: 3),
          durationSeconds: statement.double(at: 4),
          sport: try statement.value(sports, at: 5, table: name),
          name: statement.optionalText(at: 6),
          source: try sources.read(statement, provider: 0, name: 1, table: name))
        for (offset, measurement) in measurements.enumerated() {
          activity[keyPath: measurement.field] = statement.optionalDouble(at: Int32(7 + offset))
        }
        let next = Int32(7 + measurements.count)
        activity.externalIDs = try externalIDs(statement.text(at: next), table: name)
        activity.ascentMeters = statement.optionalDouble(at: next + 2)
        do throws(HeartRateBlobError) {
          if let inHand = statement.withBlob(
            at: next + 1,
            { bytes in
              streams.samples(source: activity.source, id: activity.id, blob: bytes)
            })
          {
            activity.heartRate = inHand
          } else {
            activity.heartRate = try HeartRateBlob.decode(statement.blob(at: next + 1))
          }
        } catch {
          throw DatabaseRecordError(
            table: name, reason: "activity '\(activity.id)': \(error.reason)")
        }
        return activity
      })
  }

  /// The ids as a JSON array of strings, e.g. `["strava:1234567"]`, queryable with `json_each`.
  private static func externalIDsText(_ ids: [String]) -> String {
    JSONWriter.compact(.array(ids.map { .string($0) }))
  }

  private static func externalIDs(_ text: String, table: String) throws(DatabaseRecordError)
    -> [String]
  {
    guard let items = (try? JSONParser.parse(text))?.arrayValue else {
      throw DatabaseRecordError(table: table, reason: "'\(text)' is not a JSON array of ids")
    }
    var ids: [String] = []
    for item in items {
      guard let id = item.stringValue else {
        throw DatabaseRecordError(table: table, reason: "'\(text)' is not a JSON array of ids")
      }
      ids.append(id)
    }
    return ids
  }
}
