/// The three displayed scores, as the rings show them.
public struct ScoreSnapshot: Hashable, Sendable {
  /// Sleep, 0–100, or `nil`.
  public var sleep: Int?
  /// Recovery, 0–100, or `nil`.
  public var recovery: Int?
  /// Strain in tenths (0–180), or `nil`.
  public var strainTenths: Int?

  /// Creates a snapshot.
  public init(sleep: Int?, recovery: Int?, strainTenths: Int?) {
    self.sleep = sleep
    self.recovery = recovery
    self.strainTenths = strainTenths
  }
}

/// Which ring a change belongs to.
public enum ScoreKind: String, Hashable, Sendable, CaseIterable {
  /// The sleep ring.
  case sleep
  /// The recovery ring.
  case recovery
  /// The strain ring.
  case strain
}

/// A ring whose displayed value changed between two snapshots.
public struct ScoreChange: Hashable, Sendable {
  /// The ring.
  public var kind: ScoreKind
  /// The change in display units (points for sleep and recovery, tenths for strain); `nil` when
  /// the score appeared or disappeared.
  public var delta: Int?

  /// Creates a change.
  public init(kind: ScoreKind, delta: Int?) {
    self.kind = kind
    self.delta = delta
  }
}

/// The phase machine of the Today view (docs/architecture.md §4), as a value with no I/O.
///
/// Events go in through `handle(_:)`; what to do next comes out as an `Action`, and the phase and
/// what the screen should show can be read at any time. An event that makes no sense in the
/// current phase (a second `computeStarted`, a result nobody asked for) changes nothing and
/// answers `.ignore`, never a crash.
public struct ScoresState: Hashable, Sendable {
  /// Where the state machine is.
  public enum Phase: Hashable, Sendable {
    /// Nothing known yet.
    case initial
    /// Computing with nothing to show.
    case loading
    /// Scores shown.
    case ready
    /// Computing fresh scores while showing cached ones.
    case refreshing
    /// The last computation failed; scores, if any, are the last good ones.
    case error(message: String)
  }

  /// What happened.
  public enum Event: Hashable, Sendable {
    /// Cached scores were read.
    case cacheLoaded(ScoreSnapshot)
    /// A computation began.
    case computeStarted
    /// A computation produced scores.
    case computeFinished(ScoreSnapshot)
    /// A computation failed.
    case computeFailed(message: String)
  }

  /// What the dashboard does next.
  public enum Action: Hashable, Sendable {
    /// Draw the cached scores as they are; nothing is being computed.
    case drawCached
    /// Draw the scores already on screen marked as updating, then compute.
    case drawCachedThenCompute
    /// Draw grey placeholder rings marked as calculating, then compute.
    case drawPlaceholdersThenCompute
    /// Draw the fresh scores, marking every ring in `changes` (none when nothing was shown).
    case drawFresh(changes: [ScoreChange])
    /// Report `message`; the last good scores stay on screen when `keepingLastScores`.
    case showError(message: String, keepingLastScores: Bool)
    /// The event does not apply in the current phase: nothing changed, nothing to do.
    case ignore
  }

  /// The current phase.
  public private(set) var phase: Phase = .initial
  /// The scores on screen, if any.
  public private(set) var scores: ScoreSnapshot?

  /// A state in `initial` with nothing to show.
  public init() {}

  /// Applies `event` and says what to do next.
  @discardableResult
  public mutating func handle(_ event: Event) -> Action {
    switch (phase, event) {
    case (.initial, .cacheLoaded(let cached)):
      phase = .ready
      scores = cached
      return .drawCached
    case (.initial, .computeStarted), (.ready, .computeStarted), (.error, .computeStarted):
      phase = scores == nil ? .loading : .refreshing
      return scores == nil ? .drawPlaceholdersThenCompute : .drawCachedThenCompute
    case (.loading, .computeFinished(let fresh)), (.refreshing, .computeFinished(let fresh)):
      let changes = changes(from: scores, to: fresh)
      phase = .ready
      scores = fresh
      return .drawFresh(changes: changes)
    case (.loading, .computeFailed(let message)), (.refreshing, .computeFailed(let message)):
      phase = .error(message: message)
      return .showError(message: message, keepingLastScores: scores != nil)
    default:
      return .ignore
    }
  }

  /// Grey placeholder rings: there are no scores to show.
  public var showsPlaceholderRings: Bool { scores == nil }

  /// "calculating…" (or "updating…" over cached rings): a computation is under way.
  public var showsCalculatingStatus: Bool { phase == .loading || phase == .refreshing }

  /// The rings whose displayed value differs from `earlier`, in ring order.
  public func changedScores(since earlier: ScoreSnapshot?) -> [ScoreChange] {
    changes(from: earlier, to: scores)
  }

  private func changes(from earlier: ScoreSnapshot?, to later: ScoreSnapshot?) -> [ScoreChange] {
    guard let earlier, let later else { return [] }
    let pairs: [(ScoreKind, Int?, Int?)] = [
      (.sleep, earlier.sleep, later.sleep),
      (.recovery, earlier.recovery, later.recovery),
      (.strain, earlier.strainTenths, later.strainTenths),
    ]
    return pairs.compactMap { kind, old, new in
      guard old != new else { return nil }
      if let old, let new { return ScoreChange(kind: kind, delta: new - old) }
      return ScoreChange(kind: kind, delta: nil)
    }
  }
}
