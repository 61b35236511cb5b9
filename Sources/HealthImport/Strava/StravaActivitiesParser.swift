import Foundation
import ScoreEngine

/// Reads a Strava bulk-export `activities.csv` (docs/formats.md §6.3) into activities.
///
/// Columns are found by (name, occurrence), never by position, in the header's language
/// (`StravaLanguage`: English, German, or the older snake_case English export, whose `distance`
/// is in metres and which has no moving time). Each row becomes an `Activity` with
/// `Source(provider: .strava, name: "Strava")`, `id` = the Activity ID and `externalIDs` =
/// `["strava:<Activity ID>"]`, so the ride merges with its intervals.icu recording (which carries
/// the same `strava:` id):
///
/// | column | `Activity` |
/// |---|---|
/// | `Activity Date` (UTC, `StravaValues.instant`) | `start` |
/// | `Moving Time`, else `Elapsed Time` | `durationSeconds` (see below) |
/// | `Activity Type` | `sport` (`StravaActivityType`) |
/// | `Activity Name` | `name` |
/// | `Distance`, 2nd occurrence (metres) | `distanceMeters` |
/// | `Elevation Gain` (metres; German `Höhenzunahme`) | `ascentMeters` |
/// | `Average Heart Rate`, `Max Heart Rate` | heart rates (0 reads as "no strap") |
/// | `Average Watts`, `Weighted Average Power` | `averagePower`, `normalizedPower` |
/// | `Calories` | `energyKilocalories` |
/// | `Training Load` (newer headers) | `trainingLoad` (Strava's TSS-style load) |
/// | `Perceived Exertion` | `rpe` (1–10; 0 reads as "not given") |
/// | `Filename` | not in `Activity`: `StravaActivityRow.filename`, from `read(_:)` |
///
/// A column Strava writes twice (`Elapsed Time`, `Max Heart Rate`) is read from its first filled
/// copy, and copies that disagree are counted in a note (`StravaCopies`); `Distance` is the
/// exception, its copies being in different units.
///
/// Duration is the moving time, as for intervals.icu: the formulas of docs/algorithm.md §7.3 are
/// over time spent exercising. `Training Load` is Strava's own TSS-style load, so it is a source
/// load. `Relative Effort` is not a training load: it is on Strava's own heart-rate scale, not
/// TSS-equivalent, so it is not read. The export has no FTP; power loads use the configured FTP.
///
/// A bad row (a missing or non-numeric id, an unreadable date, text where a number belongs, a
/// duration outside its range (docs/algorithm.md §12), a field count that differs from the header's, broken
/// quoting) is rejected with its location `line N`, the line on which the row starts; every other
/// row is kept. An optional measurement outside its range (a swim's wrist heart rate of 3 bpm) is
/// left out and counted in `droppedFields`, and its activity kept. A second row with an
/// Activity ID already read is dropped and counted as a duplicate. Columns veloready does not
/// read are ignored without being counted: an export has 86 to 103 of them.
public enum StravaActivitiesParser {
  /// The source of every Strava activity.
  public static let source = Source(provider: .strava, name: "Strava")

  /// Parses the bytes of an `activities.csv` into its report.
  ///
  /// - Throws: `ImportError.unrecognised` when the first row is not a Strava header in a language
  ///   veloready reads, `ImportError.malformed` when that header row itself is broken CSV.
  public static func parse(_ bytes: [UInt8]) throws(ImportError) -> ImportReport {
    try read(bytes).report
  }

  /// Parses the bytes of an `activities.csv` into its report and its rows, each row with the
  /// `Filename` that joins it to its original file in a bulk export.
  ///
  /// - Throws: as `parse(_:)`.
  public static func read(_ bytes: [UInt8]) throws(ImportError) -> StravaActivities {
    let records = CSVReader.records(bytes)
    guard let headerRecord = records.first else {
      throw .unrecognised(reason: "the file is empty; expected a Strava activities.csv header")
    }
    if let problem = headerRecord.problem {
      throw .malformed(reason: "the header row of the Strava activities.csv is broken: \(problem)")
    }
    let header = try StravaHeader(headerRecord.fields)
    var result = StravaActivities()
    var ids: Set<String> = []
    var copies = StravaCopies()
    for record in records.dropFirst() {
      result.report.seen["activities", default: 0] += 1
      do throws(RecordRejection) {
        var dropped = DroppedFields()
        let row = try StravaRow(record: record, header: header)
        let activity = try row.activity(dropping: &dropped)
        guard ids.insert(activity.id).inserted else {
          result.report.duplicatesDropped += 1
          continue
        }
        result.report.droppedFields.merge(dropped)
        copies.check(row)
        result.report.records.activities.append(activity)
        result.rows.append(
          StravaActivityRow(activity: activity, filename: row.filename, line: record.line))
      } catch {
        result.report.rejections.reject(
          at: "line \(record.line)", reason: error.reason, message: error.message)
      }
    }
    result.report.notes += copies.notes(header)
    return result
  }
}
