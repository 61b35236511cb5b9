import Foundation
import ScoreEngine

/// Reads the activities of a FIT file: one `Activity` per session.
///
/// Built on `FITDecoder` from `file_id`, `session`, `lap`, `record`, `event`, `device_info`,
/// `activity` and `hr`:
///
/// | `Activity` | from |
/// |---|---|
/// | `id` | `fit:<serial>-<time created>:<session index>` (`fit:<time created>:<index>` without a serial) |
/// | `start` | `session.start_time` |
/// | `durationSeconds` | `session.total_timer_time`, else the moving time of the events or records |
/// | `sport` | `session.sport`/`sub_sport`, see `FITSport`; transitions are left out |
/// | `distanceMeters`, `energyKilocalories` | `total_distance`, `total_calories` |
/// | `ascentMeters` | `total_ascent` (field 22; a file rebuilt from its laps sums theirs, field 21) |
/// | `averageHeartRate`, `maxHeartRate` | the session's, else the records' mean and maximum |
/// | `averagePower`, `normalizedPower` | the session's, else computed from the records (`NormalizedPower`) |
/// | `trainingLoad`, `ftp` | the session's training stress score and threshold power, when valid |
/// | `heartRate` | every record's heart rate at its moving-time offset, and the strap's stored heart rate (`hr`) where no record has one |
/// | `source` | provider `device`, named by `FITProductNames` |
///
/// Moving time comes from the timer's start and stop events; a file without them pauses at gaps
/// longer than `MovingTime.pauseThreshold`. Records in a pause are not part of the stream. A file
/// without a session (a device that crashed) is rebuilt from its laps, else its records, with a
/// note. A file of another type (monitoring, settings, workout, course, …) is `.notAnActivity`.
/// Times counted from power-on are placed, and a clock jump in the records is moved back
/// (`FITClock`). Each activity is validated (docs/algorithm.md §12): a bad one is rejected with
/// its session as location, an absurd optional field or heart-rate sample is dropped and counted.
public enum FITActivityReader {
  /// The activities of the FIT file `bytes`. `name` names the file in the notes on the parts of
  /// a chain (`the second FIT file in 'x.fit'`); `timeZone` is the athlete's, for a file whose
  /// only absolute time is a local one.
  ///
  /// - Throws: `ImportError.unrecognised` when the bytes are not a FIT file, `.malformed` when
  ///   its first header is corrupt or damage left no activity to read.
  public static func read(_ bytes: [UInt8], name: String? = nil, timeZone: TimeZone? = nil)
    throws(ImportError) -> DeviceFileOutcome
  {
    var collector = FITActivityCollector(inputSize: bytes.count)
    let notes = try bytes.withImportBytes { buffer throws(ImportError) in
      try FITDecoder.scan(buffer, handler: &collector)
    }
    var report = ImportReport()
    report.notes = notes
    var otherTypes: [FITFileType] = []
    let files = collector.files
    let chained = files.count > 1
    // A watch appends the heart rate its strap stored as further files of the chain that hold
    // nothing else: those heart rates belong to the activity, wherever they fall in time.
    let heartRateParts = Set(files.indices.filter { files[$0].holdsOnlyHeartRates })
    let appended =
      heartRateParts.count == 1
      ? heartRateParts.first.map { files[$0].heartRates } ?? []
      : heartRateParts.sorted().flatMap { files[$0].heartRates }
    for (number, var file) in files.enumerated() where !heartRateParts.contains(number) {
      let place = chained ? "file \(number + 1) " : ""
      let subject =
        chained
        ? "the \(ordinal(number + 1)) FIT file in \(name.map { "'\($0)'" } ?? "the chain")"
        : "the FIT file"
      if let raw = file.type, raw != FITFileType.activity.rawValue {
        let type = FITFileType(rawValue: raw)
        otherTypes.append(type)
        if chained { report.notes.append("\(subject) is \(type), not an activity; skipped") }
        continue
      }
      // Shared, not copied, when the file has none of its own (the usual chain).
      if file.heartRates.isEmpty { file.heartRates = appended } else { file.heartRates += appended }
      var builder = FITActivityBuilder(
        file: file, place: place, subject: subject, timeZone: timeZone)
      builder.build(into: &report)
    }
    if otherTypes.count == files.count - heartRateParts.count, let first = otherTypes.first {
      return .notAnActivity(.fit(first))
    }
    // Damage that left nothing to read (a file cut after its header) is a damaged file, not a
    // sound one without activity: the import says so and fails (docs/formats.md §6.5).
    if !notes.isEmpty, otherTypes.isEmpty, report.records.activities.isEmpty,
      report.rejections.total == 0
    {
      throw .malformed(reason: notes.joined(separator: "; ") + "; no activity is left to read")
    }
    return .activities(report)
  }

  /// `first`, `second`, … `tenth`, then `11th`, `12th`, `21st`, ….
  static func ordinal(_ number: Int) -> String {
    let words = [
      "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
      "tenth",
    ]
    if (1...words.count).contains(number) { return words[number - 1] }
    let suffix: String
    switch (number % 10, number % 100) {
    case (1, let tens) where tens != 11: suffix = "st"
    case (2, let tens) where tens != 12: suffix = "nd"
    case (3, let tens) where tens != 13: suffix = "rd"
    default: suffix = "th"
    }
    return "\(number)\(suffix)"
  }
}
