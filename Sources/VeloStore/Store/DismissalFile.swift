import ScoreEngine

/// The rider's alert dismissals, one per alert.
package struct DismissalFile {
  /// The dismissal of each alert that has one.
  package var dismissals: [AlertID: Dismissal] = [:]

  /// Creates one from its fields.
  package init(
    dismissals: [AlertID: Dismissal] = [:]
  ) {
    self.dismissals = dismissals
  }
}
