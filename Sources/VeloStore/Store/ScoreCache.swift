import ScoreEngine
import VeloJSON

/// One cached Today: a JSON document whose content the Today view defines.
package struct CachedToday: Equatable {
  /// The document as it was computed.
  package var document: JSONValue

  /// Creates one from its fields.
  package init(
    document: JSONValue
  ) {
    self.document = document
  }
}

/// The score cache: one entry a date in the store's `score_cache` table, stamped with what it
/// was computed from (docs/architecture.md §4).
///
/// An entry is current only while its stamp equals the stamp of now — the store's generation
/// (every write to records, config, dismissals or sync state advances it), the zone, the
/// algorithm, the program and the settings. Anything else is stale: it may be drawn first, marked
/// stale, but it is never the final answer. An entry in another cache format is as good as
/// missing; a damaged one is ignored with a warning.
package enum ScoreCache {
  /// The cache keeps the entries of this many most recent dates.
  static let keptDates = 60
  /// The layout of a cached entry's JSON, inside its row.
  static let formatVersion = 2

  /// What the cache holds for a date.
  package enum Lookup: Equatable {
    /// Nothing.
    case missing
    /// An entry that cannot be read.
    case damaged(reason: String)
    /// The store could not be read.
    case failed(StoreError)
    /// An entry computed from other inputs than the current ones.
    case stale(CachedToday)
    /// A current entry.
    case found(CachedToday)
  }

  /// The entry of `date` compared with `stamp`, the stamp of the current inputs.
  package static func read(
    from store: Store, for date: LocalDate, schema: String, stamp: ScoreCacheStamp
  ) -> Lookup {
    let entry: ScoreCacheEntry?
    do {
      entry = try store.database.cachedScore(for: date)
    } catch {
      return .failed(error)
    }
    guard let entry else { return .missing }
    // Numbers keep the decimals they were written with, so the document reads back as written.
    guard let document = try? JSONParser.parse(Array(entry.document.utf8), keepingDecimals: true),
      let format = document["cacheFormat"]?.numberValue
    else {
      return .damaged(reason: "the cached scores of \(date) are not readable")
    }
    guard format == Double(formatVersion) else { return .missing }
    guard let today = document["document"], today["schema"]?.stringValue == schema else {
      return .damaged(reason: "the cached scores of \(date) are not readable")
    }
    let cached = CachedToday(document: today)
    return entry.stamp == stamp ? .found(cached) : .stale(cached)
  }

  /// Stores `cached` as the entry of `date`, computed from the inputs of `stamp`, unless the
  /// store has been written since those inputs were read (the entry would be stale at birth);
  /// whether it was stored. Older dates beyond `keptDates` are removed.
  @discardableResult
  package static func write(
    _ cached: CachedToday, to store: Store, for date: LocalDate, stamp: ScoreCacheStamp
  ) throws(StoreError) -> Bool {
    let document = JSONValue.object([
      "cacheFormat": .integer(formatVersion), "document": cached.document,
    ])
    return try store.database.saveCachedScore(
      ScoreCacheEntry(day: date, document: JSONWriter.compact(document), stamp: stamp),
      ifGenerationIs: stamp.generation, keeping: keptDates)
  }
}
