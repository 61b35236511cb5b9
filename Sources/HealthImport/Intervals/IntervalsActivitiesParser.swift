import Foundation
import ScoreEngine

/// Maps the intervals.icu activity list (`GET /api/v1/athlete/{id}/activities`) to `Activity`
/// records.
///
/// | field | `Activity` |
/// |---|---|
/// | `id` | `id`, and `intervals:<id>` in `externalIDs` |
/// | `strava_id` | `strava:<strava_id>` in `externalIDs`, so the ride matches a Strava import |
/// | `start_date` (UTC), else `start_date_local` in `timezone` | `start` |
/// | `moving_time`, else `elapsed_time` | `durationSeconds` |
/// | `type` | `sport` (`StravaActivityType`; unknown types are `other`) |
/// | `name`, `distance`, `calories` | `name`, `distanceMeters`, `energyKilocalories` |
/// | `total_elevation_gain` (metres) | `ascentMeters` |
/// | `average_heartrate`, `max_heartrate` | heart rates (0 reads as "no strap") |
/// | `icu_average_watts`, `icu_weighted_avg_watts` | `averagePower`, `normalizedPower` |
/// | `icu_ftp` | `ftp` (0 reads as "no FTP set") |
/// | `icu_training_load` | `trainingLoad` |
/// | `icu_rpe` | `rpe` |
///
/// Duration is the moving time: the formulas of docs/algorithm.md §7.3 (hours × IF² × 100, TRIMP)
/// are defined over time spent exercising, and intervals.icu computes its own load over moving
/// time, so elapsed time would inflate a ride's load by its café stop. Elapsed time is the
/// fallback when moving time is missing or 0 (a manual entry).
///
/// The source is `Source(provider: .intervals, name: device_name)`, or `intervals.icu` when the
/// activity has no device name. The device name keeps two recordings of one ride (a head unit and
/// a watch, both synced to intervals.icu) apart as sources, so de-duplication can merge them
/// instead of refusing to group two records of "the same source" and counting the ride twice.
///
/// The empty stubs the API returns for Strava-sourced activities (no moving or elapsed time, and
/// `source` `STRAVA` or a `_note`) are skipped and counted in a note: they hold no data, and
/// Strava's own export covers them. A wrong JSON type, or a missing or out-of-range start or
/// duration, rejects that activity only, with its location `activities[i]`; an optional field out
/// of range (a heart rate of 3, an RPE of 11) is left out and counted in `droppedFields`, and the
/// activity kept.
public enum IntervalsActivitiesParser {
  /// Maps the body of an activities response.
  ///
  /// - Throws: `ImportError` when the body is not JSON or not a JSON array.
  public static func parse(_ bytes: [UInt8]) throws(ImportError) -> ImportReport {
    var elements = try IntervalsResponse.elements(bytes, resource: "activities")
    var report = ImportReport()
    var stubs = 0
    while let (index, element) = try elements.next() {
      report.seen["activities", default: 0] += 1
      let location = "activities[\(index)]"
      guard let fields = element.objectValue else {
        report.rejections.reject(
          at: location, reason: "activities: expected an object",
          message: "expected an object, found \(element.typeNameWithArticle)")
        continue
      }
      let object = IntervalsObject(section: "activities", fields: fields)
      if isStravaStub(object) {
        stubs += 1
        continue
      }
      do throws(RecordRejection) {
        var dropped = DroppedFields()
        report.records.activities.append(try activity(object, dropping: &dropped))
        report.droppedFields.merge(dropped)
      } catch {
        report.rejections.reject(at: location, reason: error.reason, message: error.message)
      }
    }
    if stubs > 0 {
      report.notes.append(stubNote(count: stubs))
    }
    return report
  }

  /// The note for `count` skipped Strava stubs.
  public static func stubNote(count: Int) -> String {
    let subject = count == 1 ? "1 Strava activity" : "\(count) Strava activities"
    return "skipped \(subject) that intervals.icu returns as an empty stub "
      + "(Strava does not let it share them); import Strava's activities.csv "
      + "or connect the device to intervals.icu directly"
  }

  /// Whether an element is the empty stub the API returns for a Strava-sourced activity: no
  /// moving or elapsed time, and `source` `STRAVA` or the API's explanatory `_note` key.
  static func isStravaStub(_ object: IntervalsObject) -> Bool {
    guard !object.has("moving_time"), !object.has("elapsed_time") else { return false }
    return object.value("source")?.stringValue == "STRAVA" || object.has("_note")
  }

  /// The activity of one object; optional fields out of range are left out and counted in
  /// `dropped`.
  static func activity(_ object: IntervalsObject, dropping dropped: inout DroppedFields)
    throws(RecordRejection) -> Activity
  {
    guard let id = try object.identifier("id") else {
      throw RecordRejection(reason: "activities.id missing", message: "'id' is missing")
    }
    var externalIDs = ["intervals:\(id)"]
    if let stravaID = try object.identifier("strava_id") {
      externalIDs.append("strava:\(stravaID)")
    }
    let deviceName = try object.string("device_name").flatMap { $0.isEmpty ? nil : $0 }
    var activity = Activity(
      id: id, externalIDs: externalIDs, start: try start(of: object),
      durationSeconds: try duration(of: object),
      sport: StravaActivityType.sport(for: try object.string("type") ?? ""),
      source: Source(provider: .intervals, name: deviceName ?? IntervalsSource.defaultName))
    activity.name = try object.string("name")
    activity.distanceMeters = try object.number("distance")
    activity.ascentMeters = try object.number("total_elevation_gain")
    activity.energyKilocalories = try object.number("calories")
    activity.averageHeartRate = try object.measurement("average_heartrate")
    activity.maxHeartRate = try object.measurement("max_heartrate")
    activity.averagePower = try object.number("icu_average_watts")
    activity.normalizedPower = try object.number("icu_weighted_avg_watts")
    activity.ftp = try object.measurement("icu_ftp")
    activity.trainingLoad = try object.number("icu_training_load")
    activity.rpe = try object.measurement("icu_rpe")
    dropped.sanitise(&activity)
    // A safety net in the engine's own terms, for anything the reads above did not cover.
    if let problem = RecordValidator.problem(of: activity) { throw RecordRejection(problem) }
    return activity
  }

  private static func duration(of object: IntervalsObject) throws(RecordRejection) -> Double {
    for key in ["moving_time", "elapsed_time"] {
      if let seconds = try object.number(key), seconds != 0 {
        if let problem = RecordValidator.problem(
          "activities.\(key)", seconds, in: RecordValidator.Range.durationSeconds)
        {
          throw RecordRejection(problem)
        }
        return seconds
      }
    }
    throw RecordRejection(
      reason: "activities: no duration",
      message: "neither 'moving_time' nor 'elapsed_time' is a positive number")
  }
}
