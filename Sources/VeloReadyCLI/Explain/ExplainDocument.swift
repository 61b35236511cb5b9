import ScoreEngine
import VeloJSON

/// The `veloready.explain/v1` document (docs/formats.md §13): the same explanations as the text,
/// with their numbers typed.
enum ExplainDocument {
  static let schema = "veloready.explain/v1"

  static func encode(_ explanations: [Explanation], snapshot: TodaySnapshot) -> JSONValue {
    .object([
      "schema": .string(schema),
      "algorithm": .string(Algorithm.version),
      "date": .string(snapshot.date.description),
      "origin": .string(snapshot.origin.rawValue),
      "computedAt": .string(snapshot.clock.iso8601(snapshot.computedAt)),
      "topics": .array(explanations.map(encode)),
    ])
  }

  private static func encode(_ explanation: Explanation) -> JSONValue {
    .object([
      "topic": .string(explanation.topic.rawValue),
      "section": .string(explanation.topic.section),
      "value": explanation.value,
      "shown": .string(explanation.shown),
      "label": .string(explanation.label),
      "entries": .array(
        explanation.entries.map { entry in
          var members = entry.figures
          members["name"] = .string(entry.name)
          members["rule"] = .string(entry.rule)
          members["result"] = .string(entry.result.isEmpty ? nil : entry.result)
          return .object(members)
        }),
      "absent": .array(
        explanation.absent.map {
          .object(["name": .string($0.name), "reason": .string($0.reason)])
        }),
      "notes": .array(explanation.notes.map { .string($0) }),
      "total": .string(explanation.total),
      "sum": explanation.sum.map { sum in
        .object([
          "addends": .array(sum.addends.map { .fixed($0, sum.decimals) }),
          "equalsValue": .bool(sum.equalsValue),
        ])
      } ?? .null,
    ])
  }
}
