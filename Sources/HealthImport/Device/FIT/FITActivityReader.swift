import ScoreEngine

/// Reads the activities of a FIT file: one `Activity` per session.
///
/// Built on `FITDecoder` from `file_id`, `session`, `lap`, `record`, `event` and `device_info`:
///
/// | `Activity` | from |
/// |---|---|
/// | `id` | `fit:<serial>-<time created>:<session index>` (`fit:<time created>:<index>` without a serial) |
/// | `start` | `session.start_time` |
/// | `durationSeconds` | `session.total_timer_time`, else the moving time of the events or records |
/// | `sport` | `session.sport`/`sub_sport`, see `FITSport`; transitions are left out |
/// | `distanceMeters`, `energyKilocalories` | `total_distance`, `total_calories` |
/// | `averageHeartRate`, `maxHeartRate` | the session's, else the records' mean and maximum |
/// | `averagePower`, `normalizedPower` | the session's, else computed from the records (`NormalizedPower`) |
/// | `trainingLoad`, `ftp` | the session's training stress score and threshold power, when valid |
/// | `heartRate` | every record's heart rate at its moving-time offset |
/// | `source` | provider `device`, named by `FITProductNames` |
///
/// Moving time comes from the timer's start and stop events; a file without them pauses at gaps
/// longer than `MovingTime.pauseThreshold`. Records in a pause are not part of the stream. A file
/// without a session (a device that crashed) is rebuilt from its laps, else its records, with a
/// note. A file of another type (monitoring, settings, workout, course, …) is `.notAnActivity`.
/// Each activity is validated (docs/algorithm.md §12): a bad one is rejected with its session as
/// location, a bad heart-rate sample is dropped and counted.
public enum FITActivityReader {
  /// The activities of the FIT file `bytes`.
  ///
  /// - Throws: `ImportError.unrecognised` when the bytes are not a FIT file, `.malformed` when
  ///   its first header is corrupt.
  public static func read(_ bytes: [UInt8]) throws(ImportError) -> DeviceFileOutcome {
    var collector = FITActivityCollector(inputSize: bytes.count)
    let notes = try bytes.withImportBytes { buffer throws(ImportError) in
      try FITDecoder.scan(buffer, handler: &collector)
    }
    var report = ImportReport()
    report.notes = notes
    var otherTypes: [FITFileType] = []
    let files = collector.files
    let chained = files.count > 1
    for (number, file) in files.enumerated() {
      let place = chained ? "file \(number + 1) " : ""
      if let raw = file.type, raw != FITFileType.activity.rawValue {
        let type = FITFileType(rawValue: raw)
        otherTypes.append(type)
        if chained {
          report.notes.append("\(place)of the chain is \(type), not an activity; skipped")
        }
        continue
      }
      var builder = FITActivityBuilder(file: file, place: place)
      builder.build(into: &report)
    }
    if otherTypes.count == files.count, let first = otherTypes.first {
      return .notAnActivity(.fit(first))
    }
    return .activities(report)
  }
}
