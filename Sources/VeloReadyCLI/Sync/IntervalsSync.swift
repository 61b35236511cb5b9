import Foundation
import HealthImport
import ScoreEngine

/// One sync with intervals.icu: fetch a date range, merge it into the store, remember it.
///
/// The first sync fetches `days` days (default 90); later ones start at the last synced day minus
/// three days, for late edits. A sync only adds and updates records: an empty or broken response
/// never deletes anything, and a failed sync leaves the store exactly as it was.
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
    guard let last = SyncState.load(from: store).lastSuccessAt else { return true }
    return environment.now.timeIntervalSince(last)
      >= Double(setup.config.intervals.syncIntervalMinutes * 60)
  }

  /// Fetches, merges and records the sync; `days` overrides the range's start.
  func run(days: Int?) throws(SyncFailure) -> Outcome {
    let today = setup.clock.day(of: now)
    let state = SyncState.load(from: store)
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
      let stats = try store.withLock(console: console) { () throws(CLIError) -> MergeStats in
        var records = try store.loadRecords()
        let stats = RecordMerge.merge(result.combined.records, into: &records)
        if stats.changedAnything { try store.saveRecords(records) }
        try SyncState(lastSuccessAt: now, lastSyncedDay: today).save(to: store)
        return stats
      }
      return Outcome(dates: dates, result: result, stats: stats)
    } catch {
      throw SyncFailure(error: nil, storeError: error)
    }
  }
}

/// Why a sync failed: the remote source, or the store while saving.
struct SyncFailure: Error {
  var error: IntervalsError?
  var storeError: CLIError?

  /// One line for a warning or an error.
  var message: String {
    if let storeError { return storeError.message }
    return error.map { "intervals.icu sync failed: \($0)" } ?? "intervals.icu sync failed"
  }

  /// What the rider can do about it.
  var hint: String? {
    guard let error else { return storeError?.hint }
    switch error {
    case .unauthorized:
      return "copy the API key from intervals.icu Settings (Developer Settings), then run "
        + "'veloready config set intervals.apiKey KEY' or set VELOREADY_INTERVALS_API_KEY"
    case .forbidden, .notFound:
      return
        "check the athlete id: 'veloready config set intervals.athleteId ID' (0 means the key's owner)"
    case .rateLimited: return "intervals.icu asks to slow down; try again in a few minutes"
    case .serverError: return "intervals.icu has a problem of its own; try again later"
    case .unreachable, .timedOut:
      return "check the network connection and 'intervals.baseURL'"
    case .invalidBaseURL: return "fix it with 'veloready config set intervals.baseURL URL'"
    case .malformedResponse, .unexpectedStatus, .cancelled: return nil
    }
  }
}

/// Runs async work to completion from synchronous code (the CLI's commands are synchronous; only
/// the network is asynchronous).
///
/// The work runs on a thread of its own through a task-executor preference, never on the
/// cooperative pool: the caller blocks while it waits, and if the caller were itself a pool
/// thread (as in parallel tests) work queued on the pool could wait forever for a free thread.
enum Blocking {
  static func run<Value: Sendable>(_ body: @escaping @Sendable () async -> Value) -> Value {
    let executor = ThreadExecutor()
    let thread = Thread { executor.drain() }
    thread.start()
    let box = ResultBox<Value>()
    let done = DispatchSemaphore(value: 0)
    Task(executorPreference: executor) {
      box.set(await body())
      done.signal()
    }
    done.wait()
    executor.stop()
    guard let value = box.value else { preconditionFailure("the task finished without a value") }
    return value
  }

  private final class ResultBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    func set(_ value: Value) {
      lock.lock()
      stored = value
      lock.unlock()
    }

    var value: Value? {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
  }
}

/// A task executor that runs every job on one dedicated thread (`drain`).
///
/// `@unchecked Sendable`: its queue is guarded by the condition's lock.
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  private var stopped = false

  func enqueue(_ job: consuming ExecutorJob) {
    let unowned = UnownedJob(job)
    condition.lock()
    jobs.append(unowned)
    condition.signal()
    condition.unlock()
  }

  /// Runs jobs as they arrive until `stop`.
  func drain() {
    while true {
      condition.lock()
      while jobs.isEmpty && !stopped { condition.wait() }
      if jobs.isEmpty {
        condition.unlock()
        return
      }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }

  /// Lets `drain` return once the queue is empty.
  func stop() {
    condition.lock()
    stopped = true
    condition.signal()
    condition.unlock()
  }
}
