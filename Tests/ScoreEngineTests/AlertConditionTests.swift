import Testing

@testable import ScoreEngine

/// The alert conditions of docs/algorithm.md §11 on boundary values.
@Suite struct AlertConditionTests {
  /// A ready HRV baseline with μ60 = 0 and σ' = 1, so that `h_D` is `z_today`.
  func hrv(zToday: Double?, z7: Double? = nil) -> HRVBaseline {
    HRVBaseline(
      kind: .sdnn, today: zToday, mean7: z7, days7: z7 == nil ? 0 : 7, mean60: 0, sd60: 1,
      days60: 40)
  }

  func inputs(
    hasMainSleep: Bool = true, hrv: HRVBaseline? = nil,
    rhr: MetricBaseline = MetricBaseline(today: nil, baseline: nil, days: 0),
    respiration: MetricBaseline = MetricBaseline(today: nil, baseline: nil, days: 0),
    temperature: Double? = nil, hours: Double? = nil, recentHRV: Bool = true,
    established: Bool = false, tsb: Int? = nil, illnessYesterday: Bool = false
  ) -> AlertInputs {
    AlertInputs(
      hasMainSleep: hasMainSleep, hrv: hrv ?? self.hrv(zToday: nil), restingHeartRate: rhr,
      respiratoryRate: respiration, skinTemperature: temperature, hoursSinceNewestRecord: hours,
      hasRecentHRV: recentHRV, pmcEstablished: established, tsbTenths: tsb,
      illnessWatchYesterday: illnessYesterday)
  }

  func ids(_ inputs: AlertInputs) -> [AlertID] {
    AlertConditions.evaluate(inputs).map(\.id)
  }

  @Test(
    "hrv-suppressed on the displayed z",
    arguments: [
      (-1.494, nil), (-1.497, AlertSeverity.warning), (-1.5, .warning), (-2.494, .warning),
      (-2.495, .critical), (-3.2, .critical), (0.5, nil),
    ] as [(Double, AlertSeverity?)])
  func hrvSuppressed(z: Double, severity: AlertSeverity?) {
    let alert = AlertConditions.evaluate(inputs(hrv: hrv(zToday: z))).first {
      $0.id == .hrvSuppressed
    }
    #expect(alert?.severity == severity)
  }

  @Test func rhrElevatedComparesDisplayedTenthsExactly() {
    #expect(
      ids(inputs(rhr: MetricBaseline(today: 64.1, baseline: 59.1, days: 30))) == [.rhrElevated])
    #expect(ids(inputs(rhr: MetricBaseline(today: 64.04, baseline: 59.1, days: 30))).isEmpty)
    #expect(ids(inputs(rhr: MetricBaseline(today: 64.1, baseline: nil, days: 3))).isEmpty)
  }

  @Test func overtrainingNeedsEstablishedPMCTSBBelowMinus30AndLowZ7() {
    let low = hrv(zToday: nil, z7: -0.51)
    #expect(ids(inputs(hrv: low, established: true, tsb: -301)) == [.overtraining])
    #expect(ids(inputs(hrv: low, established: true, tsb: -300)).isEmpty)
    #expect(ids(inputs(hrv: low, established: false, tsb: -400)).isEmpty)
    #expect(ids(inputs(hrv: hrv(zToday: nil, z7: -0.5), established: true, tsb: -400)).isEmpty)
    #expect(ids(inputs(hrv: hrv(zToday: nil, z7: -0.504), established: true, tsb: -400)).isEmpty)
    #expect(
      ids(inputs(hrv: hrv(zToday: nil, z7: -0.505), established: true, tsb: -400)) == [
        .overtraining
      ])
  }

  @Test func illnessWatchNeedsTwoSignsAndIsCriticalOnTheSecondDay() {
    let breathing = MetricBaseline(today: 16.4, baseline: 14.9, days: 30)
    let warm = inputs(respiration: breathing, temperature: 0.5)
    #expect(AlertConditions.illnessSigns(warm) == ["respiratory", "temperature"])
    #expect(AlertConditions.evaluate(warm).map(\.severity) == [.warning])
    var second = warm
    second.illnessWatchYesterday = true
    #expect(AlertConditions.evaluate(second).map(\.severity) == [.critical])
    #expect(ids(inputs(respiration: breathing, temperature: 0.494)).isEmpty)
    #expect(
      ids(
        inputs(respiration: MetricBaseline(today: 16.3, baseline: 14.9, days: 30), temperature: 0.6)
      ).isEmpty)
    // HRV and resting HR signs also raise their own alerts.
    let both = inputs(
      hrv: hrv(zToday: -1.6), rhr: MetricBaseline(today: 56, baseline: 51, days: 20))
    #expect(ids(both) == [.hrvSuppressed, .rhrElevated, .illnessWatch])
  }

  @Test func missingSleepAndStaleData() {
    let rhrOnly = MetricBaseline(today: 50, baseline: nil, days: 0)
    #expect(ids(inputs(hasMainSleep: false, rhr: rhrOnly)) == [.missingSleep])
    #expect(ids(inputs(hasMainSleep: true, rhr: rhrOnly)).isEmpty)
    #expect(ids(inputs(hasMainSleep: false, hours: 36)).isEmpty)
    #expect(ids(inputs(hasMainSleep: false, hours: 36.01)) == [.staleData])
    #expect(ids(inputs(hasMainSleep: false, rhr: rhrOnly, hours: 50)) == [.missingSleep])
    #expect(ids(inputs(hasMainSleep: false, hours: nil)).isEmpty)
  }

  @Test func calibratingSaysHowManyDaysExist() throws {
    let few = HRVBaseline(
      kind: .sdnn, today: 4, mean7: nil, days7: 1, mean60: 4, sd60: 0.1, days60: 9)
    let alert = try #require(AlertConditions.evaluate(inputs(hrv: few)).first)
    #expect(alert.id == .calibrating && alert.severity == .info)
    #expect(alert.evidence.first == .number("days", 9, decimals: 0))
    let noHRV = HRVBaseline(
      kind: nil, today: nil, mean7: nil, days7: 0, mean60: nil, sd60: nil, days60: 0)
    // One day of either kind in [D−60, D] is a rider who records HRV: still calibrating.
    #expect(ids(inputs(hrv: noHRV, recentHRV: true)) == [.calibrating])
    // None: a rider who records no HRV is not told to calibrate.
    #expect(ids(inputs(hrv: noHRV, recentHRV: false)).isEmpty)
    #expect(ids(inputs(hrv: few, recentHRV: false)).isEmpty)
  }
}
