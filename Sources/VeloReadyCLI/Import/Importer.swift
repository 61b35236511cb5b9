import Foundation
import HealthImport
import ScoreEngine

/// `veloready import`: find and fingerprint each input, parse only those not imported before,
/// merge every good record into the store in one transaction, then report (docs/architecture.md
/// §5).
///
/// An input that cannot be read at all is reported and skipped; the others are still imported.
/// The store changes in one write, so it holds either none or all of the imported records, and
/// the summary is printed only after that write has committed: it never claims records that a
/// full disk or a kill kept out of the store.
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
    var failure: CLIError?
    func attempt<Value>(_ body: () throws(CLIError) -> Value) -> Value? {
      do {
        return try body()
      } catch {
        console.report(error)
        failure = failure ?? error
        return nil
      }
    }
    let inputs = paths.compactMap { path in
      attempt { () throws(CLIError) in try reader.locate(path) }
    }
    guard !inputs.isEmpty else { return failure?.code ?? .ok }
    let store = try setup.writableStore()
    let logged = try store.read { () throws(CLIError) -> [String: ImportLog.Entry] in
      var found: [String: ImportLog.Entry] = [:]
      for input in inputs {
        if let entry = try store.database.importEntry(fingerprint: input.fingerprint) {
          found[input.fingerprint] = entry
        }
      }
      return found
    }
    var outcomes: [Outcome] = []
    var parsed: Set<String> = []
    for input in inputs {
      if let previous = logged[input.fingerprint] {
        outcomes.append(.alreadyImported(input, previous))
      } else if parsed.insert(input.fingerprint).inserted {
        if let file = attempt({ () throws(CLIError) in try reader.read(input) }) {
          outcomes.append(.parsed(file))
        }
      } else {
        outcomes.append(.repeated(input))
      }
    }
    let stats = try commit(outcomes, to: store)
    report(outcomes, stats)
    if let failure { return failure.code }
    let nothingKept = outcomes.contains {
      guard case .parsed(let file) = $0 else { return false }
      return file.report.records.isEmpty && file.report.rejections.total > 0
    }
    return nothingKept ? .dataError : .ok
  }

  /// What became of one input.
  private enum Outcome {
    /// Its content was imported before: not parsed again.
    case alreadyImported(ImportInput, ImportLog.Entry)
    /// The same content was given twice in this run.
    case repeated(ImportInput)
    /// Parsed, to be stored.
    case parsed(FileImport)
  }

  /// Merges every parsed file into the store and logs it, in one write; each file's stats.
  private func commit(_ outcomes: [Outcome], to store: Store) throws(CLIError) -> [MergeStats] {
    let files = outcomes.compactMap { outcome -> FileImport? in
      guard case .parsed(let file) = outcome else { return nil }
      return file
    }
    guard !files.isEmpty else { return [] }
    let importedAt = setup.clock.iso8601(environment.now)
    let profile = setup.profile
    return try store.write { () throws(CLIError) -> [MergeStats] in
      var all: [MergeStats] = []
      for file in files {
        let stats = try store.database.upsert(file.report.records)
        try store.database.logImport(
          ImportLog.Entry(
            fingerprint: file.fingerprint, name: PathText.name(of: file.path), format: file.format,
            importedAt: importedAt, added: stats.added, replaced: stats.replaced,
            rejected: file.report.rejections.total))
        all.append(stats)
      }
      if all.contains(where: \.changedAnything) {
        try store.database.recordsChanged()
        try StoredTraining.refresh(in: store, profile: profile)
      }
      return all
    }
  }

  /// Prints each input's summary, in the order given, once the store has committed.
  private func report(_ outcomes: [Outcome], _ stats: [MergeStats]) {
    var remaining = stats[...]
    for outcome in outcomes {
      switch outcome {
      case .alreadyImported(let input, let previous):
        ImportSummary.printAlreadyImported(PathText.name(of: input.path), previous, console)
      case .repeated(let input):
        console.out("'\(PathText.name(of: input.path))' is the same file as one above; skipped\n")
      case .parsed(let file):
        guard let fileStats = remaining.popFirst() else { continue }
        ImportSummary.print(PathText.name(of: file.path), file, fileStats, console)
      }
    }
  }
}
