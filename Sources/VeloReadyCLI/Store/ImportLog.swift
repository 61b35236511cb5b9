import Foundation
import VeloJSON

/// The store's log of imported files (`imports.json`): content fingerprint → when and what.
///
/// Importing a file whose content is already logged is reported as such and changes nothing.
struct ImportLog {
  struct Entry: Equatable {
    var fingerprint: String
    var name: String
    var format: String
    var importedAt: String
    var added: Int
    var replaced: Int
    var rejected: Int
  }

  var entries: [Entry] = []

  /// A fingerprint of a file's bytes: its size and a 64-bit FNV-1a hash.
  static func fingerprint(_ bytes: some Collection<UInt8>) -> String {
    var hasher = ContentHasher()
    hasher.update(bytes)
    return hasher.fingerprint
  }

  func entry(for fingerprint: String) -> Entry? {
    entries.last { $0.fingerprint == fingerprint }
  }

  static func load(from store: Store) -> ImportLog {
    guard let bytes = try? AtomicFile.read(store.importsPath),
      let document = try? JSONParser.parse(bytes),
      let items = document["imports"]?.arrayValue
    else { return ImportLog() }
    return ImportLog(
      entries: items.compactMap { item in
        guard let fingerprint = item["fingerprint"]?.stringValue else { return nil }
        return Entry(
          fingerprint: fingerprint, name: item["name"]?.stringValue ?? "",
          format: item["format"]?.stringValue ?? "",
          importedAt: item["importedAt"]?.stringValue ?? "",
          added: Int(item["added"]?.numberValue ?? 0),
          replaced: Int(item["replaced"]?.numberValue ?? 0),
          rejected: Int(item["rejected"]?.numberValue ?? 0))
      })
  }

  func save(to store: Store) throws(CLIError) {
    let document = JSONValue.object([
      "imports": .array(
        entries.map {
          .object([
            "fingerprint": .string($0.fingerprint), "name": .string($0.name),
            "format": .string($0.format),
            "importedAt": .string($0.importedAt), "added": .integer($0.added),
            "replaced": .integer($0.replaced), "rejected": .integer($0.rejected),
          ])
        })
    ])
    do {
      try AtomicFile.write(JSONWriter.pretty(document), to: store.importsPath, mode: 0o600)
    } catch {
      throw .unreadable("cannot write the import log: \(error.description)")
    }
  }
}
