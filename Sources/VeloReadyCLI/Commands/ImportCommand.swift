/// `veloready import PATH…`.
struct ImportCommand {
  let paths: [String]
  let global: GlobalOptions
  let environment: RunEnvironment
  let console: any Console

  func run() throws(CLIError) -> ExitCode {
    let setup = try Setup.resolve(global, environment)
    setup.printWarnings(console)
    let style = TerminalStyle.resolve(
      color: .never, ascii: global.ascii, environment: environment.variables, isTerminal: false,
      terminalWidth: nil)
    return try Importer(
      setup: setup, environment: environment, console: console, unicode: style.unicode
    ).run(paths)
  }
}
