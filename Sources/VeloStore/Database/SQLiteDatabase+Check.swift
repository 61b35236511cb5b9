extension SQLiteDatabase {
  /// The problems `PRAGMA quick_check` finds, at most `limit` of them; empty when the file is
  /// sound.
  ///
  /// The quick check reads every page once: it finds damaged pages, pages used twice or never,
  /// and rows that break a `NOT NULL` or `CHECK` constraint, in time linear in the file's size.
  /// It leaves out what only `integrity_check` does (comparing every index with its table), so
  /// an index a damaged page emptied passes it. A file SQLite cannot even read as a database
  /// throws (`SQLITE_NOTADB`, `SQLITE_CORRUPT`) instead.
  package func quickCheck(limit: Int = 20) throws(SQLiteError) -> [String] {
    try problems("PRAGMA quick_check(\(max(1, limit)))")
  }

  /// The problems `PRAGMA integrity_check` finds, at most `limit`; empty when the file is sound.
  /// What the quick check does, and every index compared with its table, row by row.
  package func integrityCheck(limit: Int = 20) throws(SQLiteError) -> [String] {
    try problems("PRAGMA integrity_check(\(max(1, limit)))")
  }

  /// One problem a line: SQLite puts several lines in one row after a header naming the
  /// database (`*** in database main ***`), which says nothing here.
  private func problems(_ pragma: String) throws(SQLiteError) -> [String] {
    let statement = try prepare(pragma)
    defer { statement.reset() }
    var lines: [String] = []
    while try statement.step() {
      lines += statement.text(at: 0).split(separator: "\n").map(String.init)
    }
    if lines == ["ok"] { return [] }
    return lines.filter { !($0.hasPrefix("*** in database ") && $0.hasSuffix(" ***")) }
  }
}
