import Testing

@testable import ScoreEngine

/// The advice table of docs/algorithm.md §16: one case per row, plus the order that makes alerts
/// win.
@Suite struct AdviceTableTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let day: AdviceInputs
    let rule: Int
    let advice: TrainingAdvice?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "1: a critical alert means rest even at recovery 95",
      day: AdviceInputs(recovery: .optimal, form: .fresh, alerts: [.hrvSuppressed: .critical]),
      rule: 1, advice: .rest),
    Case(
      name: "1: illness watch at warning means rest",
      day: AdviceInputs(recovery: .good, form: .grey, alerts: [.illnessWatch: .warning]),
      rule: 1, advice: .rest),
    Case(
      name: "2: resting HR elevated means easy",
      day: AdviceInputs(recovery: .optimal, form: .fresh, alerts: [.rhrElevated: .warning]),
      rule: 2, advice: .easy),
    Case(
      name: "2: overtraining without a recovery score is still easy",
      day: AdviceInputs(recovery: nil, form: .highRisk, alerts: [.overtraining: .warning]),
      rule: 2, advice: .easy),
    Case(
      name: "3: no recovery score and only a data alert: no advice",
      day: AdviceInputs(recovery: nil, form: .grey, alerts: [.missingSleep: .warning]),
      rule: 3, advice: nil),
    Case(
      name: "4: pay attention means rest",
      day: AdviceInputs(recovery: .payAttention, form: .fresh, alerts: [:]), rule: 4,
      advice: .rest),
    Case(
      name: "5: fair means easy",
      day: AdviceInputs(recovery: .fair, form: .transition, alerts: [.calibrating: .info]),
      rule: 5, advice: .easy),
    Case(
      name: "6: high-risk form holds an optimal recovery to easy",
      day: AdviceInputs(recovery: .optimal, form: .highRisk, alerts: [:]), rule: 6,
      advice: .easy),
    Case(
      name: "7: good means normal training",
      day: AdviceInputs(recovery: .good, form: .fresh, alerts: [:]), rule: 7, advice: .normal),
    Case(
      name: "8: optimal recovery in the optimal form zone is normal training",
      day: AdviceInputs(recovery: .optimal, form: .optimal, alerts: [:]), rule: 8,
      advice: .normal),
    Case(
      name: "9: optimal recovery, fresh form: ready for intensity",
      day: AdviceInputs(recovery: .optimal, form: .fresh, alerts: [:]), rule: 9,
      advice: .intensity),
    Case(
      name: "9: optimal recovery before the PMC is established: ready for intensity",
      day: AdviceInputs(recovery: .optimal, form: nil, alerts: [.staleData: .warning]), rule: 9,
      advice: .intensity),
  ]

  @Test(arguments: cases)
  func theFirstMatchingRowGivesTheAdvice(_ example: Case) {
    let rule = AdviceTable.rule(for: example.day)
    #expect(rule.number == example.rule)
    #expect(rule.advice == example.advice)
  }

  @Test func everyRowIsReachedAndNumberedInOrder() {
    #expect(AdviceTable.rules.map(\.number) == Array(1...AdviceTable.rules.count))
    #expect(Set(Self.cases.map(\.rule)) == Set(AdviceTable.rules.map(\.number)))
  }

  @Test func everyCombinationHasExactlyOneAnswer() {
    let bands: [ScoreBand?] = [nil] + ScoreBand.allCases.map { $0 }
    let zones: [FormZone?] = [nil] + FormZone.allCases.map { $0 }
    for band in bands {
      for zone in zones {
        let rule = AdviceTable.rule(for: AdviceInputs(recovery: band, form: zone, alerts: [:]))
        // Without alerts, no recovery is no advice and any recovery is some advice.
        #expect(
          (rule.advice == nil) == (band == nil),
          "\(String(describing: band)) \(String(describing: zone))")
        #expect(rule.number >= 3)
      }
    }
  }
}

/// The definitions `explain` shows: knots found around a value and the tables behind the bands.
@Suite struct ExplainDefinitionTests {
  @Test func aValueBetweenKnotsNamesBothKnots() {
    // z −0.71 on the HRV map: between (−1, 65) and (−0.5, 80); 65 + 15 × 0.29/0.5 = 73.7.
    let segment = RecoveryScore.hrvMap.segment(around: -0.71)
    #expect(segment.position == .between)
    #expect(segment.lower == (-1, 65) && segment.upper == (-0.5, 80))
    #expect(abs(RecoveryScore.hrvMap(-0.71) - 73.7) < 1e-9)
  }

  @Test func valuesBeyondTheEndsNameTheEndKnot() {
    let below = RecoveryScore.restingHeartRateMap.segment(around: -0.1)
    #expect(below.position == .before && below.lower == (0, 100) && below.upper == (0, 100))
    let above = RecoveryScore.loadRatioMap.segment(around: 3)
    #expect(above.position == .after && above.lower == (2.5, 0))
  }

  @Test(
    "form zone bounds agree with the zone of every boundary",
    arguments: [
      (251, FormZone.transition), (250, .fresh), (51, .fresh), (50, .grey), (-100, .grey),
      (-101, .optimal), (-300, .optimal), (-301, .highRisk),
    ])
  func formZoneBounds(tenths: Int, zone: FormZone) {
    #expect(FormZone(tsbTenths: tenths) == zone)
  }

  @Test(
    "sleep bands from their tables",
    arguments: [(2, 100.0), (3, 75), (5, 75), (6, 50), (8, 50), (9, 25), (40, 25)])
  func disturbanceBands(wakeEvents: Int, score: Double) {
    #expect(SleepScore.disturbanceScore(wakeEvents: wakeEvents) == score)
  }

  @Test(
    "timing bands on the displayed deviation",
    arguments: [(30.04, 100.0), (30.05, 75), (60, 75), (90, 50), (90.1, 25)])
  func timingBands(minutes: Double, score: Double) {
    #expect(SleepScore.timingScore(deviationMinutes: minutes) == score)
  }

  @Test func epocOfWorkedExampleThree() {
    // T = 106.331155: 0.25 × T^1.1 = 42.390310.
    #expect(abs(StrainScore.epoc(total: 106.331155) - 42.390310) < 1e-5)
  }
}
