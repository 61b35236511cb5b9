import Foundation
import ScoreEngine
import VeloKit
import VeloStore

/// `activities ignore|set-load|set-sport|reset ID` (docs/algorithm.md §7.5): finds the activity
/// by its short id, stores or removes the rider's correction, and recomputes the training ledger,
/// all in one write, so that every cache is stale at once.
struct ActivityCorrecting {
  /// What the rider asked for.
  enum Request {
    case change(ActivityCorrection.Change)
    case reset
  }

  let setup: Setup
  let now: Date

  /// Applies `request` to the activity `id`; the sentence that says what changed.
  func apply(_ request: Request, to id: String) throws(CLIError) -> String {
    guard let store = setup.store else {
      throw .missing(
        "no veloready store at '\(setup.location.path)': there are no activities to correct",
        hint: "import your rides first: veloready import PATH")
    }
    let profile = setup.profile
    let createdAt = setup.clock.iso8601(now)
    return try store.write { () throws(CLIError) -> String in
      let database = store.database
      let stored = try CLIError.fromStore(try database.activityCorrections())
      let before = TrainingLedger.compute(
        try CLIError.fromStore(try database.trainingRecords()), profile: profile,
        corrections: stored.map(\.correction))
      let activity = try Self.find(id, in: before.activities, corrections: stored)
      let shown = ActivityShortID.shown(activity, corrections: stored)
      switch request {
      case .reset:
        var removed = 0
        for old in ActivityShortID.corrections(of: activity, in: stored) {
          removed += try CLIError.fromStore(
            try database.removeCorrections(
              activity: old.activity, kind: StoredCorrection.kind(old.correction.change)))
        }
        guard removed > 0 else { return "'\(shown)' has no corrections to reset" }
      case .change(let change):
        try CLIError.fromStore(
          try database.saveCorrection(
            StoredCorrection(
              activity: shown,
              correction: ActivityCorrection(members: activity.members, change: change),
              createdAt: createdAt)))
      }
      let after = try StoredTraining.refresh(in: store, profile: profile)
      let changed = after.activities.first { $0.members.contains(where: activity.members.contains) }
      return Self.summary(shown, changed ?? activity, setup.clock)
    }
  }

  /// The one activity that `id` names.
  static func find(
    _ id: String, in activities: [MergedActivity], corrections: [StoredCorrection]
  ) throws(CLIError) -> MergedActivity {
    let wanted = id.lowercased()
    let matches = activities.filter {
      ActivityShortID.all($0, corrections: corrections).contains(wanted)
    }
    if matches.count == 1, let only = matches.first { return only }
    if matches.isEmpty {
      let shown = activities.map { ActivityShortID.shown($0, corrections: corrections) }
      throw .usage(
        "no activity '\(id)'",
        hint: Suggestion.nearest(to: wanted, in: shown).map { "did you mean '\($0)'?" }
          ?? "'veloready activities' lists each activity with its id")
    }
    let days = matches.map(\.date.description).joined(separator: ", ")
    throw .usage(
      "'\(id)' names \(matches.count) activities (\(days))",
      hint: "'veloready activities --json' lists every recording's id; use one of those")
  }

  /// "'k3x9ab' (2026-11-18 07:02 Morning Ride): load 85.0 set by you (was 142.3 by …)".
  static func summary(_ id: String, _ activity: MergedActivity, _ clock: ZoneClock) -> String {
    let start = String(clock.iso8601(activity.start).prefix(16)).replacingOccurrences(
      of: "T", with: " ")
    let name = activity.name ?? activity.sport.rawValue
    return "'\(id)' (\(start) \(name)): " + CorrectionText.load(activity)
  }
}
