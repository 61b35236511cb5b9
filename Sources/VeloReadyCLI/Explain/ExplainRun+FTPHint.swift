import ScoreEngine
import VeloKit
import VeloStore

extension ExplainRun {
  /// `hint: …`: the date's rides that have power but were scored from heart rate (or duration)
  /// because no FTP is set, as `activities` says it. Read from the stored recordings (the
  /// snapshot keeps the method, not the power); nothing for the demo or with an FTP set.
  static func ftpHint(_ setup: Setup, _ snapshot: TodaySnapshot, _ style: TerminalStyle)
    throws(CLIError) -> [String]
  {
    let fallbacks: [LoadMethod] = [.heartRateStream, .heartRateAverage, .duration]
    let candidates = snapshot.activitiesToday.filter {
      $0.sport.family == .cycling && fallbacks.contains($0.method) && $0.correction == nil
    }
    guard setup.profile.ftp == nil, let store = setup.store, !candidates.isEmpty,
      snapshot.origin != .demo
    else { return [] }
    let starts = candidates.map(\.start.timeIntervalSince1970)
    let margin = StoreDatabase.longestActivity
    let recordings = try CLIError.fromStore(
      try store.database.activityRecordings(
        from: (starts.min() ?? 0) - margin, through: (starts.max() ?? 0) + margin))
    let powered = Set(
      recordings.filter { ($0.normalizedPower ?? $0.averagePower ?? 0) > 0 }.map {
        "\($0.source.provider.rawValue)\u{1F}\($0.source.name)\u{1F}\($0.id)"
      })
    let count = candidates.filter { entry in
      entry.sources.contains {
        powered.contains("\($0.provider.rawValue)\u{1F}\($0.source)\u{1F}\($0.id)")
      }
    }.count
    return ActivitiesText.ftpHint(count, style)
  }
}
