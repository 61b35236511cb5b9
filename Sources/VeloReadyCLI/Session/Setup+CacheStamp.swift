import ScoreEngine
import VeloJSON
import VeloKit
import VeloStore

extension Setup {
  /// The stamp of the current inputs, for a score cache entry read or written now: the store's
  /// `generation`, the zone, the algorithm, the program and the settings.
  func cacheStamp(generation: Int64) -> ScoreCacheStamp {
    ScoreCacheStamp(
      generation: generation, zone: timeZoneName, algorithmVersion: Algorithm.version,
      programVersion: VeloReady.version, settings: settingsFingerprint)
  }

  /// A fingerprint of every setting (the API key and unknown keys left out): a hand edit of `config.json`
  /// changes it even though it does not advance the store's generation.
  var settingsFingerprint: String {
    // Keys veloready does not know change no score, and may be large (a rider's notes): they
    // are left out rather than written out again on every run.
    var known = config
    known.unknown = [:]
    guard case .object(var members) = ConfigFile.document(known) else { return "" }
    if case .object(var intervals)? = members["intervals"] {
      intervals["apiKey"] = nil
      members["intervals"] = .object(intervals)
    }
    var hash = ContentHash()
    hash.update(Array(JSONWriter.compact(.object(members)).utf8))
    return hash.fingerprint
  }
}
