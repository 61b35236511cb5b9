import HealthImport
import VeloKit
import VeloStore

extension Importer {
  /// The indices of the inputs located without a fingerprint that need one before parsing: those
  /// whose size is the size of a file in the import log or of another input of this run. Any
  /// other could match nothing (a fingerprint starts with the file's size) and is fingerprinted
  /// while it is parsed, so a new export is read once, while an unchanged one is still
  /// recognised without being parsed.
  /// A store that does not exist yet (`nil`) has an empty log.
  func fingerprintWhereNeeded(_ targets: [ImportTarget], in store: Store?) throws(CLIError)
    -> Set<Int>
  {
    var known: [String] = []
    var deferred: [(index: Int, prefix: String)] = []
    for (index, target) in targets.enumerated() {
      switch target {
      case .input(let input):
        if let fingerprint = input.fingerprint {
          known.append(fingerprint)
        } else if case .file(let file) = input.content {
          deferred.append((index, ContentHash.fingerprintPrefix(size: file.count)))
        }
      case .deviceFolder(let folder):
        known += folder.files.map(\.fingerprint)
      }
    }
    guard !deferred.isEmpty else { return [] }
    func inThisRun(_ index: Int, _ prefix: String) -> Bool {
      deferred.contains { $0.index != index && $0.prefix == prefix }
        || known.contains { $0.hasPrefix(prefix) }
    }
    guard let store else {
      return Set(deferred.filter { inThisRun($0.index, $0.prefix) }.map(\.index))
    }
    return try store.read { () throws(CLIError) -> Set<Int> in
      var needed: Set<Int> = []
      for (index, prefix) in deferred {
        if inThisRun(index, prefix) {
          needed.insert(index)
        } else if try CLIError.fromStore(try store.database.hasImport(fingerprintPrefix: prefix)) {
          needed.insert(index)
        }
      }
      return needed
    }
  }

  /// The import log's entries for every fingerprint found, read in one transaction; none when
  /// the store does not exist yet (`nil`).
  func loggedEntries(of targets: [ImportTarget], in store: Store?) throws(CLIError)
    -> [String: ImportLog.Entry]
  {
    guard let store else { return [:] }
    let fingerprints = targets.flatMap { target -> [String] in
      switch target {
      case .input(let input): return input.fingerprint.map { [$0] } ?? []
      case .deviceFolder(let folder): return folder.files.map(\.fingerprint)
      }
    }
    return try store.read { () throws(CLIError) -> [String: ImportLog.Entry] in
      var found: [String: ImportLog.Entry] = [:]
      for fingerprint in fingerprints {
        if let entry = try CLIError.fromStore(
          try store.database.importEntry(fingerprint: fingerprint))
        {
          found[fingerprint] = entry
        }
      }
      return found
    }
  }
}
