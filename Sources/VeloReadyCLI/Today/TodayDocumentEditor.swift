import ScoreEngine
import VeloJSON

/// Adjusts a stored or fresh document for how it is being served.
enum TodayDocumentEditor {
  /// `document` with its origin, phase and warnings replaced.
  static func served(
    _ document: JSONValue, origin: ScoreOrigin, warnings: [String], phase: String = "ready"
  ) -> JSONValue {
    guard case .object(var members) = document else { return document }
    if members["origin"]?.stringValue != ScoreOrigin.demo.rawValue {
      members["origin"] = .string(origin.rawValue)
    }
    members["phase"] = .string(phase)
    members["warnings"] = .array(warnings.map { .string($0) })
    return .object(members)
  }

  /// A document with nothing but the date and zone: what placeholder rings are drawn from.
  static func placeholder(date: LocalDate, timeZone: String) -> JSONValue {
    .object([
      "schema": .string(TodayDocument.schema), "date": .string(date.description),
      "timeZone": .string(timeZone), "origin": .string("fresh"), "alerts": .array([]),
      "warnings": .array([]),
    ])
  }
}
