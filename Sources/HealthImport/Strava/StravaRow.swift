import Foundation
import ScoreEngine

/// Typed access to one row of `activities.csv`, by column.
///
/// Field names in rejection messages are the header's own text (`Durchschnittliche
/// Herzfrequenz '400' outside 25–250`), so the athlete can find the cell in their file.
struct StravaRow {
  let record: CSVRecord
  let header: StravaHeader

  init(record: CSVRecord, header: StravaHeader) throws(RecordRejection) {
    if let problem = record.problem {
      throw RecordRejection(reason: "malformed CSV row: \(problem)", message: problem)
    }
    guard record.fields.count == header.fieldCount else {
      throw RecordRejection(
        reason: "malformed CSV row: wrong number of fields",
        message: "the row has \(record.fields.count) fields, the header \(header.fieldCount)")
    }
    self.record = record
    self.header = header
  }

  /// The activity of this row; optional fields out of range are left out and counted in
  /// `dropped`.
  func activity(dropping dropped: inout DroppedFields) throws(RecordRejection) -> Activity {
    let id = text(.activityID) ?? ""
    guard !id.isEmpty, id.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw RecordRejection(
        reason: "\(header.name(.activityID)): not a number",
        message: "'\(header.name(.activityID))' '\(id)' is not a Strava activity id")
    }
    let dateText = text(.activityDate) ?? ""
    guard let start = StravaValues.instant(dateText, header.language) else {
      throw RecordRejection(
        reason: "\(header.name(.activityDate)): not a date",
        message: "'\(header.name(.activityDate))' '\(dateText)' is not a date this importer reads")
    }
    var activity = Activity(
      id: id, externalIDs: ["strava:\(id)"], start: start, durationSeconds: try duration(),
      sport: StravaActivityType.sport(for: text(.activityType) ?? ""),
      source: StravaActivitiesParser.source)
    activity.name = text(.activityName)
    activity.distanceMeters = try number(.distance)
    activity.ascentMeters = try number(.elevationGain)
    activity.averageHeartRate = try measurement(.averageHeartRate)
    activity.maxHeartRate = try measurement(.maxHeartRate)
    activity.averagePower = try number(.averageWatts)
    activity.normalizedPower = try number(.weightedAveragePower)
    activity.energyKilocalories = try number(.calories)
    activity.trainingLoad = try number(.trainingLoad)
    activity.rpe = try measurement(.perceivedExertion)
    dropped.sanitise(&activity)
    if let problem = RecordValidator.problem(of: activity) { throw RecordRejection(problem) }
    return activity
  }

  /// Moving time when positive, else the elapsed time.
  private func duration() throws(RecordRejection) -> Double {
    for column in [StravaColumn.movingTime, .elapsedTime] {
      if let seconds = try number(column), seconds != 0 {
        if let problem = RecordValidator.problem(
          header.name(column), seconds, in: RecordValidator.Range.durationSeconds)
        {
          throw RecordRejection(problem)
        }
        return seconds
      }
    }
    throw RecordRejection(
      reason: "activities: no duration",
      message: "neither '\(header.name(.movingTime))' nor '\(header.name(.elapsedTime))' "
        + "is a positive number")
  }

  /// The `Filename` cell: where the original recording is inside the bulk export.
  var filename: String? { text(.filename) }

  /// The trimmed text of `column`'s filled copies, in header order; empty when the header lacks
  /// the column or every copy is empty.
  func copies(_ column: StravaColumn) -> [String] {
    header.positions(column).compactMap { position in
      let value = StravaValues.trimmed(record.fields[position])
      return value.isEmpty ? nil : value
    }
  }

  /// The text of `column`'s first filled copy, `nil` when there is none.
  private func text(_ column: StravaColumn) -> String? { copies(column).first }

  /// The number of `column`'s first filled copy; `nil` when there is none. Text that is no
  /// number rejects the row: it means a shifted or damaged row rather than one odd measurement.
  private func number(_ column: StravaColumn) throws(RecordRejection) -> Double? {
    guard let text = text(column) else { return nil }
    return try parsed(column, text)
  }

  /// Like `number(_:)`, but 0 reads as "not measured" (no strap, no RPE given), so the next
  /// filled copy that is not 0 gives the value.
  private func measurement(_ column: StravaColumn) throws(RecordRejection) -> Double? {
    let copies = copies(column)
    guard let first = copies.first else { return nil }
    let value = try parsed(column, first)
    if value != 0 { return value }
    return copies.dropFirst().lazy.compactMap { StravaValues.number($0, header.language) }
      .first { $0 != 0 }
  }

  private func parsed(_ column: StravaColumn, _ text: String) throws(RecordRejection) -> Double {
    guard let value = StravaValues.number(text, header.language) else {
      let name = header.name(column)
      throw RecordRejection(
        reason: "\(name): not a number", message: "'\(name)' '\(text)' is not a number")
    }
    return value
  }
}
