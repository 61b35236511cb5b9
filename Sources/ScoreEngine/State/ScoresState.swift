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
}

/// The phase machine of the Today view (docs/architecture.md §4), as a value with no I/O.
///
/// Events go in through `handle(_:)`; the phase and what the screen should show come out. An event
/// that makes no sense in the current phase (a second `computeStarted`, a result nobody asked
/// for) changes nothing and is reported as `.ignored`, never a crash.
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

  /// Where the shown scores came from.
  public enum Origin: String, Hashable, Sendable {
    /// The score cache.
    case cache
    /// A computation in this run.
    case fresh
  }

  /// The result of handling an event.
  public enum Outcome: Hashable, Sendable {
    /// The phase changed (possibly to the same phase with new scores).
    case transitioned(from: Phase, to: Phase)
    /// The event does not apply in `phase`; nothing changed.
    case ignored(event: Event, phase: Phase)
  }

  /// The current phase.
  public private(set) var phase: Phase = .initial
  /// The scores on screen, if any.
  public private(set) var scores: ScoreSnapshot?
  /// Where `scores` came from.
  public private(set) var origin: Origin?

  /// A state in `initial` with nothing to show.
  public init() {}

  /// Applies `event` and says what happened.
  @discardableResult
  public mutating func handle(_ event: Event) -> Outcome {
    let before = phase
    switch (phase, event) {
    case (.initial, .cacheLoaded(let cached)):
      phase = .ready
      scores = cached
      origin = .cache
    case (.initial, .computeStarted):
      phase = .loading
    case (.ready, .computeStarted), (.error, .computeStarted):
      phase = scores == nil ? .loading : .refreshing
    case (.loading, .computeFinished(let fresh)), (.refreshing, .computeFinished(let fresh)):
      phase = .ready
      scores = fresh
      origin = .fresh
    case (.loading, .computeFailed(let message)), (.refreshing, .computeFailed(let message)):
      phase = .error(message: message)
    default:
      return .ignored(event: event, phase: before)
    }
    return .transitioned(from: before, to: phase)
  }

  /// Grey placeholder rings: there are no scores to show.
  public var showsPlaceholderRings: Bool { scores == nil }

  /// "calculating…" (or "updating…" over cached rings): a computation is under way.
  public var showsCalculatingStatus: Bool { phase == .loading || phase == .refreshing }

  /// The rings whose displayed value differs from `earlier`, in ring order.
  public func changedScores(since earlier: ScoreSnapshot?) -> [ScoreChange] {
    guard let scores, let earlier else { return [] }
    let pairs: [(ScoreKind, Int?, Int?)] = [
      (.sleep, earlier.sleep, scores.sleep),
      (.recovery, earlier.recovery, scores.recovery),
      (.strain, earlier.strainTenths, scores.strainTenths),
    ]
    return pairs.compactMap { kind, old, new in
      guard old != new else { return nil }
      if let old, let new { return ScoreChange(kind: kind, delta: new - old) }
      return ScoreChange(kind: kind, delta: nil)
    }
  }
}
