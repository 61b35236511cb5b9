import Foundation
import ScoreEngine
import VeloKit
import VeloStore

/// The dashboard: cached rings at once, then fresh ones, doing what `ScoresState` says next
/// (docs/architecture.md §9).
struct TodayDashboard {
  let options: OptionValues
  let global: GlobalOptions
  let environment: RunEnvironment
  let console: any Console

  func run() throws(CLIError) -> ExitCode {
    let setup = try Setup.resolve(global, environment, console: console)
    setup.printWarnings(console)
    let date = options.date ?? setup.clock.day(of: environment.now)
    if setup.store == nil, setup.location.explicit {
      throw .missing(
        "no veloready store at '\(setup.location.path)'",
        hint: "import data first: veloready --data '\(setup.location.path)' import FILE")
    }
    let output = TodayOutput(
      options: options, global: global, environment: environment, setup: setup)
    guard options.cached else {
      let lookup =
        options.refresh
        ? nil
        : setup.store.map {
          TodayCache.read($0, date, setup, now: environment.now)
        }
      return try refresh(setup, date, output, lookup, network: true)
    }
    guard let store = setup.store else {
      throw .missing(
        "no cached scores: there is no store yet",
        hint: "run 'veloready import FILE', then 'veloready today'")
    }
    // `--cached` never uses the network: the cache when it has the date, else local records.
    let lookup = TodayCache.read(store, date, setup, now: environment.now)
    guard case .found(var cached) = lookup else {
      return try refresh(setup, date, output, lookup, network: false)
    }
    var state = ScoresState()
    state.handle(.cacheLoaded(cached.scores))
    cached.origin = cached.origin == .demo ? .demo : .cache
    cached.phase = state.phase
    console.out(output.final(cached))
    return output.checkCode(cached)
  }

  /// Cached (or placeholder) rings first on a terminal, then the fresh computation: after a sync
  /// when one is due (always with `--refresh`) and `network` allows it.
  private func refresh(
    _ setup: Setup, _ date: LocalDate, _ output: TodayOutput, _ lookup: TodayCache.Lookup?,
    network: Bool
  ) throws(CLIError) -> ExitCode {
    var state = ScoresState()
    var warnings: [String] = []
    var cached: TodaySnapshot?
    switch lookup {
    case .missing, nil: break
    case .damaged(let reason): warnings.append("ignored an unreadable score cache (\(reason))")
    case .found(var found), .stale(var found):
      found.origin = found.origin == .demo ? .demo : .cache
      cached = found
      state.handle(.cacheLoaded(found.scores))
    }
    let configured = setup.store != nil && IntervalsSync.apiKey(setup, environment) != nil
    let syncing =
      network && !options.offline
      && (options.refresh
        ? configured
        : IntervalsSync.isDue(setup, environment, date: date, offline: options.offline))
    let live = output.liveFrame(console)
    let more = { [style = output.style] in TodayText.more($0, style) }
    switch state.handle(.computeStarted) {
    case .drawCachedThenCompute:
      live.draw(output.progressFrame(cached, date: date, syncing: syncing), more: more)
    case .drawPlaceholdersThenCompute:
      live.draw(output.progressFrame(nil, date: date, syncing: syncing), more: more)
    default: break
    }

    let lastGood = LastGood(cached: cached, live: live, output: output, console: console)
    if syncing, let failure = sync(setup) {
      let warning = syncWarning(failure, setup.store)
      guard try CLIError.fromStore(try setup.store?.hasRecords()) ?? false else {
        // Nothing local to compute from: the last good scores, else the failure.
        let error = CLIError(code: failure.code, message: failure.message, hint: failure.hint)
        return try lastGood.instead(of: error, saying: warning, warnings, &state)
      }
      // A failed sync never hides local data: compute from the store, saying so.
      warnings.append(warning)
    }
    let fresh: FreshToday
    do {
      fresh = try FreshToday.compute(setup, date, now: environment.now, warnings: warnings)
    } catch {
      return try lastGood.instead(of: error, saying: error.message, warnings, &state)
    }

    let action = state.handle(.computeFinished(fresh.snapshot.scores))
    var snapshot = fresh.snapshot
    snapshot.phase = state.phase
    // A read-only store is read, not written: no cache (the note at the start said so).
    if let store = setup.store, !store.database.isReadOnly, let generation = fresh.generation {
      do {
        try TodayCache.write(snapshot, to: store, setup: setup, generation: generation)
      } catch {
        console.warn(error.message)
      }
    }
    guard !options.json else {
      console.out(output.final(snapshot))
      return output.checkCode(snapshot)
    }
    // Changes are marked only over rings that were on the screen.
    var frame = FrameState()
    if live.hasDrawn, case .drawFresh(let changes) = action {
      for change in changes { frame.changes[change.kind] = change.delta }
    }
    live.finish(output.resized(live).lines(snapshot, frame))
    return output.checkCode(snapshot)
  }
}

extension TodayDashboard {
  /// Syncs intervals.icu; the failure, if any.
  func sync(_ setup: Setup) -> SyncFailure? {
    guard let store = setup.store, let key = IntervalsSync.apiKey(setup, environment) else {
      return nil
    }
    do {
      _ = try IntervalsSync(
        setup: setup, store: store, apiKey: key, now: environment.now, console: console
      )
      .run(days: nil)
      return nil
    } catch {
      return error
    }
  }

  /// The failure, when the last sync succeeded, and what to do about it.
  func syncWarning(_ failure: SyncFailure, _ store: Store?) -> String {
    var text = failure.message
    if let last = store.flatMap({ try? $0.database.syncState().lastSuccessAt }) {
      text += "; the last successful sync was " + Shown.age(from: last, to: environment.now)
    } else {
      text += "; no sync has succeeded yet"
    }
    return text + (failure.hint.map { " (\($0))" } ?? "")
  }
}

/// What `today` shows when the fresh step fails: the last good scores, saying so, when there are
/// any; otherwise the error.
private struct LastGood {
  let cached: TodaySnapshot?
  let live: LiveFrame
  let output: TodayOutput
  let console: any Console

  func instead(
    of error: CLIError, saying warning: String, _ warnings: [String], _ state: inout ScoresState
  ) throws(CLIError) -> ExitCode {
    let action = state.handle(.computeFailed(message: error.message))
    live.erase()
    guard case .showError(_, keepingLastScores: true) = action, var shown = cached else {
      throw error
    }
    shown.phase = state.phase
    shown.warnings = warnings + [output.staleWarning(warning, shown)]
    console.out(output.final(shown))
    return output.checkCode(shown)
  }
}
