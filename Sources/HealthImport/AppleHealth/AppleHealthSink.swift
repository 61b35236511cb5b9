import Foundation
import ScoreEngine

/// Every call `AppleHealthDocument` makes to what collects its records, in document order.
///
/// The collector (`AppleHealthCollector`) is the sink of a single pass. A piece of a big export
/// parsed on its own thread writes the same calls into a `CollectorCalls` list instead, with the
/// piece's own type and source numbers and lines, and the lists are replayed in file order into
/// one collector (`ExportPieces`, docs/architecture.md §5): the collector then sees exactly the
/// calls of a single pass, so every result is the same byte for byte.
protocol AppleHealthSink {
  /// A record type or element name seen for the first time; its id is the number of earlier ones.
  mutating func addType(named name: String)
  /// A source name seen for the first time; its id is the number of earlier ones.
  mutating func addSource(named name: String)
  /// One more top-level element of `type` in the document.
  mutating func countSeen(type: Int)
  /// A record of `type` on `line` rejected, with the reason and message the log keeps.
  mutating func reject(type: Int, line: Int, reason: String, message: String)
  /// A record read; `rmssd` is the beat-derived rMSSD of an HRV record, when it has one.
  mutating func add(_ sample: AppleHealthSample, rmssd: Double?)
  /// A workout read, with its children.
  mutating func add(_ workout: AppleHealthWorkout)
  /// A beat-to-beat list that yields no rMSSD (too short, noisy or unreadable).
  mutating func countUnreadableBeats()
  /// A workout written with the UTC offset `seconds`, not the zone's at its start.
  mutating func countForeignOffset(_ seconds: Int)
  /// The export's `<ExportDate>`, seconds since the epoch (`nil`: not readable).
  mutating func setExportDate(_ instant: Double?)
}

extension AppleHealthSink {
  /// A record read that has no beat-derived rMSSD.
  mutating func add(_ sample: AppleHealthSample) {
    add(sample, rmssd: nil)
  }
}

extension AppleHealthCollector: AppleHealthSink {
  mutating func addType(named name: String) {
    types.append(TypeTally(name: name))
  }

  mutating func addSource(named name: String) {
    sources.append(Source(provider: .appleHealth, name: name))
  }

  @inline(__always)
  mutating func countSeen(type: Int) {
    types[type].counts.seen += 1
  }

  mutating func countUnreadableBeats() {
    rmssdUnavailable += 1
  }

  mutating func countForeignOffset(_ seconds: Int) {
    foreignOffsets[seconds, default: 0] += 1
  }

  mutating func setExportDate(_ instant: Double?) {
    exportDate = instant
  }

  /// Keeps the workout unless it is an exact duplicate (same type, source, start, end and
  /// activity type as an earlier one).
  mutating func add(_ workout: AppleHealthWorkout) {
    let signature = Double(StableHash.fnv1a32(workout.activityType))
    guard
      isNew(
        type: workout.type, source: workout.source, start: workout.start, end: workout.end,
        value: signature)
    else { return }
    checkStart(workout.start)
    workouts.append(workout)
  }
}
