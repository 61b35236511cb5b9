import Foundation
import ScoreEngine

/// WHOOP's `journal_entries.csv`: one row per answered question of a cycle (docs/formats.md
/// §6.7): `Cycle start time`, `Cycle end time` (empty for the open cycle), `Cycle timezone`,
/// `Question text`, `Answered yes` (`true`/`false`) and `Notes`. Each row becomes a typed
/// `JournalEntry`; the store does not keep them yet.
enum WHOOPJournal {
  /// The columns every journal file has.
  static let required = ["Cycle start time", "Cycle timezone", "Question text", "Answered yes"]

  /// Parses the file `name`.
  static func parse(_ bytes: [UInt8], name: String) throws(ImportError) -> WearableFileImport {
    try WHOOPFile.read(bytes, name: name, kind: .whoopJournal, required: required) {
      row, _, file throws(RecordRejection) in
      let start = try row.requiredTime("Cycle start time")
      let end = try row.time("Cycle end time")
      guard let question = row.row.text("Question text") else {
        throw RecordRejection(
          reason: "'Question text' is empty", message: "'Question text' is empty")
      }
      let answer = row.row.text("Answered yes") ?? ""
      guard let yes = WearableValues.boolean(answer) else {
        throw RecordRejection(
          reason: "'Answered yes' is not true or false",
          message: "'Answered yes' '\(answer)' is not true or false")
      }
      file.report.journalEntries.append(
        JournalEntry(
          cycleStart: start.instant, cycleEnd: end?.instant, cycleDay: start.wall.day,
          question: question, answeredYes: yes, notes: row.row.text("Notes"),
          source: WHOOPFile.source))
      file.summary.cover(start.wall.day)
    }
  }
}
