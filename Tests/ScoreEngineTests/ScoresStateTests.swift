import Testing

@testable import ScoreEngine

/// Every transition of the `ScoresState` phase machine (docs/architecture.md §4), from a table.
@Suite struct ScoresStateTests {
  typealias Phase = ScoresState.Phase
  typealias Event = ScoresState.Event

  static let cached = ScoreSnapshot(sleep: 80, recovery: 70, strainTenths: 95)
  static let fresh = ScoreSnapshot(sleep: 83, recovery: 65, strainTenths: 95)

  /// Builds a state in `phase`; `withScores` says whether cached scores are on screen.
  static func state(_ phase: Phase, withScores: Bool) -> ScoresState {
    var state = ScoresState()
    switch (phase, withScores) {
    case (.initial, _): break
    case (.loading, _): state.handle(.computeStarted)
    case (.ready, _): state.handle(.cacheLoaded(cached))
    case (.refreshing, _):
      state.handle(.cacheLoaded(cached))
      state.handle(.computeStarted)
    case (.error, true):
      state.handle(.cacheLoaded(cached))
      state.handle(.computeStarted)
      state.handle(.computeFailed(message: "boom"))
    case (.error, false):
      state.handle(.computeStarted)
      state.handle(.computeFailed(message: "boom"))
    }
    return state
  }

  /// One row of the transition table.
  struct Row: Sendable, CustomTestStringConvertible {
    let from: Phase
    /// Whether cached scores are on screen.
    let withScores: Bool
    let event: Event
    /// The phase after the event, or `nil` when the event is ignored.
    let expected: Phase?
    let scores: ScoreSnapshot?
    /// What the dashboard is told to do.
    let action: ScoresState.Action

    init(
      _ from: Phase, _ withScores: Bool, _ event: Event, _ expected: Phase?,
      _ scores: ScoreSnapshot?, _ action: ScoresState.Action = .ignore
    ) {
      self.from = from
      self.withScores = withScores
      self.event = event
      self.expected = expected
      self.scores = scores
      self.action = action
    }

    var testDescription: String {
      let outcome = expected.map { "→ \($0)" } ?? "ignored"
      let eventName = String(describing: event).prefix { $0 != "(" }
      return "\(from)\(withScores ? " with scores" : ""), \(eventName): \(outcome)"
    }
  }

  /// Cached 80/70/9.5 against fresh 83/65/9.5: sleep up 3, recovery down 5, strain unchanged.
  static let changes = [
    ScoreChange(kind: .sleep, delta: 3), ScoreChange(kind: .recovery, delta: -5),
  ]

  static let table: [Row] = [
    Row(.initial, false, .cacheLoaded(cached), .ready, cached, .drawCached),
    Row(.initial, false, .computeStarted, .loading, nil, .drawPlaceholdersThenCompute),
    Row(.initial, false, .computeFinished(fresh), nil, nil),
    Row(.initial, false, .computeFailed(message: "x"), nil, nil),
    Row(.loading, false, .cacheLoaded(cached), nil, nil),
    Row(.loading, false, .computeStarted, nil, nil),
    Row(.loading, false, .computeFinished(fresh), .ready, fresh, .drawFresh(changes: [])),
    Row(
      .loading, false, .computeFailed(message: "x"), .error(message: "x"), nil,
      .showError(message: "x", keepingLastScores: false)),
    Row(.ready, true, .cacheLoaded(fresh), nil, cached),
    Row(.ready, true, .computeStarted, .refreshing, cached, .drawCachedThenCompute),
    Row(.ready, true, .computeFinished(fresh), nil, cached),
    Row(.ready, true, .computeFailed(message: "x"), nil, cached),
    Row(.refreshing, true, .cacheLoaded(fresh), nil, cached),
    Row(.refreshing, true, .computeStarted, nil, cached),
    Row(
      .refreshing, true, .computeFinished(fresh), .ready, fresh, .drawFresh(changes: changes)),
    Row(
      .refreshing, true, .computeFailed(message: "x"), .error(message: "x"), cached,
      .showError(message: "x", keepingLastScores: true)),
    Row(
      .error(message: "boom"), true, .computeStarted, .refreshing, cached, .drawCachedThenCompute),
    Row(
      .error(message: "boom"), false, .computeStarted, .loading, nil,
      .drawPlaceholdersThenCompute),
    Row(.error(message: "boom"), true, .cacheLoaded(fresh), nil, cached),
    Row(.error(message: "boom"), true, .computeFinished(fresh), nil, cached),
    Row(.error(message: "boom"), false, .computeFailed(message: "y"), nil, nil),
  ]

  @Test(arguments: table)
  func transition(_ row: Row) {
    var state = Self.state(row.from, withScores: row.withScores)
    let before = state
    let action = state.handle(row.event)
    #expect(action == row.action)
    if let expected = row.expected {
      #expect(state.phase == expected)
    } else {
      #expect(state == before)
    }
    #expect(state.scores == row.scores)
  }

  @Test func derivedFactsPerPhase() {
    #expect(Self.state(.initial, withScores: false).showsPlaceholderRings)
    #expect(!Self.state(.initial, withScores: false).showsCalculatingStatus)
    #expect(Self.state(.loading, withScores: false).showsPlaceholderRings)
    #expect(Self.state(.loading, withScores: false).showsCalculatingStatus)
    #expect(!Self.state(.ready, withScores: true).showsPlaceholderRings)
    #expect(!Self.state(.ready, withScores: true).showsCalculatingStatus)
    #expect(!Self.state(.refreshing, withScores: true).showsPlaceholderRings)
    #expect(Self.state(.refreshing, withScores: true).showsCalculatingStatus)
    #expect(!Self.state(.error(message: "boom"), withScores: true).showsPlaceholderRings)
    #expect(Self.state(.error(message: "boom"), withScores: false).showsPlaceholderRings)
    #expect(!Self.state(.error(message: "boom"), withScores: false).showsCalculatingStatus)
  }

  @Test func changedScoresMarksEachRingThatMoved() {
    var state = ScoresState()
    state.handle(.computeStarted)
    state.handle(.computeFinished(Self.fresh))
    #expect(
      state.changedScores(since: Self.cached) == [
        ScoreChange(kind: .sleep, delta: 3), ScoreChange(kind: .recovery, delta: -5),
      ])
    #expect(state.changedScores(since: nil).isEmpty)
    let appeared = ScoreSnapshot(sleep: nil, recovery: 65, strainTenths: 95)
    #expect(state.changedScores(since: appeared) == [ScoreChange(kind: .sleep, delta: nil)])
  }
}
