import ScoreEngine
import VeloKit

/// The whole command-line tool as a function: environment in, output and exit code out.
public enum VeloReadyCommand {
  /// Runs one invocation.
  public static func run(_ environment: RunEnvironment, console: any Console) -> ExitCode {
    // The completion scripts' hidden command, before the parser, which knows no such command.
    if environment.arguments.first == CompletionScript.dynamicCommand {
      return CompletionCandidates.run(
        Array(environment.arguments.dropFirst()), environment, console)
    }
    switch start(environment, console: console) {
    case .ended(let code): return code
    case .command(let command, let context):
      do {
        return try command.run(context)
      } catch {
        context.console.report(error)
        return error.code
      }
    }
  }

  /// How an invocation starts: the command it names, with what it runs with (its console
  /// folding to ASCII and escaping controls as asked), or the exit code of one that ends before
  /// any command runs (a usage error, `--version`).
  enum Start {
    case command(CommandSpec, CommandContext)
    case ended(ExitCode)
  }

  /// Parses an invocation and resolves its command.
  static func start(_ environment: RunEnvironment, console: any Console) -> Start {
    let parsed = parse(environment.arguments)
    // A usage error is reported before the options are known: any `--ascii` counts.
    var ascii = environment.arguments.contains("--ascii")
    if case .success(let invocation) = parsed { ascii = ascii || invocation.options.global.ascii }
    // Outermost, so that an escaped control is ASCII text before any folding.
    let console = ControlEscapingConsole(
      TerminalStyle.unicode(ascii: ascii, environment: environment.variables)
        ? console : ASCIIConsole(console))
    let invocation: Invocation
    switch parsed {
    case .success(let parsed): invocation = parsed
    case .failure(let error):
      console.report(CLIError(code: .usage, message: error.message, hint: usageHint(error)))
      return .ended(.usage)
    }
    if invocation.options.version {
      console.out("veloready \(VeloReady.version) (algorithm \(Algorithm.version))\n")
      return .ended(.ok)
    }
    guard let command = CommandTable.program.command(named: invocation.command) else {
      console.report(CLIError(code: .failure, message: "no command '\(invocation.command)'"))
      return .ended(.failure)
    }
    return .command(
      command, CommandContext(invocation: invocation, environment: environment, console: console))
  }

  /// The man page, `docs/veloready.1`, made from the command and option tables.
  public static func manPage() -> String {
    ManPage.render(CommandTable.program, version: VeloReady.version, appendix: ManPage.appendix)
  }

  static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
    ArgumentParser.parse(arguments, program: CommandTable.program)
  }

  static func usageHint(_ error: UsageError) -> String {
    if let command = error.command { return "see 'veloready \(command) --help'" }
    return "see 'veloready --help'"
  }
}
