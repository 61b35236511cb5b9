/// `veloready config [list | get KEY | set KEY VALUE | unset KEY]`.
struct ConfigCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() throws(CLIError) -> ExitCode {
    let setup = try Setup.resolve(context.global, context.environment)
    setup.printWarnings(context.console)
    let arguments = context.invocation.arguments
    let name = arguments.first ?? ""
    switch context.invocation.action {
    case "get":
      context.console.out(try ConfigKey.resolve(name).text(in: setup.config) + "\n")
    case "set":
      let key = try ConfigKey.resolve(name)
      var config = setup.config
      do {
        try key.set(&config, arguments.dropFirst().first ?? "")
      } catch {
        throw .usage(error.message)
      }
      try save(config, setup)
      context.console.out("\(name) = \(key.text(in: config))\n")
    case "unset":
      let key = try ConfigKey.resolve(name)
      var config = setup.config
      key.unset(&config)
      try save(config, setup)
      context.console.out("\(name) = \(key.text(in: config))\n")
    default:
      for key in ConfigKey.all {
        let note =
          key.name == "timeZone" && setup.config.timeZone == nil
          ? "(system: \(setup.timeZone.identifier))" : key.text(in: setup.config)
        context.console.out(TextWidth.pad(key.name, to: 30) + note + "\n")
      }
    }
    return .ok
  }

  private func save(_ config: Config, _ setup: Setup) throws(CLIError) {
    let store = try Store.create(at: setup.location.path)
    try store.withLock(console: context.console) {
      () throws(CLIError) in
      try ConfigFile.save(config, to: store.configPath)
    }
  }
}
