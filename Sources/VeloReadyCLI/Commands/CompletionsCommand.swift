import VeloKit

/// `veloready completions bash|zsh|fish`: the completion script made from the tables.
struct CompletionsCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() throws(CLIError) -> ExitCode {
    // The parser accepts only the shells the table lists.
    guard let shell = context.invocation.arguments.first.flatMap(Shell.init(rawValue:)) else {
      throw .usage("no shell named")
    }
    context.console.out(CompletionScript.render(CommandTable.program, for: shell))
    return .ok
  }
}
