import ScoreEngine
import VeloKit

/// The options of the rider's own entries: corrections, tags and their impacts.
extension OptionTable {
  static let riderOptions: [OptionSpec] = [
    OptionSpec(
      name: "--hr", kind: flag(\.ignoreHeartRate), scope: .commands(["activities"]),
      help: "With ignore: ignore the heart rate (the load falls to\nthe next rule).",
      action: "ignore"),
    OptionSpec(
      name: "--power", kind: flag(\.ignorePower), scope: .commands(["activities"]),
      help: "With ignore: ignore the power.", action: "ignore"),
    OptionSpec(
      name: "--all", kind: flag(\.ignoreAll), scope: .commands(["activities"]),
      help: "With ignore: no load and no strain; still listed\n(the default).",
      action: "ignore"),
    OptionSpec(
      name: "--value",
      kind: .value(
        placeholder: "n", expected: "Use a whole rating from 1 to 5.", completion: .none,
        parse: { values, text in
          guard let rating = Int(text), (1...5).contains(rating) else { return false }
          values.value = Double(rating)
          return true
        }),
      scope: .commands(["tag"]), help: "With add: a rating from 1 to 5 (soreness 4).",
      action: "add"),
    OptionSpec(
      name: "--tag",
      kind: .value(
        placeholder: "name", expected: TagName.expected, completion: .none,
        parse: { values, text in
          guard TagName.isValid(text) else { return false }
          values.tag = text
          return true
        }),
      scope: .commands(["impacts"]), help: "Only this tag."),
  ]
}
