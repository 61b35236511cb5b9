import ScoreEngine

/// Reads the activities of a Garmin Training Center (TCX) file: one `Activity` per `<Activity>`.
///
/// | `Activity` | from |
/// |---|---|
/// | `id` | `tcx:` + the activity's `<Id>` (its start time, by convention) |
/// | `sport` | `Sport="Biking"` cycling, `"Running"` running, anything else other |
/// | `start` | the first lap's `StartTime`, else `<Id>`, else the first trackpoint |
/// | `durationSeconds` | the laps' `TotalTimeSeconds` (the timer), else the moving time of the trackpoints (`TrackActivity`) |
/// | `distanceMeters` | the laps' `DistanceMeters`, else the last trackpoint's, else the track length |
/// | `ascentMeters` | the trackpoints' `AltitudeMeters`, by `TrackClimbing` (a lap has no ascent) |
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
    let cut = !complete || document.depth > 0
    if cut {
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
      // The timer of a file cut short counts time whose points were lost: the points decide.
      var summary = draft.summary(author: document.authorName)
      if cut { summary.timerSeconds = nil }
      TrackActivity.read(
        summary, points: draft.points, location: "activity \(index + 1)", noteGaps: !cut,
        into: &report)
    }
    return .activities(report)
  }
}
