import ScoreEngine

/// Reads the `provider` and `source` columns of rows as `Source`s, reusing the previous value when
/// a row repeats it: most rows of a table come from one or two devices, so this saves two string
/// allocations and a lookup per row.
struct SourceReader {
  private var last: (provider: [UInt8], name: [UInt8], source: Source)?

  /// The source in columns `provider` and `name` of the current row of `statement`.
  mutating func read(
    _ statement: SQLiteStatement, provider: Int32, name: Int32, table: String
  ) throws(DatabaseRecordError) -> Source {
    if let last,
      statement.textEquals(last.provider, at: provider), statement.textEquals(last.name, at: name)
    {
      return last.source
    }
    let providerText = statement.text(at: provider)
    guard let known = Provider(rawValue: providerText) else {
      throw DatabaseRecordError(table: table, reason: "unknown provider '\(providerText)'")
    }
    let nameText = statement.text(at: name)
    let source = Source(provider: known, name: nameText)
    last = (Array(providerText.utf8), Array(nameText.utf8), source)
    return source
  }
}
