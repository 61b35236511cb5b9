/// Names of tables and columns in generated SQL.
enum SQLIdentifier {
  /// `name` in double quotes: some column names are SQL keywords (`end`).
  static func quoted(_ name: String) -> String { "\"\(name)\"" }

  /// The quoted names, comma-separated.
  static func list(_ names: [String]) -> String {
    names.map(quoted).joined(separator: ", ")
  }
}
