extension ImportReport {
  /// Adds everything of `other`, the report of the file `name` inside a folder or an export, to
  /// this report: its records after this report's, its counts added, and its rejections and notes
  /// with the file named, e.g. `'activities/123.fit' session 1` and
  /// `'activities/123.fit': the FIT file is cut short …`.
  public mutating func absorb(_ other: ImportReport, from name: String) {
    records.append(contentsOf: other.records)
    seen.merge(other.seen, uniquingKeysWith: +)
    duplicatesDropped += other.duplicatesDropped
    rejections.merge(other.rejections.relocated(into: "'\(name)'"))
    unknownKeys.merge(other.unknownKeys, uniquingKeysWith: +)
    droppedSamples.merge(other.droppedSamples, uniquingKeysWith: +)
    droppedFields.merge(other.droppedFields)
    notes += other.notes.map { "'\(name)': \($0)" }
    referenceScores += other.referenceScores
    journalEntries += other.journalEntries
    ratings += other.ratings
  }
}
