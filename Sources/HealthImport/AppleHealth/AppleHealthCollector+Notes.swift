import Foundation
import ScoreEngine
import VeloJSON

extension AppleHealthCollector {
  /// Notes on what the export itself says about its data, beyond counts: records dated after the
  /// export, and sleep that is all "in bed".
  func exportNotes() -> [String] {
    var notes: [String] = []
    if afterExport > 0, let exportDate {
      let subject = afterExport == 1 ? "1 record starts" : "\(afterExport) records start"
      notes.append(
        "\(subject) after the export was made ('\(shown(exportDate))'), the latest at "
          + "'\(shown(latestAfterExport))': a phone or watch clock was probably wrong; "
          + "they are kept as dated")
    }
    let stages = Set(sleep.map(\.stage))
    if stages.contains(.inBed), stages.isSubset(of: [.inBed, .awake]) {
      let values = stages.contains(.awake) ? "'InBed' or 'Awake'" : "'InBed'"
      let subject =
        sleep.count == 1 ? "the only sleep record is" : "all \(sleep.count) sleep records are"
      notes.append(
        "sleep: \(subject) \(values), none asleep, and a night without an asleep segment is no "
          + "sleep: sleep stages need an Apple Watch or a sleep app that writes to Health (an "
          + "iPhone alone records time in bed)")
    }
    return notes
  }

  /// Heart-rate samples that no workout's stream took: outside every workout or in a pause
  /// (the algorithm reads heart rate only as workout streams), given the heart-rate type's id.
  func heartRateOutsideWorkouts(type: Int?) -> Int {
    guard let type else { return 0 }
    let counts = types[type].counts
    let dropped = droppedSamples.values.reduce(0, +)
    return max(0, counts.seen - counts.duplicates - counts.rejected - counts.kept - dropped)
  }

  /// An instant as local time with its offset in the athlete's zone.
  private func shown(_ instant: Double) -> String {
    ISO8601Text.format(
      Date(timeIntervalSince1970: instant),
      utcOffsetSeconds: days.clock.offset(at: instant.rounded(.down)))
  }
}
