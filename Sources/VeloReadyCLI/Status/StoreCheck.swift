import VeloKit
import VeloStore

/// `veloready status --check`: SQLite's integrity check of the store's database, run before
/// anything else opens it, so that a file too damaged to open still gets a verdict and advice.
///
/// The integrity check, not the quick check: only it compares every index with its table, and an
/// index a damaged page emptied passes the quick check. Scoring does not read those indexes
/// (docs/architecture.md §6), but an import's duplicate check and a later `sqlite3` query do.
enum StoreCheck {
  /// The most problems listed; the check stops there.
  static let limit = 20

  /// The problems found in the database of the store at `directory` (empty: sound), or `nil`
  /// when it has no database yet. A path that is not a file is an error (exit 66), and so is a
  /// file SQLite cannot read as a database (exit 65, with what to do).
  static func run(directory: String) throws(CLIError) -> [String]? {
    let path = directory + "/" + StoreDatabase.fileName
    for file in [path] + DatabaseFile.companions(of: path) {
      switch DatabaseFile.inspect(file) {
      case .unusable(let reason): throw CLIError(.unusable(path: file, reason: reason))
      case .missing where file == path: return nil
      case .missing, .regular: break
      }
    }
    var options = SQLiteDatabase.Options()
    // Read-write, because on a read-only connection the check leaves out the CHECK
    // constraints (a day that is not a day). The check itself changes nothing, not even the
    // journal mode; SQLite does only what any open does (replay a log a crash left behind).
    options.access = .readWrite
    options.configuresJournal = false
    do {
      let connection = try SQLiteDatabase(path: path, options: options)
      var problems = try connection.integrityCheck(limit: limit)
      if problems.isEmpty, let rollback = StoreDatabase.rollback(of: path, on: connection) {
        problems.append(CLIError.wentBack(rollback, database: path))
      }
      return problems
    } catch {
      var failure = CLIError(.sqlite(error, database: path))
      if failure.code == .dataError {
        failure.hint = damagedHint(path, readable: !error.isNotADatabase)
      }
      throw failure
    }
  }

  /// The error after `problems` problems were listed.
  static func damaged(_ path: String, problems: Int) -> CLIError {
    .badData(
      "the store's database '\(path)' is damaged: SQLite's integrity check found "
        + counted(problems), hint: damagedHint(path))
  }

  /// `1 problem`, `3 problems`, `20 or more problems` (the check stops at `limit`).
  static func counted(_ problems: Int) -> String {
    "\(problems)\(problems >= limit ? " or more" : "") problem\(problems == 1 ? "" : "s")"
  }

  /// What to do with a damaged database: start again from the files, after saving what is
  /// still `readable` when it is a SQLite database at all.
  static func damagedHint(_ path: String, readable: Bool = true) -> String {
    "to start afresh, move '\(path)' and its '-wal' and '-shm' files aside and re-import your "
      + "files" + (readable ? "; sqlite3's '.recover' command saves what is still readable" : "")
  }
}
