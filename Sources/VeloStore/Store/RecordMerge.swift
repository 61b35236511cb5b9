import Foundation
import ScoreEngine

/// Merges imported records into the stored ones by identity (docs/architecture.md §6).
///
/// Identity is the source plus what makes a record that record: a segment's stage and bounds, a
/// sample's time (and HRV kind), a daily value's date, an activity's id. A record with a known
/// identity replaces the stored one, so importing the same file twice changes nothing and a newer
/// export of the same phone updates in place; nothing stored is ever dropped by an import.
enum RecordMerge {
  static func merge(_ incoming: RecordSet, into stored: inout RecordSet) -> MergeStats {
    var stats = MergeStats()
    merge(incoming.sleep, into: &stored.sleep, &stats) {
      SegmentKey(source: $0.source, start: $0.start, end: $0.end, stage: $0.stage)
    }
    merge(incoming.sleepSummaries, into: &stored.sleepSummaries, &stats) {
      SummaryKey(source: $0.source, start: $0.start, end: $0.end)
    }
    merge(incoming.dailySleep, into: &stored.dailySleep, &stats) {
      DayKey(source: $0.source, date: $0.date)
    }
    merge(incoming.hrv, into: &stored.hrv, &stats) {
      TimeKey(source: $0.source, time: $0.time, kind: $0.kind)
    }
    merge(incoming.dailyHRV, into: &stored.dailyHRV, &stats) {
      DayKey(source: $0.source, date: $0.date, kind: $0.kind)
    }
    merge(incoming.respiratoryRate, into: &stored.respiratoryRate, &stats) {
      TimeKey(source: $0.source, time: $0.time, kind: nil)
    }
    let dailyKey: (DailyValue) -> DayKey = { DayKey(source: $0.source, date: $0.date) }
    merge(incoming.restingHeartRate, into: &stored.restingHeartRate, &stats, key: dailyKey)
    merge(incoming.dailyRespiratoryRate, into: &stored.dailyRespiratoryRate, &stats, key: dailyKey)
    merge(incoming.skinTemperature, into: &stored.skinTemperature, &stats, key: dailyKey)
    merge(incoming.steps, into: &stored.steps, &stats, key: dailyKey)
    merge(incoming.activeEnergy, into: &stored.activeEnergy, &stats, key: dailyKey)
    merge(incoming.fitness, into: &stored.fitness, &stats) {
      DayKey(source: $0.source, date: $0.date)
    }
    merge(incoming.activities, into: &stored.activities, &stats) {
      ActivityKey(source: $0.source, id: $0.id)
    }
    return stats
  }

  private static func merge<Record: Equatable, Key: Hashable>(
    _ incoming: [Record], into stored: inout [Record], _ stats: inout MergeStats,
    key: (Record) -> Key
  ) {
    guard !incoming.isEmpty else { return }
    var index: [Key: Int] = [:]
    index.reserveCapacity(stored.count + incoming.count)
    for (position, record) in stored.enumerated() { index[key(record)] = position }
    for record in incoming {
      let identity = key(record)
      if let position = index[identity] {
        if stored[position] == record {
          stats.unchanged += 1
        } else {
          stored[position] = record
          stats.replaced += 1
        }
      } else {
        index[identity] = stored.count
        stored.append(record)
        stats.added += 1
      }
    }
  }

  private struct SegmentKey: Hashable {
    let source: Source
    let start: Date
    let end: Date
    let stage: SleepStage
  }

  private struct SummaryKey: Hashable {
    let source: Source
    let start: Date
    let end: Date
  }

  private struct DayKey: Hashable {
    let source: Source
    let date: LocalDate
    var kind: HRVKind?
  }

  private struct TimeKey: Hashable {
    let source: Source
    let time: Date
    let kind: HRVKind?
  }

  private struct ActivityKey: Hashable {
    let source: Source
    let id: String
  }
}
