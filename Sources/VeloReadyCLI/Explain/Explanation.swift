import VeloJSON
import VeloStore

/// One topic explained: what the text view prints and what `veloready.explain/v1` holds, made
/// once so the two cannot disagree.
struct Explanation: Sendable {
  /// One line of the ledger: a component, an activity, a step of the arithmetic.
  struct Entry: Sendable {
    /// What it is, e.g. `HRV` or `CTL`.
    var name: String
    /// How it was worked out, in words with its numbers.
    var rule: String
    /// What it came to, e.g. `22 of 30 points`; empty when `rule` says it all.
    var result: String = ""
    /// The same numbers for the JSON document.
    var figures: [String: JSONValue] = [:]
  }

  var topic: ExplainTopic
  /// The displayed value, e.g. `93` or `TSB +6.3`; `nil` when there is none.
  var shown: String?
  /// The band or zone label, if any.
  var label: String?
  /// The displayed value for the document.
  var value: JSONValue = .null
  var entries: [Entry] = []
  /// Absent components and why, as `(name, reason)`.
  var absent: [(name: String, reason: String)] = []
  /// Baselines and other context, one sentence each.
  var notes: [String] = []
  /// The last line: the arithmetic that lands on the displayed value.
  var total: String?
  /// The addends of `total` and whether they sum exactly to the displayed value.
  var sum: (addends: [Double], decimals: Int, equalsValue: Bool)?
}
