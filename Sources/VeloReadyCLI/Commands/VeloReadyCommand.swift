import Foundation

/// The whole command-line tool as a function: environment in, output and exit code out.
public enum VeloReadyCommand {
  /// Runs one invocation.
  public static func run(_ environment: RunEnvironment, console: any Console) -> ExitCode {
    let parsed = ArgumentParser.parse(environment.arguments)
    // A usage error is reported before the options are known: any `--ascii` counts.
    var ascii = environment.arguments.contains("--ascii")
    if case .success(let invocation) = parsed { ascii = invocation.global.ascii }
    let console =
      TerminalStyle.unicode(ascii: ascii, environment: environment.variables)
      ? console : ASCIIConsole(console)
    let invocation: Invocation
    switch parsed {
    case .success(let parsed): invocation = parsed
    case .failure(let error):
      console.report(CLIError(code: .usage, message: error.message, hint: usageHint(error)))
      return .usage
    }
    do {
      switch invocation.command {
      case .version:
        console.out("veloready \(VeloReady.version) (algorithm VR-1)\n")
        return .ok
      case .help(let topic):
        console.out(HelpText.text(for: topic))
        return .ok
      case .today(let options):
        return try TodayCommand(
          options: options, global: invocation.global, environment: environment, console: console
        ).run()
      case .importFiles(let paths):
        return try ImportCommand(
          paths: paths, global: invocation.global, environment: environment, console: console
        ).run()
      case .sync(let days):
        return try SyncCommand(
          days: days, global: invocation.global, environment: environment, console: console
        ).run()
      case .alerts(let action, let options):
        return try AlertsCommand(
          action: action, options: options, global: invocation.global, environment: environment,
          console: console
        ).run()
      case .config(let action):
        return try ConfigCommand(
          action: action, global: invocation.global, environment: environment, console: console
        ).run()
      }
    } catch {
      console.report(error)
      return error.code
    }
  }

  static func usageHint(_ error: UsageError) -> String {
    if let command = error.command { return "see 'veloready \(command) --help'" }
    return "see 'veloready --help'"
  }
}
