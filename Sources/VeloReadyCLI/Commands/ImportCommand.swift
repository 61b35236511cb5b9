import Foundation
import HealthImport
import ScoreEngine
import VeloJSON

/// `veloready import PATH…`: read each input, merge its good records into the store, report.
///
/// A file that cannot be read at all is reported and skipped; the others are still imported. All
/// successful files are merged under the store lock and written in one atomic replacement, so the
/// store is either as it was or holds every imported record.
struct ImportCommand {
  let paths: [String]
  let global: GlobalOptions
  let environment: RunEnvironment
  let console: any Console

  func run() throws(CLIError) -> ExitCode {
    let setup = try Setup.resolve(global, environment)
    setup.printWarnings(console)
    let reader = InputReader(
      timeZone: setup.timeZone, environment: environment, console: console,
      unicode: TerminalStyle.resolve(
        color: .never, ascii: global.ascii, environment: environment.variables, isTerminal: false,
        terminalWidth: nil
      ).unicode)
    var imports: [FileImport] = []
    var failure: CLIError?
    for path in paths {
      do {
        imports.append(try reader.read(path))
      } catch {
        VeloReadyCommand.report(error, console)
        failure = failure ?? error
      }
    }
    guard !imports.isEmpty else { return failure?.code ?? .ok }
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
    if let failure { return failure.code }
    let nothingKept = imports.contains {
      $0.report.records.isEmpty && $0.report.rejections.total > 0
    }
    return nothingKept ? .dataError : .ok
  }

  static func importError(_ error: ImportError, path: String) -> CLIError {
    switch error {
    case .malformed(let reason): return .badData("cannot import '\(path)': \(reason)")
    case .unrecognised(let reason): return .badData("cannot import '\(path)': \(reason)")
    case .unreadable(let reason): return .unreadable("cannot import '\(path)': \(reason)")
    }
  }
}
