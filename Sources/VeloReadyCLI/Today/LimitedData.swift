/// The footnote under the rings when a score was computed without some of its inputs
/// (`quality: limited`): its ring's label is starred, and this says what was missing.
enum LimitedData {
  /// The mark after a starred label.
  static let mark = "*"

  /// Whether `score`'s ring is starred: it has a value and some of its inputs were missing.
  static func isMarked(_ score: TodaySnapshot.Score) -> Bool {
    score.value != nil && score.quality == .limited
  }

  /// `* limited data: no sleep, no breathing rate` for the starred scores, or `nil`.
  static func footnote(_ scores: [TodaySnapshot.Score]) -> String? {
    var phrases: [String] = []
    for score in scores where isMarked(score) {
      for absent in score.absent where !phrases.contains(phrase(absent)) {
        phrases.append(phrase(absent))
      }
    }
    guard scores.contains(where: isMarked) else { return nil }
    return mark + " limited data" + (phrases.isEmpty ? "" : ": " + phrases.joined(separator: ", "))
  }

  /// What a missing component means for the rider.
  static func phrase(_ absent: TodaySnapshot.Absent) -> String {
    switch (absent.reason, absent.name) {
    case (.noSleep, _): return "no sleep"
    case (.noStages, _): return "no sleep stages"
    case (.noSegments, _): return "no wake events in a night given as totals"
    case (.noBounds, _): return "no bed and wake times"
    case (.calibrating, _): return "HRV still calibrating"
    case (.pmcWarmup, _): return "training history too short to rate form"
    case (.lowFitness, _): return "fitness too low to rate form"
    case (.noBaseline, .timing): return "no usual bedtime yet"
    case (.noBaseline, let name): return "no \(name.shown) baseline yet"
    case (.noData, .respiratory): return "no breathing rate"
    default: return "no \(absent.name.shown)"
    }
  }
}
