import ScoreEngine

/// The training ledger kept in the store (docs/architecture.md §6): recomputed in the write that
/// changes the records, read back for a window, and recomputed on the spot when the settings it
/// depends on changed since.
enum StoredTraining {
  /// The settings the ledger depends on, as text: the algorithm, the zone (days), the load
  /// settings and the provider precedence. A ledger computed with other settings is not used.
  static func settings(_ profile: AthleteProfile) -> String {
    func number(_ value: Double?) -> String { value.map { String($0) } ?? "-" }
    return [
      VeloReady.algorithm, profile.clock.identifier, "ftp=" + number(profile.ftp),
      "max=" + number(profile.maxHeartRate), "rest=" + number(profile.restingHeartRate),
      "lthr=" + number(profile.thresholdHeartRate), "sex=" + profile.sex.rawValue,
      "sources=" + profile.precedence.order.map(\.rawValue).joined(separator: ","),
    ].joined(separator: " ")
  }

  /// Recomputes the ledger from every activity, fitness and resting-HR record and stores it;
  /// called inside the write that changed the records.
  static func refresh(in store: Store, profile: AthleteProfile) throws(CLIError) {
    let database = store.database
    let ledger = TrainingLedger.compute(try database.trainingRecords(), profile: profile)
    try database.saveLedger(
      ledger, settings: settings(profile), recordsGeneration: try database.recordsGeneration())
  }

  /// The parts of the ledger that reports of `window` read: the stored ones when they are
  /// current, else computed from every training record now (and stored, when the settings are
  /// the configured ones rather than a one-off `--tz`).
  static func slice(
    for window: HistoryWindow, in store: Store, profile: AthleteProfile, keep: Bool
  ) throws(CLIError) -> TrainingLedger {
    let database = store.database
    if let stored = try database.ledger(for: window, settings: settings(profile)) {
      return stored
    }
    let (records, generation) = try database.read {
      () throws(CLIError) -> (RecordSet, Int64) in
      (try database.trainingRecords(), try database.recordsGeneration())
    }
    let ledger = TrainingLedger.compute(records, profile: profile)
    if keep {
      try database.saveLedger(ledger, settings: settings(profile), recordsGeneration: generation)
    }
    return window.slice(ledger)
  }
}
