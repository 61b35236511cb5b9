import VeloJSON
import VeloKit

extension ConfigKey {
  /// The key called `name`, or a usage error suggesting the nearest one.
  static func resolve(_ name: String) throws(CLIError) -> ConfigKey {
    guard let key = named(name) else {
      let suggestion = Suggestion.nearest(to: name, in: all.map(\.name))
      throw .usage(
        "Unknown config key '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""),
        hint: "see 'veloready config --help' for the keys")
    }
    return key
  }

  /// The key's value in `config` as `config get` prints it: `(unset)`, a list as `a,b`.
  func text(in config: Config) -> String {
    guard let value = get(config) else { return "(unset)" }
    switch value {
    case .string(let text): return text
    case .array(let items):
      return items.map { $0.stringValue ?? JSONWriter.compact($0) }.joined(separator: ",")
    default: return JSONWriter.compact(value)
    }
  }

  /// The key's line in `help config`: what it is, then its default and the values it takes.
  var help: String {
    let fallback = text(in: Config())
    let shownDefault =
      switch name {
      case "timeZone": "the system's zone"
      case "sections": "all of them, in that order"
      // A list gets spaces after its commas, so that a narrow screen can break it.
      default: fallback == "(unset)" ? "unset" : fallback.replacingOccurrences(of: ",", with: ", ")
      }
    return summary + "\n(default: \(shownDefault)" + (range.map { "; range: \($0)" } ?? "") + ")"
  }

  /// `text` as an error message may show it: a URL's user and password become `…`, so that a
  /// credential typed into the wrong key is not echoed back.
  static func shown(_ text: String) -> String {
    guard let scheme = text.range(of: "://") else { return text }
    let authorityEnd = text[scheme.upperBound...].firstIndex { "/?#".contains($0) } ?? text.endIndex
    guard let at = text[scheme.upperBound..<authorityEnd].lastIndex(of: "@") else { return text }
    return String(text[..<scheme.upperBound]) + "…" + String(text[at...])
  }
}
