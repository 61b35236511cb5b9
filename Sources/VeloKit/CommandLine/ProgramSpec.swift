/// The whole command line: the program's own help and its commands. Everything that describes
/// the command line (parser, help, completions, man page) takes one of these.
package struct ProgramSpec<Options: CommandOptions>: Sendable {
  /// The executable's name.
  package let name: String
  /// One line, for `OVERVIEW:` and the man page's NAME.
  package let summary: String
  /// Paragraphs under the overview, broken into lines as help shows them.
  package let discussion: String
  /// The commands, in help order.
  package let commands: [CommandSpec<Options>]
  /// The command that runs when none is named.
  package let defaultCommand: String
  /// Command lines to copy, for the man page.
  package var examples: [String] = []
  /// Every option.
  package var options: [OptionSpec<Options>]

  /// A program with its commands and every option.
  package init(
    name: String, summary: String, discussion: String, commands: [CommandSpec<Options>],
    defaultCommand: String, examples: [String] = [], options: [OptionSpec<Options>]
  ) {
    self.name = name
    self.summary = summary
    self.discussion = discussion
    self.commands = commands
    self.defaultCommand = defaultCommand
    self.examples = examples
    self.options = options
  }

  /// The command called `name`.
  package func command(named name: String) -> CommandSpec<Options>? {
    commands.first { $0.name == name }
  }

  /// The options every command accepts.
  var globalOptions: [OptionSpec<Options>] {
    options.filter { $0.scope == .global || $0.scope == .overview }
  }

  /// The options `command` accepts: its own, then the global ones.
  package func options(for command: String) -> [OptionSpec<Options>] {
    ownOptions(of: command) + globalOptions
  }

  /// The options only `command` (and perhaps a few others) accepts.
  func ownOptions(of command: String) -> [OptionSpec<Options>] {
    options.filter { if case .commands = $0.scope { $0.applies(to: command) } else { false } }
  }

  /// The usage lines of `command`, each starting with the program's name: the declared ones,
  /// else the command, its own options and its arguments.
  package func usage(of command: CommandSpec<Options>) -> [String] {
    if let declared = command.usage { return declared.map { "\(name) \($0)" } }
    let words =
      [name, command.name] + ownOptions(of: command.name).map { "[\($0.synopsis)]" }
      + command.arguments.map(\.usage)
    return [words.joined(separator: " ")]
  }

  /// The option called `name` (long or short) that `command` accepts.
  package func option(named name: String, for command: String) -> OptionSpec<Options>? {
    options.first { ($0.name == name || $0.short == name) && $0.applies(to: command) }
  }

  /// The words a completion offers, with the table's commands filled in.
  package func words(_ completion: Completion) -> [String] {
    switch completion {
    case .words(let words): return words
    case .commands: return commands.map(\.name)
    case .none, .files, .directories, .dynamic: return []
    }
  }
}
