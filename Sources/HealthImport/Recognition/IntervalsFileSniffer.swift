/// Recognises an intervals.icu `wellness.json` or `activities.json` — the JSON array the API
/// returns, saved to a file — from its first bytes.
///
/// The first object may be cut off (4 KiB hold about one activity), so the sniffer looks for keys
/// rather than parsing: keys only wellness days have (`restingHR`, `sleepSecs`, `ctlLoad`, …)
/// against keys only activities have (`start_date_local`, `moving_time`, …). Keys of both kinds,
/// or of neither, are not recognised.
enum IntervalsFileSniffer {
  /// Keys of the API's `Wellness` object that no `Activity` has.
  static let wellnessKeys = [
    "restingHR", "hrv", "hrvSDNN", "sleepSecs", "sleepScore", "sleepQuality", "avgSleepingHR",
    "ctlLoad", "atlLoad", "rampRate", "kcalConsumed", "readiness", "spO2", "respiration",
  ]
  /// Keys of the API's `Activity` object that no `Wellness` has.
  static let activityKeys = [
    "start_date_local", "start_date", "moving_time", "elapsed_time", "icu_training_load",
    "average_heartrate", "icu_average_watts", "device_name", "icu_ftp",
  ]

  /// The format of `text`, the start of a document that opens with `[`; `nil` when it is not an
  /// array of intervals.icu objects (or is empty).
  static func format(of text: Substring) -> InputFormat? {
    func found(_ keys: [String]) -> Bool {
      keys.contains { text.contains("\"\($0)\":") || text.contains("\"\($0)\" :") }
    }
    switch (found(wellnessKeys), found(activityKeys)) {
    case (true, false): return .intervalsWellness
    case (false, true): return .intervalsActivities
    default: return nil
    }
  }
}
