import ScoreEngine
import VeloKit
import VeloStore

/// The training ledger kept in the store (docs/architecture.md §6): recomputed in the write that
/// changes the records, read back for a window, and recomputed on the spot when the settings it
/// depends on changed since.
enum StoredTraining {
  /// The settings the ledger depends on, as text: the algorithm, the zone (days), the load
  /// settings, the PMC's time constants and the provider precedence. A ledger computed with
  /// other settings (or by another algorithm) is not used, so a changed `ctlDays` reaches every
  /// report, `what-if` included.
  static func settings(_ profile: AthleteProfile) -> String {
    func number(_ value: Double?) -> String { value.map { String($0) } ?? "-" }
    return [
      Algorithm.version, profile.clock.identifier, "ftp=" + number(profile.ftp),
      "runFtp=" + number(profile.runFTP), "max=" + number(profile.maxHeartRate),
      "rest=" + number(profile.restingHeartRate), "lthr=" + number(profile.thresholdHeartRate),
      "sex=" + profile.sex.rawValue, "ctlDays=\(profile.pmcConstants.ctlDays)",
      "atlDays=\(profile.pmcConstants.atlDays)",
      "sources=" + profile.precedence.order.map(\.rawValue).joined(separator: ","),
    ].joined(separator: " ")
  }

  /// Recomputes the ledger from every activity, fitness and resting-HR record and stores it;
  /// called inside the write that changed the records. `streams` are heart-rate streams the
  /// write stored from memory, read back as they are rather than decoded (`HeartRateStreams`).
  @discardableResult
  static func refresh(
    in store: Store, profile: AthleteProfile, streams: HeartRateStreams = HeartRateStreams()
  ) throws(CLIError) -> TrainingLedger {
    let database = store.database
    let ledger = TrainingLedger.compute(
      try CLIError.fromStore(try database.trainingRecords(streams: streams)), profile: profile,
      corrections: try corrections(in: store))
    try CLIError.fromStore(
      try database.saveLedger(
        ledger, settings: settings(profile), recordsGeneration: try database.recordsGeneration()))
    return ledger
  }

  /// What a read transaction found for a window: the stored ledger's slice when it is current,
  /// else every training record and the records generation it was read at, to compute from.
  enum Found: Sendable {
    case stored(TrainingLedger)
    case recompute(RecordSet, corrections: [ActivityCorrection], generation: Int64)
  }

  /// The rider's corrections (docs/algorithm.md §7.5), as the ledger applies them.
  static func corrections(in store: Store) throws(CLIError) -> [ActivityCorrection] {
    try CLIError.fromStore(try store.database.activityCorrections()).map(\.correction)
  }

  /// Reads what reports of `window` need from the ledger; call it inside the read transaction
  /// that reads the window's records, so that both come from one committed state.
  static func read(
    for window: HistoryWindow, in store: Store, profile: AthleteProfile
  ) throws(CLIError) -> Found {
    let database = store.database
    return try database.read { () throws(CLIError) -> Found in
      if let stored = try CLIError.fromStore(
        try database.ledger(
          for: window, settings: settings(profile), constants: profile.pmcConstants))
      {
        return .stored(stored)
      }
      return .recompute(
        try CLIError.fromStore(try database.trainingRecords()),
        corrections: try corrections(in: store),
        generation: try CLIError.fromStore(try database.recordsGeneration()))
    }
  }

  /// The slice of `found` for `window`: computed from the training records when the stored
  /// ledger was not current (and stored, when the settings are the configured ones rather than a
  /// one-off `--tz`).
  static func slice(
    _ found: Found, for window: HistoryWindow, in store: Store, profile: AthleteProfile, keep: Bool
  ) throws(CLIError) -> TrainingLedger {
    switch found {
    case .stored(let ledger):
      return ledger
    case .recompute(let records, let corrections, let generation):
      let ledger = TrainingLedger.compute(records, profile: profile, corrections: corrections)
      // A read-only store is scored from the computed ledger without keeping it.
      if keep, !store.database.isReadOnly {
        try CLIError.fromStore(
          try store.database.saveLedger(
            ledger, settings: settings(profile), recordsGeneration: generation))
      }
      return window.slice(ledger)
    }
  }

  /// The ledger's slice for `window`, read in a transaction of its own: for reports that read
  /// nothing else from the store.
  static func slice(
    for window: HistoryWindow, in store: Store, profile: AthleteProfile, keep: Bool
  ) throws(CLIError) -> TrainingLedger {
    try slice(
      read(for: window, in: store, profile: profile), for: window, in: store, profile: profile,
      keep: keep)
  }
}
