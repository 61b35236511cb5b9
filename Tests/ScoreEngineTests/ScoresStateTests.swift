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

  /// (from, scores on screen, event, expected phase or nil when ignored, expected scores)
  static let table: [(Phase, Bool, Event, Phase?, ScoreSnapshot?)] = [
    (.initial, false, .cacheLoaded(cached), .ready, cached),
    (.initial, false, .computeStarted, .loading, nil),
    (.initial, false, .computeFinished(fresh), nil, nil),
    (.initial, false, .computeFailed(message: "x"), nil, nil),
    (.loading, false, .cacheLoaded(cached), nil, nil),
    (.loading, false, .computeStarted, nil, nil),
    (.loading, false, .computeFinished(fresh), .ready, fresh),
    (.loading, false, .computeFailed(message: "x"), .error(message: "x"), nil),
    (.ready, true, .cacheLoaded(fresh), nil, cached),
    (.ready, true, .computeStarted, .refreshing, cached),
    (.ready, true, .computeFinished(fresh), nil, cached),
    (.ready, true, .computeFailed(message: "x"), nil, cached),
    (.refreshing, true, .cacheLoaded(fresh), nil, cached),
    (.refreshing, true, .computeStarted, nil, cached),
    (.refreshing, true, .computeFinished(fresh), .ready, fresh),
    (.refreshing, true, .computeFailed(message: "x"), .error(message: "x"), cached),
    (.error(message: "boom"), true, .computeStarted, .refreshing, cached),
    (.error(message: "boom"), false, .computeStarted, .loading, nil),
    (.error(message: "boom"), true, .cacheLoaded(fresh), nil, cached),
    (.error(message: "boom"), true, .computeFinished(fresh), nil, cached),
    (.error(message: "boom"), false, .computeFailed(message: "y"), nil, nil),
  ]

  @Test(arguments: table.indices)
  func transition(index: Int) {
    let (from, withScores, event, expected, scores) = Self.table[index]
    var state = Self.state(from, withScores: withScores)
    let before = state
    let outcome = state.handle(event)
    if let expected {
      #expect(outcome == .transitioned(from: from, to: expected))
      #expect(state.phase == expected)
    } else {
      #expect(outcome == .ignored(event: event, phase: from))
      #expect(state == before)
    }
    #expect(state.scores == scores)
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

  @Test func originFollowsTheLastScores() {
    var state = ScoresState()
    state.handle(.cacheLoaded(Self.cached))
    #expect(state.origin == .cache)
    state.handle(.computeStarted)
    state.handle(.computeFinished(Self.fresh))
    #expect(state.origin == .fresh)
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
