import ScoreEngine

/// What a cached score was computed from: if any part differs now, the entry is stale.
package struct ScoreCacheStamp: Equatable, Sendable {
  /// The database generation the inputs were read at (`StoreDatabase.generation()`).
  package var generation: Int64
  /// The IANA time zone of the athlete's days, e.g. `Europe/Berlin`.
  package var zone: String
  /// The scoring algorithm, e.g. `VR-2`.
  package var algorithmVersion: String
  /// The program that computed it, e.g. `0.1.0`.
  package var programVersion: String
  /// A fingerprint of the settings the scores were computed with.
  package var settings: String

  /// Creates one from its fields.
  package init(
    generation: Int64, zone: String, algorithmVersion: String, programVersion: String,
    settings: String
  ) {
    self.generation = generation
    self.zone = zone
    self.algorithmVersion = algorithmVersion
    self.programVersion = programVersion
    self.settings = settings
  }
}

/// One row of `score_cache`: the cached document of a day and its stamp.
struct ScoreCacheEntry: Equatable, Sendable {
  /// The score date.
  var day: LocalDate
  /// The cached document as JSON text (the caller's serialisation).
  var document: String
  /// What it was computed from.
  var stamp: ScoreCacheStamp
}

/// One day of the PMC checkpoint: the engine continues CTL and ATL from the latest row instead of
/// replaying the whole history.
struct PMCCheckpoint: Equatable, Sendable {
  /// The local date whose end the values describe.
  var day: LocalDate
  /// The day's training load (TSS-equivalent).
  var load: Double
  /// Chronic training load at the end of the day.
  var ctl: Double
  /// Acute training load at the end of the day.
  var atl: Double
}
