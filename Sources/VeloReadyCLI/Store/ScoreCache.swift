import ScoreEngine
import VeloJSON

/// One cached Today: a JSON document whose content the Today view defines.
struct CachedToday: Equatable {
  /// The document as it was computed.
  var document: JSONValue
}

/// The score cache: `cache/<date>.json`, written atomically after each computation.
///
/// A missing cache, or one written in another cache format, is normal; an unreadable or damaged
/// one is ignored and reported as a warning, never fatal (docs/architecture.md, "Rendering today").
enum ScoreCache {
  static let formatVersion = 2

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
    // Numbers keep the decimals they were written with, so the document reads back as written.
    guard let document = try? JSONParser.parse(bytes, keepingDecimals: true),
      let format = document["cacheFormat"]?.numberValue
    else {
      return .damaged(reason: "'\(path)' is not a readable score cache")
    }
    guard format == Double(formatVersion) else { return .missing }
    guard let today = document["document"], today["schema"]?.stringValue == schema else {
      return .damaged(reason: "'\(path)' is not a readable score cache")
    }
    return .found(CachedToday(document: today))
  }

  static func write(_ cached: CachedToday, to store: Store, for date: LocalDate) throws(CLIError) {
    let document = JSONValue.object([
      "cacheFormat": .integer(formatVersion), "document": cached.document,
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
