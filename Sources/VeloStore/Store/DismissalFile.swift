import ScoreEngine

/// The rider's alert dismissals, one per alert.
struct DismissalFile {
  var dismissals: [AlertID: Dismissal] = [:]
}
