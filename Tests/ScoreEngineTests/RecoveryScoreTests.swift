import Foundation
import Testing

@testable import ScoreEngine

/// The recovery score of docs/algorithm.md §6 with worked example 2 (recovery from given
/// baselines) as the vector.
@Suite struct RecoveryScoreTests {
  /// Example 2: μ60 = ln 60, σ60 = 0.1, h_D = ln 52, m7 = ln 56, ready baselines.
  let hrv = HRVBaseline(
    kind: .rmssd, today: log(52), mean7: log(56), days7: 7, mean60: log(60), sd60: 0.1,
    days60: 45)
  let rhr = MetricBaseline(today: 55, baseline: 51, days: 30)
  let respiration = MetricBaseline(today: 15.2, baseline: 14.5, days: 30)
  let form = FormInput(established: true, ctlYesterday: 62, atlYesterday: 78, loadYesterday: 120)

  @Test func exampleTwoZValues() {
    #expect(close(hrv.zToday, -1.431008))
    #expect(close(hrv.z7, -0.689929))
    #expect(close(hrv.z, -1.134577))
    #expect(Rounding.display(hrv.zToday ?? 0, decimals: 2) == -1.43)
  }

  @Test func exampleTwoAAllFiveComponents() {
    let score = RecoveryScore.score(
      RecoveryInputs(
        hrv: hrv, restingHeartRate: rhr, respiratoryRate: respiration, sleepScore: 91, form: form))
    #expect(score.value == 79)
    #expect(score.band == .good)
    #expect(score.quality == .full)
    let subScores = score.components.map(\.subScore)
    #expect(score.components.map(\.name) == [.hrv, .restingHeartRate, .sleep, .respiratory, .form])
    #expect(close(subScores[0], 60.962704) && close(subScores[1], 88.235294))
    #expect(subScores[2] == 91 && subScores[3] == 100 && close(subScores[4], 61.193548))
    #expect(close(score.exactValue, 79.355225))
    #expect(score.components.map(\.displayedPoints) == [18, 18, 27, 10, 6])
  }

  @Test func exampleTwoBWithoutSleepAndRespiration() {
    let score = RecoveryScore.score(
      RecoveryInputs(
        hrv: hrv, restingHeartRate: rhr,
        respiratoryRate: MetricBaseline(today: nil, baseline: 14.5, days: 30), sleepScore: nil,
        form: form))
    #expect(score.value == 70)
    #expect(score.band == .good)
    #expect(score.quality == .limited)
    #expect(close(score.exactValue, 70.092041))
    #expect(
      score.components.map(\.effectiveWeight).map { Rounding.display($0, decimals: 3) } == [
        0.5, 0.333, 0.167,
      ])
    #expect(score.components.map(\.displayedPoints) == [31, 29, 10])
    #expect(
      score.absent == [
        AbsentComponent(name: .sleep, reason: .noSleep),
        AbsentComponent(name: .respiratory, reason: .noData),
      ])
  }

  @Test func exampleTwoCWithHRVAloneIsInsufficient() {
    let score = RecoveryScore.score(
      RecoveryInputs(
        hrv: hrv, restingHeartRate: MetricBaseline(today: nil, baseline: 51, days: 30),
        respiratoryRate: respiration, sleepScore: nil, form: form))
    #expect(score.value == nil)
    #expect(score.reason == .insufficientData)
    #expect(score.band == nil)
  }

  @Test func hrvAbsenceReasons() {
    let calibrating = HRVBaseline(
      kind: .sdnn, today: log(50), mean7: nil, days7: 1, mean60: log(50), sd60: 0.1, days60: 13)
    #expect(
      RecoveryScore.hrvComponent(calibrating)
        == .failure(AbsentReasonError(name: .hrv, reason: .calibrating)))
    let noToday = HRVBaseline(
      kind: .sdnn, today: nil, mean7: nil, days7: 2, mean60: log(50), sd60: 0.1, days60: 14)
    #expect(
      RecoveryScore.hrvComponent(noToday)
        == .failure(AbsentReasonError(name: .hrv, reason: .noData)))
    // With no h_D, a ready m7 alone gives z = z7.
    let weekOnly = HRVBaseline(
      kind: .sdnn, today: nil, mean7: log(50), days7: 3, mean60: log(50), sd60: 0.1, days60: 14)
    #expect(weekOnly.z == 0)
  }

  @Test func sigmaIsFlooredAt004() {
    let flat = HRVBaseline(
      kind: .rmssd, today: log(60) - 0.08, mean7: nil, days7: 1, mean60: log(60), sd60: 0.01,
      days60: 20)
    #expect(flat.sigmaPrime == 0.04)
    #expect(close(flat.zToday, -2))
  }

  @Test func formAbsenceReasons() {
    let warmup = FormInput(established: false, ctlYesterday: 50, atlYesterday: 50, loadYesterday: 0)
    #expect(
      RecoveryScore.formComponent(warmup)
        == .failure(AbsentReasonError(name: .form, reason: .pmcWarmup)))
    let low = FormInput(established: true, ctlYesterday: 9.94, atlYesterday: 9, loadYesterday: 0)
    #expect(
      RecoveryScore.formComponent(low)
        == .failure(AbsentReasonError(name: .form, reason: .lowFitness)))
    // 9.96 displays as 10.0: present.
    let justEnough = FormInput(
      established: true, ctlYesterday: 9.96, atlYesterday: 9.96, loadYesterday: 0)
    #expect((try? RecoveryScore.formComponent(justEnough).get())?.subScore == 100)
  }

  @Test func baselineComponentAbsenceReasons() {
    for (name, map) in [
      (ComponentName.restingHeartRate, RecoveryScore.restingHeartRateMap),
      (.respiratory, RecoveryScore.respiratoryMap),
    ] {
      #expect(
        RecoveryScore.baselineComponent(
          name, weight: 10, MetricBaseline(today: nil, baseline: nil, days: 0), map: map)
          == .failure(AbsentReasonError(name: name, reason: .noData)))
      #expect(
        RecoveryScore.baselineComponent(
          name, weight: 10, MetricBaseline(today: 50, baseline: nil, days: 6), map: map)
          == .failure(AbsentReasonError(name: name, reason: .noBaseline)))
    }
  }

  @Test func hrvKindChoice() {
    #expect(HRVBaseline.kind(preference: .auto, rmssdDays: 10, sdnnDays: 10) == .rmssd)
    #expect(HRVBaseline.kind(preference: .auto, rmssdDays: 9, sdnnDays: 10) == .sdnn)
    #expect(HRVBaseline.kind(preference: .auto, rmssdDays: 0, sdnnDays: 0) == nil)
    #expect(HRVBaseline.kind(preference: .auto, rmssdDays: 0, sdnnDays: 3) == .sdnn)
    #expect(HRVBaseline.kind(preference: .sdnn, rmssdDays: 40, sdnnDays: 2) == .sdnn)
    #expect(HRVBaseline.kind(preference: .sdnn, rmssdDays: 40, sdnnDays: 0) == nil)
  }

  @Test(
    "calibration thresholds",
    arguments: [
      (0, Calibration.calibrating), (13, .calibrating), (14, .building), (29, .building),
      (30, .ready), (60, .ready),
    ])
  func calibration(days: Int, expected: Calibration) {
    let baseline = HRVBaseline(
      kind: .sdnn, today: nil, mean7: nil, days7: 0, mean60: 4, sd60: 0.1, days60: days)
    #expect(baseline.calibration == expected)
  }
}
