import ScoreEngine

/// Reads the `provider` and `source` columns of rows as `Source`s, reusing the previous value when
/// a row repeats it: most rows of a table come from one or two devices, so this saves two string
/// allocations and a lookup per row.
struct SourceReader {
  // Three fields rather than one optional tuple: binding the tuple copied it, two arrays and a
  // string retained and released on every row.
  private var lastProvider: [UInt8] = []
  private var lastName: [UInt8] = []
  private var lastSource: Source?

  /// The source in columns `provider` and `name` of the current row of `statement`.
  mutating func read(
    _ statement: SQLiteStatement, provider: Int32, name: Int32, table: String
  ) throws(DatabaseRecordError) -> Source {
    if let lastSource, statement.textEquals(lastProvider, at: provider),
      statement.textEquals(lastName, at: name)
    {
      return lastSource
    }
    let providerText = statement.text(at: provider)
    guard let known = Provider(rawValue: providerText) else {
      throw DatabaseRecordError(table: table, reason: "unknown provider '\(providerText)'")
    }
    let nameText = statement.text(at: name)
    let source = Source(provider: known, name: nameText)
    lastProvider = Array(providerText.utf8)
    lastName = Array(nameText.utf8)
    lastSource = source
    return source
  }
}
