import HealthImport
import ScoreEngine

/// A tag of a day (docs/formats.md §5.7): something the rider did or felt, in their own words.
package struct DayTag: Hashable, Sendable {
  /// The local date the tag is about: the evening before the morning it may explain.
  package var date: LocalDate
  /// Lower-case words joined by hyphens.
  package var name: String
  /// A rating 1–5, `nil` when the tag only says it happened.
  package var value: Double?
  /// `rider`, or the importer that read it.
  package var origin: String

  /// Creates a tag.
  package init(date: LocalDate, name: String, value: Double?, origin: String) {
    self.date = date
    self.name = name
    self.value = value
    self.origin = origin
  }
}

extension DayTag {
  /// The tag of a rating a source kept (docs/formats.md §5.7): its origin is the source's name.
  package init(_ rating: DayRating) {
    self.init(
      date: rating.date, name: rating.name, value: rating.value, origin: rating.source.name)
  }
}

extension StoreDatabase {
  /// The tags of `days` (every tag when `nil`), by day then name.
  package func tags(_ days: ClosedRange<LocalDate>? = nil) throws(StoreError) -> [DayTag] {
    let rows = try sqlite { () throws(SQLiteError) -> [(String, String, Double?, String)] in
      let statement = try connection.prepare(
        "SELECT day, name, value, origin FROM day_tags"
          + (days == nil ? "" : " WHERE day >= ?1 AND day <= ?2") + " ORDER BY day, name")
      defer { statement.reset() }
      if let days {
        try statement.bind(days.lowerBound.description, at: 1)
        try statement.bind(days.upperBound.description, at: 2)
      }
      var rows: [(String, String, Double?, String)] = []
      while try statement.step() {
        rows.append(
          (
            statement.text(at: 0), statement.text(at: 1), statement.optionalDouble(at: 2),
            statement.text(at: 3)
          ))
      }
      return rows
    }
    var tags: [DayTag] = []
    for (day, name, value, origin) in rows {
      guard let date = LocalDate(iso: day) else {
        throw DatabaseRecordError(table: "day_tags", reason: "'\(day)' is not a day")
          .storeError(database: path)
      }
      tags.append(DayTag(date: date, name: name, value: value, origin: origin))
    }
    return tags
  }

  /// Stores `tag`, replacing the same name on the same day. An imported tag never replaces the
  /// rider's own: what the rider typed wins. Whether a row was written.
  @discardableResult
  package func saveTag(_ tag: DayTag) throws(StoreError) -> Bool {
    try joiningWrite { () throws(StoreError) -> Bool in
      try sqlite { () throws(SQLiteError) -> Bool in
        let statement = try connection.prepare(
          "INSERT INTO day_tags (day, name, value, origin) VALUES (?1, ?2, ?3, ?4) "
            + "ON CONFLICT (day, name) DO UPDATE SET value = excluded.value, "
            + "origin = excluded.origin WHERE day_tags.origin != 'rider' OR excluded.origin = 'rider'"
        )
        try statement.bind(tag.date.description, at: 1)
        try statement.bind(tag.name, at: 2)
        try statement.bind(tag.value, at: 3)
        try statement.bind(tag.origin, at: 4)
        try statement.run()
        return statement.changes > 0
      }
    }
  }

  /// The name of every stored tag, each once.
  package func tagNames() throws(StoreError) -> [String] {
    try sqlite { () throws(SQLiteError) -> [String] in
      let statement = try connection.prepare("SELECT DISTINCT name FROM day_tags ORDER BY name")
      defer { statement.reset() }
      var names: [String] = []
      while try statement.step() { names.append(statement.text(at: 0)) }
      return names
    }
  }

  /// Removes the tag `name` of `date`; whether there was one.
  package func removeTag(_ name: String, on date: LocalDate) throws(StoreError) -> Bool {
    try joiningWrite { () throws(StoreError) -> Bool in
      try sqlite { () throws(SQLiteError) -> Bool in
        let statement = try connection.prepare("DELETE FROM day_tags WHERE day = ?1 AND name = ?2")
        try statement.bind(date.description, at: 1)
        try statement.bind(name, at: 2)
        try statement.run()
        return statement.changes > 0
      }
    }
  }
}
