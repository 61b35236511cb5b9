import Foundation
import ScoreEngine

/// The dashboard: cached rings at once, then fresh ones, driven by `ScoresState`
/// (docs/architecture.md §4).
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
    if options.cached, let code = try printCached(setup, date, output) { return code }
    return try refresh(setup, date, output)
  }

  /// `--cached`: a current cache entry, printed as it is; `nil` when there is none, and the
  /// scores are computed from the local records (never the network) and cached.
  private func printCached(_ setup: Setup, _ date: LocalDate, _ output: TodayOutput)
    throws(CLIError) -> ExitCode?
  {
    guard let store = setup.store else {
      throw .missing(
        "no cached scores: there is no store yet",
        hint: "run 'veloready import FILE', then 'veloready today'")
    }
    switch ScoreCache.read(
      from: store, for: date, schema: TodayDocument.schema,
      stamp: setup.cacheStamp(generation: try store.generation()))
    {
    case .missing, .stale, .damaged:
      return nil
    case .found(let cached):
      let document = TodayDocumentEditor.served(cached.document, origin: .cache, warnings: [])
      console.out(
        output.final(TodayView(document: document, recentTSBTenths: cached.recentTSBTenths)))
      return output.checkCode(document)
    }
  }

  /// Cached (or placeholder) rings first on a terminal, then the fresh computation.
  private func refresh(_ setup: Setup, _ date: LocalDate, _ output: TodayOutput) throws(CLIError)
    -> ExitCode
  {
    var state = ScoresState()
    var warnings: [String] = []
    var cached: CachedToday?
    if let store = setup.store, !options.refresh {
      switch ScoreCache.read(
        from: store, for: date, schema: TodayDocument.schema,
        stamp: setup.cacheStamp(generation: try store.generation()))
      {
      case .missing: break
      case .damaged(let reason): warnings.append("ignored an unreadable score cache (\(reason))")
      case .found(let found), .stale(let found):
        cached = found
        state.handle(
          .cacheLoaded(TodayView(document: found.document, recentTSBTenths: []).snapshot))
      }
    }
    let cachedSnapshot = state.scores
    let live = LiveFrame(enabled: environment.stdoutIsTerminal && !options.json, console: console)
    state.handle(.computeStarted)
    let syncing = IntervalsSync.isDue(
      setup, environment, date: date, offline: options.offline || options.cached)
    live.draw(output.firstFrame(cached, state: state, date: date, syncing: syncing))

    if syncing, let failure = sync(setup) {
      warnings.append(failure.message + (failure.hint.map { " (\($0))" } ?? ""))
      let stored = try setup.store?.hasRecords() ?? false
      if let cached {
        // The last good scores stay on screen, saying when they were computed.
        state.handle(.computeFailed(message: failure.message))
        live.erase()
        let document = TodayDocumentEditor.served(
          cached.document, origin: .cache,
          warnings: warnings.dropLast() + [output.staleWarning(warnings.last ?? "", cached)],
          phase: "error")
        console.out(
          output.final(TodayView(document: document, recentTSBTenths: cached.recentTSBTenths)))
        return output.checkCode(document)
      }
      if !stored {
        state.handle(.computeFailed(message: failure.message))
        live.erase()
        throw CLIError(code: failure.code, message: failure.message, hint: failure.hint)
      }
    }

    let fresh: FreshScores
    do {
      fresh = try FreshScores.compute(setup, date, now: environment.now, warnings: warnings)
    } catch {
      state.handle(.computeFailed(message: error.message))
      live.erase()
      guard let cached else { throw error }
      let document = TodayDocumentEditor.served(
        cached.document, origin: .cache,
        warnings: warnings + [output.staleWarning(error.message, cached)],
        phase: "error")
      console.out(
        output.final(TodayView(document: document, recentTSBTenths: cached.recentTSBTenths)))
      return output.checkCode(document)
    }
    state.handle(.computeFinished(fresh.view.snapshot))
    if let store = setup.store, let generation = fresh.generation {
      let stored = TodayDocumentEditor.served(fresh.view.document, origin: .fresh, warnings: [])
      do throws(CLIError) {
        try ScoreCache.write(
          CachedToday(document: stored, recentTSBTenths: fresh.view.recentTSBTenths), to: store,
          for: date, stamp: setup.cacheStamp(generation: generation))
      } catch {
        console.err("warning: \(error.message)\n")
      }
    }
    if live.enabled {
      var frame = FrameState()
      for change in state.changedScores(since: cachedSnapshot) {
        frame.changes[change.kind] = change.delta
      }
      live.draw(output.lines(fresh.view, frame))
    } else {
      console.out(output.final(fresh.view))
    }
    return output.checkCode(fresh.view.document)
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
}
