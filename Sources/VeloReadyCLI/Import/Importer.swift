import Foundation

/// `veloready import`: read each input, merge its good records into the store, report.
///
/// A file that cannot be read at all is reported and skipped; the others are still imported. All
/// successful files are merged under the store lock and written in one atomic replacement, so the
/// store is either as it was or holds every imported record.
struct Importer {
  let setup: Setup
  let environment: RunEnvironment
  let console: any Console
  /// Whether the summary may use Unicode.
  let unicode: Bool

  /// Imports `paths` and returns the exit code: the first unreadable input's, else 65 when an
  /// input kept no record, else 0.
  func run(_ paths: [String]) throws(CLIError) -> ExitCode {
    let reader = InputReader(
      timeZone: setup.timeZone, environment: environment, console: console, unicode: unicode)
    var imports: [FileImport] = []
    var failure: CLIError?
    for path in paths {
      do {
        imports.append(try reader.read(path))
      } catch {
        console.report(error)
        failure = failure ?? error
      }
    }
    guard !imports.isEmpty else { return failure?.code ?? .ok }
    try store(imports)
    if let failure { return failure.code }
    let nothingKept = imports.contains {
      $0.report.records.isEmpty && $0.report.rejections.total > 0
    }
    return nothingKept ? .dataError : .ok
  }

  /// Merges every file not already logged into the store, in one locked replacement.
  private func store(_ imports: [FileImport]) throws(CLIError) {
    let store = try Store.create(at: setup.location.path)
    try store.withLock(console: console) {
      () throws(CLIError) in
      var log = ImportLog.load(from: store)
      var records = try store.loadRecords()
      var changed = false
      for file in imports {
        let name = (file.path as NSString).lastPathComponent
        if let previous = log.entry(for: file.fingerprint) {
          ImportSummary.printAlreadyImported(name, file, previous, console)
          continue
        }
        let stats = RecordMerge.merge(file.report.records, into: &records)
        changed = changed || stats.changedAnything
        ImportSummary.print(name, file, stats, console)
        log.entries.append(
          ImportLog.Entry(
            fingerprint: file.fingerprint, name: name, format: file.format,
            importedAt: setup.clock.iso8601(environment.now), added: stats.added,
            replaced: stats.replaced, rejected: file.report.rejections.total))
      }
      if changed { try store.saveRecords(records) }
      try log.save(to: store)
    }
  }
}
