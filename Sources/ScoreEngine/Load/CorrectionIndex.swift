import Foundation

/// The rider's corrections by recording (docs/algorithm.md §7.5): a correction names the
/// recordings its activity had; it applies to every recording of each group of the merge that
/// holds one of them, so a copy imported later is corrected too.
struct CorrectionIndex {
  private var changesByMember: [ActivityMember: [ActivityCorrection.Change]] = [:]
  private var recordingsByMember: [ActivityMember: Activity] = [:]
  private let precedence: SourcePrecedence
  private let dayOf: (Date) -> LocalDate

  /// Whether no correction applies to any recording.
  var isEmpty: Bool { changesByMember.isEmpty }

  /// The index of `corrections` over the groups the merge makes of `activities`.
  init(_ corrections: [ActivityCorrection], activities: [Activity], profile: AthleteProfile) {
    precedence = profile.precedence
    let clock = profile.clock
    dayOf = { clock.day(of: $0) }
    guard !corrections.isEmpty else { return }
    let groups = ActivityMerger.groups(activities, precedence: precedence)
    var groupOf: [ActivityMember: Int] = [:]
    for (number, group) in groups.enumerated() {
      for index in group { groupOf[Self.member(activities[index])] = number }
    }
    var changesByGroup: [Int: [ActivityCorrection.Change]] = [:]
    for correction in corrections {
      let matched = Set(correction.members.compactMap { groupOf[$0] })
      for group in matched where changesByGroup[group]?.contains(correction.change) != true {
        changesByGroup[group, default: []].append(correction.change)
      }
    }
    for (group, changes) in changesByGroup {
      let ordered = changes.sorted { $0.order < $1.order }
      for index in groups[group] {
        let member = Self.member(activities[index])
        changesByMember[member] = ordered
        recordingsByMember[member] = activities[index]
      }
    }
  }

  /// The recording as its activity's corrections leave it.
  func corrected(_ activity: Activity) -> Activity {
    guard !changesByMember.isEmpty, let changes = changesByMember[Self.member(activity)] else {
      return activity
    }
    return ActivityCorrection.corrected(activity, changes)
  }

  /// `merged` with its corrections: the rider's sport, load or none, and what it was without
  /// them (its recordings merged again uncorrected, with the same rules).
  func apply(
    to merged: MergedActivity, recordings: [Activity], load: (Activity) -> ActivityLoad
  ) -> MergedActivity {
    guard let first = merged.members.first, let changes = changesByMember[first] else {
      return merged
    }
    let members = merged.members.compactMap { recordingsByMember[$0] }
    let original = ActivityMerger.merge(members, precedence: precedence, dayOf: dayOf, load: load)
      .first
    var corrected = merged
    for change in changes {
      switch change {
      case .sport(let sport): corrected.sport = sport
      case .load(let value): corrected.overrideLoad(value)
      case .ignoreAll: corrected.overrideLoad(0)
      case .ignoreHeartRate, .ignorePower: break
      }
    }
    corrected.correction = AppliedCorrection(
      changes: changes, originalLoad: original?.load ?? merged.load,
      originalMethod: original?.method ?? merged.method,
      originalSport: original?.sport ?? merged.sport)
    return corrected
  }

  static func member(_ activity: Activity) -> ActivityMember {
    ActivityMember(
      provider: activity.source.provider, source: activity.source.name, id: activity.id)
  }
}

extension MergedActivity {
  /// The rider's load replaces the rules' (docs/algorithm.md §7.5).
  fileprivate mutating func overrideLoad(_ value: Double) {
    load = value
    method = .rider
    streamCoverage = nil
    scoredHeartRate = nil
  }
}
