import ScoreEngine

/// The score cache as the Today view uses it: snapshots in, snapshots out.
enum TodayCache {
  enum Lookup: Equatable {
    case missing
    /// Unreadable or damaged: ignored, with this reason for a warning.
    case damaged(reason: String)
    case found(TodaySnapshot)
  }

  /// The cached snapshot of `date` in `setup`'s store; a document that does not read back is
  /// damaged.
  static func read(_ store: Store, _ date: LocalDate, _ setup: Setup) -> Lookup {
    switch ScoreCache.read(from: store, for: date, schema: TodayDocument.schema) {
    case .missing: return .missing
    case .damaged(let reason): return .damaged(reason: reason)
    case .found(let cached):
      do {
        return .found(
          try TodayDocument.decodeFromCache(
            cached.document, knownZone: (setup.timeZoneName, setup.timeZone)))
      } catch {
        let path = ScoreCache.path(in: store, for: date)
        return .damaged(
          reason: "'\(path)' is not a readable score cache: \(error.description)")
      }
    }
  }

  /// Caches `snapshot` as computed: fresh, settled, without this run's warnings.
  static func write(_ snapshot: TodaySnapshot, to store: Store) throws(CLIError) {
    var stored = snapshot
    if stored.origin == .cache { stored.origin = .fresh }
    stored.phase = .ready
    stored.warnings = []
    try ScoreCache.write(
      CachedToday(document: TodayDocument.encodeForCache(stored)), to: store, for: snapshot.date)
  }
}
