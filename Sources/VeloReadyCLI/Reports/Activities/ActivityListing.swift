import Foundation
import ScoreEngine
import VeloKit
import VeloStore

/// The merged activities of a range (the training ledger's `merged_activities`), each with the
/// recordings it was merged from, so that a rider can check that no ride counted twice.
struct ActivityListing {
  /// One merged activity and its recordings, in the ledger's member order.
  struct Entry {
    let activity: MergedActivity
    /// The recording of each member, `nil` when the store no longer holds it.
    let recordings: [Activity?]
    /// Its short id (docs/formats.md §5.7).
    var shortID = ""

    /// The member whose load counts.
    var countedIndex: Int? { activity.members.firstIndex { $0.id == activity.id } }

    /// Normalized power of the counted recording, else of the first that has one, watts.
    var normalizedPower: Double? { first(\.normalizedPower) }
    /// Average power, filled the same way.
    var averagePower: Double? { first(\.averagePower) }

    private func first(_ field: KeyPath<Activity, Double?>) -> Double? {
      if let countedIndex, let value = recordings[countedIndex]?[keyPath: field] { return value }
      return recordings.lazy.compactMap { $0?[keyPath: field] }.first
    }
  }

  let range: DayRange
  let sport: Sport?
  let origin: ScoreOrigin
  let entries: [Entry]

  var totalSeconds: Double { entries.reduce(0) { $0 + $1.activity.durationSeconds } }
  var totalLoad: Double { entries.reduce(0) { $0 + $1.activity.load } }

  /// The merged activities that start in `range` (of `sport`, when given).
  static func compute(_ run: ReportRun, _ range: DayRange, sport: Sport?) throws(CLIError)
    -> ActivityListing
  {
    let setup = run.setup
    let clock = setup.clock
    let ledger: TrainingLedger
    let recordings: [Activity]
    let origin: ScoreOrigin
    var corrections: [StoredCorrection] = []
    if let store = setup.store {
      corrections = try CLIError.fromStore(try store.database.activityCorrections())
      ledger = try StoredTraining.slice(
        for: HistoryWindow(dates: range.dates), in: store, profile: setup.profile,
        keep: setup.zoneIsConfigured)
      // A recording merged into an activity overlaps it, so it starts at most the longest
      // activity before or after it.
      let margin = StoreDatabase.longestActivity
      recordings = try CLIError.fromStore(
        try store.database.activityRecordings(
          from: clock.startOfDay(range.dates.lowerBound) - margin,
          through: clock.startOfDay(range.dates.upperBound.adding(days: 1)) + margin))
      origin = .fresh
    } else {
      let demo = try DemoAthlete.history(
        endingOn: range.dates.upperBound, in: clock, now: run.now, profile: setup.profile)
      ledger = demo.training
      recordings = demo.records.activities
      origin = .demo
    }
    var byMember: [String: Activity] = [:]
    for recording in recordings {
      byMember[key(recording.source.provider, recording.source.name, recording.id)] = recording
    }
    let entries = ledger.activities.filter {
      range.dates.contains($0.date) && (sport == nil || $0.sport == sport)
    }.map { activity in
      Entry(
        activity: activity,
        recordings: activity.members.map { byMember[key($0.provider, $0.source, $0.id)] },
        shortID: ActivityShortID.shown(activity, corrections: corrections))
    }
    return ActivityListing(range: range, sport: sport, origin: origin, entries: entries)
  }

  private static func key(_ provider: Provider, _ source: String, _ id: String) -> String {
    [provider.rawValue, source, id].joined(separator: "\u{1F}")
  }
}
