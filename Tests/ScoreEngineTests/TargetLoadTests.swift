import Testing

@testable import ScoreEngine

/// Today's target load (docs/algorithm.md §16.1), worked by hand with the standard constants:
/// kc = 1 − e^(−1/42) = 0.0235283, ka = 1 − e^(−1/7) = 0.1331221, so tomorrow's TSB moves by
/// kc − ka = −0.1095938 per point of today's load.
@Suite struct TargetLoadTests {
  /// CTL 40 and ATL 30 this morning: tomorrow's TSB at rest is
  /// 40 × 0.9764717 − 30 × 0.8668779 = 13.052530, and `L(t) = (t − 13.052530)/(−0.1095938)`.
  func target(
    _ band: ScoreBand?, ctl: Double = 40, atl: Double = 30, done: Double = 0,
    steps: Double? = nil, established: Bool = true
  ) -> TargetLoad.Outcome {
    TargetLoad.target(
      recovery: band, established: established, ctl: ctl, atl: atl, constants: .standard,
      done: done, steps: steps)
  }

  @Test func theWorkedExampleOfGoodRecovery() throws {
    // Good: TSB −20 … −5. L(−5) = 18.052530/0.1095938 = 164.722207,
    // L(−20) = 33.052530/0.1095938 = 301.591280.
    let target = try #require(target(.good).target)
    #expect(close(target.restTSB, 13.052530) && close(target.slope, -0.109594, 1e-6))
    #expect(close(target.load.low, 164.722207) && close(target.load.high, 301.591280))
    #expect(target.remainingTenths == .init(low: 1647, high: 3016))
    // No steps: T is the load itself; strain(164.722207) = 10.770343, strain(301.591280) =
    // 12.441383 (docs/algorithm.md §9).
    #expect(close(target.strain.low, 10.770343) && close(target.strain.high, 12.441383))
  }

  struct BandCase: CustomTestStringConvertible, Sendable {
    let name: String
    let score: Int
    let band: TargetLoad.TenthsRange
    let low: Double
    let high: Double
    var testDescription: String { name }
  }

  /// Each band edge of the displayed recovery score and the range it gives from CTL 40, ATL 30.
  static let bands: [BandCase] = [
    BandCase(
      name: "100 is optimal: −30 … −10", score: 100, band: .init(low: -300, high: -100),
      low: 210.345231, high: 392.837329),
    BandCase(
      name: "80 is optimal", score: 80, band: .init(low: -300, high: -100), low: 210.345231,
      high: 392.837329),
    BandCase(
      name: "79 is good: −20 … −5", score: 79, band: .init(low: -200, high: -50),
      low: 164.722207, high: 301.591280),
    BandCase(
      name: "60 is good", score: 60, band: .init(low: -200, high: -50), low: 164.722207,
      high: 301.591280),
    BandCase(
      name: "59 is fair: −10 … +5", score: 59, band: .init(low: -100, high: 50),
      low: 73.476159, high: 210.345231),
    BandCase(
      name: "40 is fair", score: 40, band: .init(low: -100, high: 50), low: 73.476159,
      high: 210.345231),
    // L(+25) = (25 − 13.052530)/(−0.1095938) = −109.015938, clamped at 0; L(0) = 119.099183.
    BandCase(
      name: "39 is pay attention: 0 … +25, the low end clamped at 0", score: 39,
      band: .init(low: 0, high: 250), low: 0, high: 119.099183),
  ]

  @Test(arguments: bands)
  func eachBandEdgeChoosesItsTSBBand(_ example: BandCase) throws {
    let band = ScoreBand(score: example.score)
    #expect(TargetLoad.tsbBand(for: band) == example.band)
    let target = try #require(target(band).target)
    #expect(close(target.load.low, example.low) && close(target.load.high, example.high))
  }

  @Test func aRestDayThatCannotReachTheBandClampsBothEndsAtZero() throws {
    // CTL 30, ATL 60: rest TSB = 30 × 0.9764717 − 60 × 0.8668779 = −22.718523; even a rest day
    // leaves tomorrow below 0, so pay attention's 0 … +25 needs no load at all.
    let target = try #require(target(.payAttention, ctl: 30, atl: 60).target)
    #expect(close(target.restTSB, -22.718523))
    #expect(target.load == .init(low: 0, high: 0))
    #expect(target.remainingTenths == .init(low: 0, high: 0))
  }

  @Test func doneTodayIsSubtractedInDisplayedTenths() throws {
    // Good from CTL 40, ATL 30: 164.7 … 301.6 as displayed.
    let hundred = try #require(target(.good, done: 100).target)
    #expect(hundred.remainingTenths == .init(low: 647, high: 2016))
    let twoHundred = try #require(target(.good, done: 200).target)
    #expect(twoHundred.remainingTenths == .init(low: 0, high: 1016))
    // Past the low end the day's strain counts what is done: strain(200) = 11.305190.
    #expect(close(twoHundred.strain.low, 11.305190))
    let past = try #require(target(.good, done: 400).target)
    #expect(past.remainingTenths == .init(low: 0, high: 0))
    // 164.65 shows as 164.7, the low end exactly: nothing left. 164.6 leaves one tenth.
    #expect(try #require(target(.good, done: 164.65).target).remainingTenths.low == 0)
    #expect(try #require(target(.good, done: 164.6).target).remainingTenths.low == 1)
  }

  @Test func todaysStepsAddTheirMovementTermToTheStrain() throws {
    // 5,000 steps: A = min(7, 0.8 × 5) = 4.0; strain(168.722207) = 10.836389,
    // strain(305.591280) = 12.477902.
    let target = try #require(target(.good, steps: 5000).target)
    #expect(target.movement == 4)
    #expect(close(target.strain.low, 10.836389) && close(target.strain.high, 12.477902))
  }

  @Test func noRecoveryOrNoEstablishedPMCGivesNoTargetWithTheReason() {
    #expect(target(nil).unavailable == .noRecovery)
    #expect(target(nil, established: false).unavailable == .noRecovery)
    #expect(target(.good, established: false).unavailable == .notEstablished)
    #expect(
      TargetLoad.target(
        recovery: .good, established: true, ctl: nil, atl: nil, constants: .standard, done: 0,
        steps: nil
      ).unavailable == .notEstablished)
  }

  @Test func configuredTimeConstantsChangeTheSlope() throws {
    // τc 28, τa 5: kc = 1 − e^(−1/28) = 0.035084, ka = 1 − e^(−1/5) = 0.181269;
    // rest TSB = 40 × 0.964916 − 30 × 0.818731 = 14.034715; L(−5) = 19.034715/0.146185 = 130.2096.
    let constants = PMCConstants(ctlDays: 28, atlDays: 5)
    let target = try #require(
      TargetLoad.target(
        recovery: .good, established: true, ctl: 40, atl: 30, constants: constants, done: 0,
        steps: nil
      ).target)
    #expect(close(target.slope, constants.kc - constants.ka))
    #expect(close(target.load.low, 130.2096, 1e-4))
  }
}
