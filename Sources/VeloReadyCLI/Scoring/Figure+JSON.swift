import ScoreEngine
import VeloJSON

extension Figure {
  /// Named figures (a component's inputs, an alert's evidence) as one JSON object, each number
  /// with the decimals it is displayed with.
  static func jsonObject(_ figures: [Figure]) -> JSONValue {
    var members: [String: JSONValue] = [:]
    for figure in figures {
      switch figure.value {
      case .number(let value, let decimals):
        members[figure.name] = .fixed(value, decimals: decimals)
      case .text(let text): members[figure.name] = .string(text)
      case .none: members[figure.name] = .null
      }
    }
    return .object(members)
  }
}
