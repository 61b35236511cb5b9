import ScoreEngine

/// Why one record of an input is rejected: `reason` is counted in the summary, `message` is
/// shown with the record's location. Every importer throws this for a record it cannot keep.
struct RecordRejection: Error {
  let reason: String
  let message: String

  init(reason: String, message: String) {
    self.reason = reason
    self.message = message
  }

  /// A validation problem of docs/algorithm.md §12.
  init(_ problem: RecordProblem) {
    self.init(reason: problem.reason.description, message: problem.description)
  }
}
