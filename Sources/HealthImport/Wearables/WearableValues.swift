import Foundation
import ScoreEngine

/// Text, numbers and booleans as the WHOOP, Oura and Garmin exports write them.
enum WearableValues {
  /// The text without leading and trailing spaces and tabs (WHOOP writes `Have any caffeine? `,
  /// Oura `Total Bedtime `).
  static func trimmed(_ text: String) -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{00A0}" }
    guard let first = text.firstIndex(where: { !isSpace($0) }),
      let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(text[first...last])
  }

  /// A plain decimal number (`54`, `33.82`, `-0.23`), or `nil`: no grouping, exponent, `nan` or
  /// `inf`. Oura's trends file writes `None` for a missing value; that is `nil` here too, and the
  /// caller treats it as an empty cell (see `isMissing`).
  static func number(_ text: String) -> Double? {
    DecimalText.value(text)
  }

  /// `true` or `false` in any case.
  static func boolean(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "true": return true
    case "false": return false
    default: return nil
    }
  }

  /// The rejection of a value outside its range, named as the native format names it
  /// (docs/algorithm.md §12), or `nil` when it is in range.
  static func rangeProblem(_ field: String, _ value: Double, _ range: ClosedRange<Double>)
    -> RecordRejection?
  {
    RecordValidator.problem(field, value, in: range).map(RecordRejection.init)
  }
}
