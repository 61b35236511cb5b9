import Foundation
import HealthImport
import ScoreEngine
import VeloKit
import VeloStore

/// `veloready import`: find and fingerprint each input, parse only those not imported before,
/// merge every good record into the store in one transaction, then report (docs/architecture.md
/// §5).
///
/// An input that cannot be read at all is reported and skipped; the others are still imported.
/// A folder of device files is many inputs, each file fingerprinted, parsed and logged on its own
/// (in parallel), and one summary. The store changes in one write, so it holds either none or all
/// of the imported records, and the summary is printed only after that write has committed: it
/// never claims records that a full disk or a kill kept out of the store.
struct Importer {
  let setup: Setup
  let environment: RunEnvironment
  let console: any Console
  /// Whether the summary may use Unicode.
  let unicode: Bool

  /// Imports `paths` and returns the exit code: the first unreadable input's, else 65 when an
  /// input (or every device file of a folder) kept no record because of rejections or damage,
  /// else 0.
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
    var targets = paths.compactMap { path in
      attempt { () throws(CLIError) in try reader.locate(path) }
    }
    guard !targets.isEmpty else { return failure?.code ?? .ok }
    // A first import's store is made while the inputs are read: it has no log to consult.
    let creation = StoreCreation(setup)
    let existing = creation.existing
    let unsure = try fingerprintWhereNeeded(targets, in: existing)
    targets = targets.indices.compactMap { index in
      guard unsure.contains(index), case .input(var input) = targets[index] else {
        return targets[index]
      }
      input.fingerprint = attempt { () throws(CLIError) in try input.contentFingerprint() }
      return input.fingerprint == nil ? nil : .input(input)
    }
    let logged = try loggedEntries(of: targets, in: existing)
    var outcomes: [Outcome] = []
    var parsed: Set<String> = []
    for target in targets {
      switch target {
      case .input(let input):
        if let fingerprint = input.fingerprint, let previous = logged[fingerprint] {
          outcomes.append(.alreadyImported(input, previous))
        } else if input.fingerprint.map({ parsed.insert($0).inserted }) ?? true {
          if let file = attempt({ () throws(CLIError) in try reader.read(input) }) {
            parsed.insert(file.fingerprint)
            outcomes.append(.parsed(file))
          }
        } else {
          outcomes.append(.repeated(input))
        }
      case .deviceFolder(let folder):
        let start = environment.monotonicSeconds()
        var read = FolderImport.read(
          folder, timeZone: setup.timeZone, workers: environment.workers
        ) { file in
          if logged[file.fingerprint] != nil { return .alreadyImported }
          return parsed.insert(file.fingerprint).inserted ? .new : .repeated
        }
        read.seconds = environment.monotonicSeconds() - start
        outcomes.append(.folder(read))
      }
    }
    let stats = try commit(outcomes, to: try creation.store())
    report(outcomes, stats)
    if let failure { return failure.code }
    let nothingKept = outcomes.contains {
      switch $0 {
      case .parsed(let file): return file.report.keptNothing && file.report.rejections.total > 0
      case .folder(let folder): return folder.keptNothing
      case .alreadyImported, .repeated: return false
      }
    }
    return nothingKept ? .dataError : .ok
  }

  /// What became of one input.
  enum Outcome {
    /// Its content was imported before: not parsed again.
    case alreadyImported(ImportInput, ImportLog.Entry)
    /// The same content was given twice in this run.
    case repeated(ImportInput)
    /// Parsed, to be stored.
    case parsed(FileImport)
    /// A folder of device files: its new files parsed, to be stored one by one.
    case folder(FolderImport)
  }
}
