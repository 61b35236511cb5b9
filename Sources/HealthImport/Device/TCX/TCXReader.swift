import ScoreEngine

/// Reads the activities of a Garmin Training Center (TCX) file: one `Activity` per `<Activity>`.
///
/// | `Activity` | from |
/// |---|---|
/// | `id` | `tcx:` + the activity's `<Id>` (its start time, by convention) |
/// | `sport` | `Sport="Biking"` cycling, `"Running"` running, anything else other |
/// | `start` | the first lap's `StartTime`, else `<Id>`, else the first trackpoint |
/// | `durationSeconds` | moving time of the trackpoints (`TrackActivity`), else the laps' `TotalTimeSeconds` |
/// | `distanceMeters` | the laps' `DistanceMeters`, else the last trackpoint's, else the track length |
/// | heart rates | the laps' `AverageHeartRateBpm` (weighted by lap time) and `MaximumHeartRateBpm`, else the stream |
/// | `heartRate` | `Trackpoint/HeartRateBpm/Value` at moving-time offsets |
/// | power | `Trackpoint/Extensions/TPX/Watts` (any namespace prefix) |
/// | `energyKilocalories` | the laps' `Calories` |
/// | `source` | provider `device`, named by `Creator/Name`, else `Author/Name`, else `TCX file` |
///
/// A file cut short keeps the activities and points read before the cut, with a note. A file with
/// courses or workouts but no activity is `.notAnActivity`.
public enum TCXReader {
  /// The activities of the TCX document `bytes`.
  ///
  /// - Throws: `ImportError.unrecognised` when it has no `<TrainingCenterDatabase>`.
  public static func read(_ bytes: [UInt8]) throws(ImportError) -> DeviceFileOutcome {
    let (document, complete) = try bytes.withImportBytes {
      buffer throws(ImportError) -> (TCXDocument, Bool) in
      var document = TCXDocument(xml: DeviceXML(document: buffer))
      var scanner = XMLScanner()
      try scanner.feed(buffer, to: &document)
      return (document, !scanner.hasUnfinishedConstruct)
    }
    guard document.sawRoot else {
      throw .unrecognised(reason: "not a TCX file (no <TrainingCenterDatabase> element)")
    }
    var report = ImportReport()
    var drafts = document.activities
    if var open = document.current {
      open.endLap()
      drafts.append(open)
    }
    if !complete || document.depth > 0 {
      report.notes.append(
        "the TCX file is cut short; the \(document.points) trackpoints read before the cut are "
          + "kept")
    }
    if document.untimedPoints > 0 {
      report.notes.append(
        "\(document.untimedPoints) trackpoints without a readable time were skipped")
    }
    guard !drafts.isEmpty else { return .notAnActivity(.tcxWithoutActivity) }
    for (index, draft) in drafts.enumerated() {
      report.seen["activities", default: 0] += 1
      do throws(RecordRejection) {
        let activity = try TrackActivity.activity(
          draft.summary(author: document.authorName), points: draft.points,
          dropped: &report.droppedSamples)
        report.records.activities.append(activity)
      } catch {
        report.rejections.reject(
          at: "activity \(index + 1)", reason: error.reason, message: error.message)
      }
    }
    return .activities(report)
  }
}
