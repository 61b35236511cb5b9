import VeloKit

/// `veloready config [list | get KEY | set KEY VALUE | unset KEY]`.
struct ConfigCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() throws(CLIError) -> ExitCode {
    let arguments = context.invocation.arguments
    let name = arguments.first ?? ""
    let action = context.invocation.action
    // A bad hand-edited value must not stop the command that replaces it.
    let repairing =
      action == "set" || action == "unset" ? (try? ConfigKey.resolve(name))?.name : nil
    let setup = try Setup.resolve(
      context.global, context.environment, console: context.console, repairingConfig: repairing)
    setup.printWarnings(context.console)
    switch action {
    case "get":
      context.console.out(Shown.input(try ConfigKey.resolve(name).text(in: setup.config)) + "\n")
    case "set":
      let key = try ConfigKey.resolve(name)
      let value = arguments.dropFirst().first ?? ""
      var check = setup.config
      do {
        try key.set(&check, value)
        try check.checkTogether(changed: key.name)
      } catch {
        throw .usage(error.message)
      }
      let config = try ConfigFile.update(in: try setup.writableStore(), repairing: key.name) {
        (config) throws(CLIError) in
        do throws(ConfigError) {
          try key.set(&config, value)
          try config.checkTogether(changed: key.name)
        } catch {
          throw .usage(error.message)
        }
      }
      context.console.out("\(name) = \(Shown.input(key.text(in: config)))\n")
    case "unset":
      let key = try ConfigKey.resolve(name)
      let config = try ConfigFile.update(in: try setup.writableStore(), repairing: key.name) {
        (config) throws(CLIError) in
        key.unset(&config)
        do throws(ConfigError) {
          try config.checkTogether(changed: key.name)
        } catch {
          throw .usage(error.message)
        }
      }
      context.console.out("\(name) = \(Shown.input(key.text(in: config)))\n")
    default:
      for key in ConfigKey.all {
        let note =
          key.name == "timeZone" && setup.config.timeZone == nil
          ? "(system: \(setup.timeZone.identifier))" : Shown.input(key.text(in: setup.config))
        context.console.out(TextWidth.pad(key.name, to: 30) + note + "\n")
      }
    }
    return .ok
  }
}
