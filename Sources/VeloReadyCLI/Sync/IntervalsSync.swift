import Foundation
import ScoreEngine
import VeloKit
import VeloStore

/// One sync with intervals.icu: fetch a date range, merge it into the store, remember it.
///
/// The first sync fetches `days` days (default 90); later ones start at the last synced day minus
/// three days, for late edits. A sync only adds and updates records: an empty or broken response
/// never deletes anything, and a failed sync leaves the records exactly as they were; it is
/// noted in `sync_state`, so that a sync failing for more than a day raises `sync-failing`
/// (docs/algorithm.md §11).
struct IntervalsSync {
  static let defaultDays = 90
  static let lateEditDays = 3

  let setup: Setup
  let store: Store
  let apiKey: IntervalsAPIKey
  let now: Date
  let console: any Console

  /// What a sync did.
  struct Outcome {
    let dates: ClosedRange<LocalDate>
    let result: IntervalsFetchResult
    let stats: MergeStats
  }

  /// The API key from `VELOREADY_INTERVALS_API_KEY`, else `intervals.apiKey`; `nil` when neither.
  static func apiKey(_ setup: Setup, _ environment: RunEnvironment) -> IntervalsAPIKey? {
    if let key = environment.variables["VELOREADY_INTERVALS_API_KEY"], !key.isEmpty {
      return IntervalsAPIKey(key)
    }
    return setup.config.intervals.apiKey.map(IntervalsAPIKey.init)
  }

  /// Whether `today` should sync before computing `date`: configured, not `--offline`, `date`
  /// at most two days in the past, and the last success older than `syncIntervalMinutes`.
  static func isDue(_ setup: Setup, _ environment: RunEnvironment, date: LocalDate, offline: Bool)
    -> Bool
  {
    guard !offline, let store = setup.store, apiKey(setup, environment) != nil else { return false }
    let today = setup.clock.day(of: environment.now)
    guard date.days(since: today) >= -2 else { return false }
    guard let last = (try? store.database.syncState())?.lastSuccessAt else { return true }
    return environment.now.timeIntervalSince(last)
      >= Double(setup.config.intervals.syncIntervalMinutes * 60)
  }

  /// Fetches, merges and records the sync; `days` overrides the range's start. A failure is
  /// recorded too, except a cancelled one (the rider stopped it; nothing failed).
  func run(days: Int?) throws(SyncFailure) -> Outcome {
    do {
      return try attempt(days: days)
    } catch {
      if case .cancelled? = error.error {} else { recordFailure(error) }
      throw error
    }
  }

  /// Notes `failure` in the sync state, the last success kept. Best effort: a store that cannot
  /// take the note (read-only, locked, damaged) is already the failure the rider is told about.
  private func recordFailure(_ failure: SyncFailure) {
    guard !store.database.isReadOnly else { return }
    _ = try? store.write { () throws(CLIError) in
      let state = try CLIError.fromStore(try store.database.syncState())
      try CLIError.fromStore(
        try store.database.saveSyncState(state.failing(at: now, failure.message)))
    }
  }

  private func attempt(days: Int?) throws(SyncFailure) -> Outcome {
    let today = setup.clock.day(of: now)
    let state: SyncState
    do {
      state = try store.database.syncState()
    } catch {
      throw SyncFailure(error: nil, storeError: CLIError(error))
    }
    let start: LocalDate
    if let days {
      start = today.adding(days: 1 - days)
    } else if let last = state.lastSyncedDay {
      start = min(last.adding(days: -Self.lateEditDays), today)
    } else {
      start = today.adding(days: 1 - Self.defaultDays)
    }
    let dates = start...today
    guard let baseURL = URL(string: setup.config.intervals.baseURL) else {
      throw SyncFailure(error: .invalidBaseURL(setup.config.intervals.baseURL))
    }
    let client = IntervalsClient(
      baseURL: baseURL, athleteID: setup.config.intervals.athleteId, apiKey: apiKey)
    let fetched = Blocking.run { () async -> Result<IntervalsFetchResult, IntervalsError> in
      do throws(IntervalsError) {
        return .success(try await client.fetch(dates))
      } catch {
        return .failure(error)
      }
    }
    let result: IntervalsFetchResult
    switch fetched {
    case .success(let value): result = value
    case .failure(let error): throw SyncFailure(error: error)
    }
    do {
      let profile = setup.profile
      let stats = try store.write { () throws(CLIError) -> MergeStats in
        let stats = try CLIError.fromStore(try store.database.upsert(result.combined.records))
        if stats.changedAnything {
          try CLIError.fromStore(try store.database.recordsChanged())
          try StoredTraining.refresh(in: store, profile: profile)
        }
        try CLIError.fromStore(
          try store.database.saveSyncState(SyncState(lastSuccessAt: now, lastSyncedDay: today)))
        return stats
      }
      return Outcome(dates: dates, result: result, stats: stats)
    } catch {
      throw SyncFailure(error: nil, storeError: error)
    }
  }
}
