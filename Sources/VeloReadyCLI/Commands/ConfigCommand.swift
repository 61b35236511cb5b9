import Foundation
import VeloJSON

/// `veloready config [list | get KEY | set KEY VALUE | unset KEY]`.
struct ConfigCommand {
  let action: ConfigAction
  let global: GlobalOptions
  let environment: RunEnvironment
  let console: any Console

  func run() throws(CLIError) -> ExitCode {
    let setup = try Setup.resolve(global, environment)
    setup.printWarnings(console)
    switch action {
    case .list:
      for key in ConfigKey.all {
        let value = key.get(setup.config).map(show) ?? "(unset)"
        let note =
          key.name == "timeZone" && setup.config.timeZone == nil
          ? "(system: \(setup.timeZone.identifier))" : value
        console.out(TextWidth.pad(key.name, to: 30) + note + "\n")
      }
    case .get(let name):
      let key = try named(name)
      console.out((key.get(setup.config).map(show) ?? "(unset)") + "\n")
    case .set(let name, let text):
      let key = try named(name)
      var config = setup.config
      do {
        try key.set(&config, text)
      } catch {
        throw .usage(error.message)
      }
      try save(config, setup)
      console.out("\(name) = \(key.get(config).map(show) ?? "(unset)")\n")
    case .unset(let name):
      let key = try named(name)
      var config = setup.config
      key.unset(&config)
      try save(config, setup)
      console.out("\(name) = \(key.get(config).map(show) ?? "(unset)")\n")
    }
    return .ok
  }

  private func named(_ name: String) throws(CLIError) -> ConfigKey {
    guard let key = ConfigKey.named(name) else {
      let suggestion = Suggestion.nearest(to: name, in: ConfigKey.all.map(\.name))
      throw .usage(
        "Unknown config key '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""),
        hint: "see 'veloready config --help' for the keys")
    }
    return key
  }

  private func save(_ config: Config, _ setup: Setup) throws(CLIError) {
    let store = try Store.create(at: setup.location.path)
    try store.withLock(console: console) {
      () throws(CLIError) in
      try ConfigFile.save(config, to: store.configPath)
    }
  }

  private func show(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): return text
    case .array(let items):
      return items.map { $0.stringValue ?? JSONWriter.compact($0) }.joined(separator: ",")
    default: return JSONWriter.compact(value)
    }
  }
}
