import ScoreEngine
import VeloJSON

/// One cached Today: the `veloready.today/v1` document plus what only the text view needs.
struct CachedToday: Equatable {
  /// The document as it was computed (origin `fresh`).
  var document: JSONValue
  /// Displayed morning TSB of the 14 days ending on the date, in tenths (`nil`: no value).
  var recentTSBTenths: [Int?]
}

/// The score cache: `cache/<date>.json`, written atomically after each computation.
///
/// A missing cache is normal; an unreadable or damaged one is ignored and reported as a warning,
/// never fatal (docs/architecture.md §6).
enum ScoreCache {
  static let formatVersion = 1

  enum Lookup: Equatable {
    case missing
    case damaged(reason: String)
    case found(CachedToday)
  }

  static func path(in store: Store, for date: LocalDate) -> String {
    store.cacheDirectory + "/\(date).json"
  }

  /// The cached document of `date`, when it is one of `schema`'s documents.
  static func read(from store: Store, for date: LocalDate, schema: String) -> Lookup {
    let path = path(in: store, for: date)
    let bytes: [UInt8]?
    do {
      bytes = try AtomicFile.read(path)
    } catch {
      return .damaged(reason: error.description)
    }
    guard let bytes else { return .missing }
    guard let document = try? JSONParser.parse(bytes),
      document["cacheFormat"]?.numberValue == Double(formatVersion),
      let today = document["document"], today["schema"]?.stringValue == schema,
      let history = document["recentTSB"]?.arrayValue
    else {
      return .damaged(reason: "'\(path)' is not a readable score cache")
    }
    let tenths = history.map { $0.numberValue.map { Int(($0 * 10).rounded()) } }
    return .found(CachedToday(document: today, recentTSBTenths: tenths))
  }

  static func write(_ cached: CachedToday, to store: Store, for date: LocalDate) throws(CLIError) {
    let document = JSONValue.object([
      "cacheFormat": .integer(formatVersion), "document": cached.document,
      "recentTSB": .array(
        cached.recentTSBTenths.map { JSONValue.fixed($0.map { Double($0) / 10 }, 1) }),
    ])
    do {
      try AtomicFile.makeDirectory(store.cacheDirectory)
      try AtomicFile.write(
        JSONWriter.compact(document), to: path(in: store, for: date), mode: 0o600)
    } catch {
      throw .unreadable("cannot write the score cache: \(error.description)")
    }
  }
}
