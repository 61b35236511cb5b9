import ScoreEngine

extension TodaySnapshot {
  /// What the advice table reads from the snapshot: the recovery band, the form zone and the
  /// alerts showing.
  var adviceInputs: AdviceInputs {
    AdviceInputs(
      recovery: recovery.band, form: load.formZone,
      alerts: Dictionary(alerts.map { ($0.id, $0.severity) }, uniquingKeysWith: max))
  }

  /// The rule of the advice table that decides the date's advice (docs/algorithm.md §15.7).
  var adviceRule: AdviceRule { AdviceTable.rule(for: adviceInputs) }
}
