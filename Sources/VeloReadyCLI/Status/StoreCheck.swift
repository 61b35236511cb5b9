import CSQLite

/// `veloready status --check`: SQLite's quick check of the store's database, run before anything
/// else opens it, so that a file too damaged to open still gets a verdict and advice.
enum StoreCheck {
  /// The problems found in the database of the store at `directory` (empty: sound), or `nil`
  /// when it has no database yet. A path that is not a file is an error (exit 66), and so is a
  /// file SQLite cannot read as a database (exit 65, with what to do).
  static func run(directory: String) throws(CLIError) -> [String]? {
    let path = directory + "/" + StoreDatabase.fileName
    for file in [path] + DatabaseFile.companions(of: path) {
      switch DatabaseFile.inspect(file) {
      case .unusable(let reason): throw StoreDatabase.unusable(file, reason)
      case .missing where file == path: return nil
      case .missing, .regular: break
      }
    }
    var options = SQLiteDatabase.Options()
    // Read-write, because on a read-only connection the quick check leaves out the CHECK
    // constraints (a day that is not a day); but nothing is written, not even the journal mode:
    // the check must not be what changes a damaged file.
    options.access = .readWrite
    options.configuresJournal = false
    do {
      let connection = try SQLiteDatabase(path: path, options: options)
      return try connection.quickCheck()
    } catch {
      var failure = error.cliError(database: path)
      if failure.code == .dataError {
        failure.hint = damagedHint(path, readable: error.primaryCode != SQLITE_NOTADB)
      }
      throw failure
    }
  }

  /// The error after problems were listed.
  static func damaged(_ path: String, problems: Int) -> CLIError {
    .badData(
      "the store's database '\(path)' is damaged: SQLite's quick check found \(problems) "
        + "problem\(problems == 1 ? "" : "s")", hint: damagedHint(path))
  }

  /// What to do with a damaged database: start again from the files, after saving what is
  /// still `readable` when it is a SQLite database at all.
  static func damagedHint(_ path: String, readable: Bool = true) -> String {
    "to start afresh, move '\(path)' and its '-wal' and '-shm' files aside and re-import your "
      + "files" + (readable ? "; sqlite3's '.recover' command saves what is still readable" : "")
  }
}
