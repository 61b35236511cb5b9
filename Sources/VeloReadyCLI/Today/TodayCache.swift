import Foundation
import ScoreEngine
import VeloKit
import VeloStore

/// The score cache as the Today view uses it: snapshots in, snapshots out.
enum TodayCache {
  enum Lookup: Equatable {
    case missing
    /// Unreadable or damaged: ignored, with this reason for a warning.
    case damaged(reason: String)
    /// Computed from other inputs than the current ones: may be drawn first, never the answer.
    case stale(TodaySnapshot)
    case found(TodaySnapshot)
  }

  /// The cached snapshot of `date` in `setup`'s store at `now`; a document that does not read
  /// back is damaged, one whose `sync-failing` is no longer what the sync state says is stale.
  static func read(_ store: Store, _ date: LocalDate, _ setup: Setup, now: Date) -> Lookup {
    let stamp: ScoreCacheStamp
    do {
      stamp = setup.cacheStamp(generation: try store.generation())
    } catch {
      return .damaged(reason: CLIError(error).message)
    }
    let cached: CachedToday
    let current: Bool
    switch ScoreCache.read(from: store, for: date, schema: TodayDocument.schema, stamp: stamp) {
    case .missing: return .missing
    case .damaged(let reason): return .damaged(reason: reason)
    case .failed(let error): return .damaged(reason: CLIError(error).message)
    case .stale(let entry): (cached, current) = (entry, false)
    case .found(let entry): (cached, current) = (entry, true)
    }
    do {
      let snapshot = try TodayDocument.decodeFromCache(
        cached.document, knownZone: (setup.timeZoneName, setup.timeZone))
      let syncCurrent = syncAlertIsCurrent(snapshot, store, setup, now: now)
      return current && syncCurrent ? .found(snapshot) : .stale(snapshot)
    } catch {
      return .damaged(
        reason: "the cached scores of \(date) are not readable: \(error.description)")
    }
  }

  /// Caches `snapshot` as computed from the store's `generation`: fresh, settled, without this
  /// run's warnings; nothing is stored when the store has been written since.
  static func write(
    _ snapshot: TodaySnapshot, to store: Store, setup: Setup, generation: Int64
  ) throws(CLIError) {
    var stored = snapshot
    if stored.origin == .cache { stored.origin = .fresh }
    stored.phase = .ready
    stored.warnings = []
    try CLIError.fromStore(
      try ScoreCache.write(
        CachedToday(document: TodayDocument.encodeForCache(stored)), to: store, for: snapshot.date,
        stamp: setup.cacheStamp(generation: generation)))
  }

  /// Whether `snapshot` shows `sync-failing` exactly when it holds and is not dismissed at `now`.
  /// A failed or successful sync advances the store's generation, so only time can change it
  /// under a current cache: a failure a day old becomes an alert with no write (§11).
  static func syncAlertIsCurrent(
    _ snapshot: TodaySnapshot, _ store: Store, _ setup: Setup, now: Date
  )
    -> Bool
  {
    let shown = snapshot.alerts.contains { $0.id == .syncFailing }
    let holds = (try? FreshToday.syncCondition(setup, snapshot.date, now: now)).map { _ in true }
    let dismissal = (try? store.database.dismissals())?.dismissals[.syncFailing]
    return shown == ((holds ?? false) && dismissal?.dismissedOn != snapshot.date)
  }
}
