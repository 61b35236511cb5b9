import ScoreEngine
import VeloJSON

/// One cached Today: the `veloready.today/v1` document plus what only the text view needs.
struct CachedToday: Equatable {
  /// The document as it was computed (origin `fresh`).
  var document: JSONValue
  /// Displayed morning TSB of the 14 days ending on the date, in tenths (`nil`: no value).
  var recentTSBTenths: [Int?]
}

/// The score cache: one entry a date in the store's `score_cache` table, stamped with what it
/// was computed from (docs/architecture.md §4).
///
/// An entry is current only while its stamp equals the stamp of now — the store's generation
/// (every write to records, config, dismissals or sync state advances it), the zone, the
/// algorithm, the program and the settings. Anything else is stale: it may be drawn first, marked
/// stale, but it is never the final answer. A damaged entry is ignored with a warning.
enum ScoreCache {
  /// The cache keeps the entries of this many most recent dates.
  static let keptDates = 60
  /// The layout of a cached entry's JSON, inside its row.
  static let formatVersion = 1

  /// What the cache holds for a date.
  enum Lookup: Equatable {
    /// Nothing.
    case missing
    /// An entry that cannot be read.
    case damaged(reason: String)
    /// An entry computed from other inputs than the current ones.
    case stale(CachedToday)
    /// A current entry.
    case found(CachedToday)
  }

  /// The entry of `date` compared with `stamp`, the stamp of the current inputs.
  static func read(
    from store: Store, for date: LocalDate, schema: String, stamp: ScoreCacheStamp
  ) -> Lookup {
    let entry: ScoreCacheEntry?
    do {
      entry = try store.database.cachedScore(for: date)
    } catch {
      return .damaged(reason: error.message)
    }
    guard let entry else { return .missing }
    guard let document = try? JSONParser.parse(Array(entry.document.utf8)),
      document["cacheFormat"]?.numberValue == Double(formatVersion),
      let today = document["document"], today["schema"]?.stringValue == schema,
      let history = document["recentTSB"]?.arrayValue
    else {
      return .damaged(reason: "the cached scores of \(date) are not readable")
    }
    let tenths = history.map { $0.numberValue.map { Int(($0 * 10).rounded()) } }
    let cached = CachedToday(document: today, recentTSBTenths: tenths)
    return entry.stamp == stamp ? .found(cached) : .stale(cached)
  }

  /// Stores `cached` as the entry of `date`, computed from the inputs of `stamp`, unless the
  /// store has been written since those inputs were read (the entry would be stale at birth);
  /// whether it was stored. Older dates beyond `keptDates` are removed.
  @discardableResult
  static func write(
    _ cached: CachedToday, to store: Store, for date: LocalDate, stamp: ScoreCacheStamp
  ) throws(CLIError) -> Bool {
    let document = JSONValue.object([
      "cacheFormat": .integer(formatVersion), "document": cached.document,
      "recentTSB": .array(
        cached.recentTSBTenths.map { JSONValue.fixed($0.map { Double($0) / 10 }, 1) }),
    ])
    return try store.database.saveCachedScore(
      ScoreCacheEntry(day: date, document: JSONWriter.compact(document), stamp: stamp),
      ifGenerationIs: stamp.generation, keeping: keptDates)
  }
}
