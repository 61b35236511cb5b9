/// The whole command line: the program's own help and its commands. Everything that describes
/// the command line (parser, help, completions, man page) takes one of these.
struct ProgramSpec: Sendable {
  /// The executable's name.
  let name: String
  /// One line, for `OVERVIEW:` and the man page's NAME.
  let summary: String
  /// Paragraphs under the overview, broken into lines as help shows them.
  let discussion: String
  /// The commands, in help order.
  let commands: [CommandSpec]
  /// The command that runs when none is named.
  let defaultCommand: String
  /// Command lines to copy, for the man page.
  var examples: [String] = []
  /// Every option.
  var options: [OptionSpec] = OptionTable.all

  /// The command called `name`.
  func command(named name: String) -> CommandSpec? {
    commands.first { $0.name == name }
  }

  /// The options every command accepts.
  var globalOptions: [OptionSpec] {
    options.filter { $0.scope == .global || $0.scope == .overview }
  }

  /// The options `command` accepts: its own, then the global ones.
  func options(for command: String) -> [OptionSpec] {
    ownOptions(of: command) + globalOptions
  }

  /// The options only `command` (and perhaps a few others) accepts.
  func ownOptions(of command: String) -> [OptionSpec] {
    options.filter { if case .commands = $0.scope { $0.applies(to: command) } else { false } }
  }

  /// The usage lines of `command`, each starting with the program's name: the declared ones,
  /// else the command, its own options and its arguments.
  func usage(of command: CommandSpec) -> [String] {
    if let declared = command.usage { return declared.map { "\(name) \($0)" } }
    let words =
      [name, command.name] + ownOptions(of: command.name).map { "[\($0.synopsis)]" }
      + command.arguments.map(\.usage)
    return [words.joined(separator: " ")]
  }

  /// The option called `name` (long or short) that `command` accepts.
  func option(named name: String, for command: String) -> OptionSpec? {
    options.first { ($0.name == name || $0.short == name) && $0.applies(to: command) }
  }

  /// The words a completion offers, with the table's commands filled in.
  func words(_ completion: Completion) -> [String] {
    switch completion {
    case .words(let words): return words
    case .commands: return commands.map(\.name)
    case .none, .files, .directories: return []
    }
  }
}
