import ScoreEngine
import VeloJSON

/// `veloready alerts --json`: `veloready.alerts/v1`.
enum AlertsDocument {
  static func build(_ alerts: [EvaluatedAlert], date: LocalDate, origin: ScoreOrigin) -> JSONValue {
    .object([
      "schema": .string("veloready.alerts/v1"),
      "algorithm": .string(Algorithm.version),
      "date": .string(date.description),
      // `demo` for the built-in demo athlete, as in `today --json` (docs/formats.md §4.1).
      "origin": .string(origin.rawValue),
      "alerts": .array(
        alerts.map { alert in
          .object([
            "id": .string(alert.definition.id.rawValue),
            "severity": .string(alert.severity.rawValue),
            "title": .string(alert.definition.title),
            "message": .string(alert.message),
            "priority": .integer(alert.definition.priority),
            "concerns": .string(alert.definition.concerns),
            "rule": .string(alert.definition.rule),
            "evidence": Figure.jsonObject(alert.condition.evidence),
            "streakDays": .integer(alert.streak),
            "dismissed": .bool(alert.hidden),
            "dismissal": alert.dismissal.map { dismissal in
              .object([
                "dismissedOn": .string(dismissal.dismissedOn.description),
                "count": .integer(dismissal.count),
                "maximum": .integer(alert.definition.policy.maximumDismissals),
                "until": .string(dismissal.until?.description),
                "returnsAfterDays": .integer(alert.definition.policy.reappearAfterDays),
                "returnsIf": .string(alert.definition.policy.worsening?.phrase),
              ])
            } ?? .null,
            "returned": .string(alert.returnedBecause),
          ])
        }),
    ])
  }
}
