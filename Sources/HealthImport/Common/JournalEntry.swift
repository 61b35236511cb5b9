import Foundation
import ScoreEngine

/// One answer of a WHOOP journal (`journal_entries.csv`): a yes/no question about a physiological
/// cycle, with the rider's note (docs/formats.md §6.7). Parsed and counted; the store does not
/// keep journal answers yet.
public struct JournalEntry: Hashable, Sendable {
  /// When the cycle the answer is about began.
  public var cycleStart: Date
  /// When that cycle ended; `nil` for the cycle still open when the export was made.
  public var cycleEnd: Date?
  /// The local date the cycle began on, as WHOOP writes it.
  public var cycleDay: LocalDate
  /// The question as WHOOP asked it, trimmed, e.g. `Have any alcoholic drinks?`.
  public var question: String
  /// The answer.
  public var answeredYes: Bool
  /// The rider's note, `nil` when empty.
  public var notes: String?
  /// Who recorded it.
  public var source: Source

  /// Creates an entry.
  public init(
    cycleStart: Date, cycleEnd: Date?, cycleDay: LocalDate, question: String, answeredYes: Bool,
    notes: String?, source: Source
  ) {
    self.cycleStart = cycleStart
    self.cycleEnd = cycleEnd
    self.cycleDay = cycleDay
    self.question = question
    self.answeredYes = answeredYes
    self.notes = notes
    self.source = source
  }
}
