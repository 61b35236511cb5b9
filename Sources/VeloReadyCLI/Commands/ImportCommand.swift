import Foundation
import HealthImport
import ScoreEngine

/// `veloready import PATH…`: read each file, merge its good records into the store, report.
///
/// A file that cannot be read at all is reported and skipped; the others are still imported. All
/// successful files are merged under the store lock and written in one atomic replacement, so the
/// store is either as it was or holds every imported record.
struct ImportCommand {
  let paths: [String]
  let global: GlobalOptions
  let environment: RunEnvironment
  let console: any Console

  struct FileImport {
    let path: String
    let format: InputFormat
    let fingerprint: String
    let report: ImportReport
  }

  func run() throws(CLIError) -> ExitCode {
    let setup = try Setup.resolve(global, environment)
    setup.printWarnings(console)
    var imports: [FileImport] = []
    var failure: CLIError?
    for path in paths {
      do {
        imports.append(try read(path, setup))
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
            fingerprint: file.fingerprint, name: name, format: file.format.rawValue,
            importedAt: ISO8601Text.format(environment.now, in: setup.clock), added: stats.added,
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

  /// Reads and parses one input.
  private func read(_ path: String, _ setup: Setup) throws(CLIError) -> FileImport {
    if AtomicFile.isDirectory(path) {
      throw .badData("cannot import '\(path)': it is a folder, not a records file")
    }
    let bytes: [UInt8]
    do {
      guard let read = try AtomicFile.read(path) else {
        throw CLIError.missing("cannot import '\(path)': no such file")
      }
      bytes = read
    } catch let error as FileError {
      throw .unreadable("cannot import \(error.description)")
    } catch let error as CLIError {
      throw error
    } catch {
      throw .unreadable("cannot import '\(path)': \(error)")
    }
    guard let format = InputFormat.sniff(Array(bytes.prefix(4096))) else {
      throw .badData(
        "cannot import '\(path)': not a format veloready reads",
        hint: "veloready reads veloready.records/v1 JSON files")
    }
    let report: ImportReport
    switch format {
    case .nativeRecords:
      do {
        report = try NativeRecordsParser.parse(bytes)
      } catch {
        throw Self.importError(error, path: path)
      }
    case .appleHealthXML, .zip, .stravaCSV:
      throw .badData("cannot import '\(path)': \(format.rawValue) files are not supported yet")
    }
    return FileImport(
      path: path, format: format, fingerprint: ImportLog.fingerprint(bytes), report: report)
  }

  static func importError(_ error: ImportError, path: String) -> CLIError {
    switch error {
    case .malformed(let reason): return .badData("cannot import '\(path)': \(reason)")
    case .unrecognised(let reason): return .badData("cannot import '\(path)': \(reason)")
    case .unreadable(let reason): return .unreadable("cannot import '\(path)': \(reason)")
    }
  }
}
