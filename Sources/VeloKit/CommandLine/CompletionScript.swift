/// Shell completion scripts made from the tables: commands, each command's options and the
/// global ones, option values from a fixed set, directories after `--data`, and each command's
/// positional arguments (actions, config keys, alert ids, files).
///
/// Every script finds the command the same way: the first word that is neither an option, nor
/// an option's value, nor after `--`; the words after it are its positionals.
package enum CompletionScript {
  /// The script for `shell`.
  package static func render<Options: CommandOptions>(
    _ program: ProgramSpec<Options>, for shell: Shell
  ) -> String {
    switch shell {
    case .bash: return bash(program)
    case .zsh: return zsh(program)
    case .fish: return fish(program)
    }
  }

  /// One positional place a script completes.
  package struct Slot: Equatable {
    /// The command.
    package let command: String
    /// The action word that must come first, `nil` for none.
    package let action: String?
    /// How many positionals come before it (counting the action word).
    package let index: Int
    /// Whether every later place completes the same way.
    package let repeating: Bool
    /// What to offer.
    package let completion: Completion
  }

  /// Every positional place with something to offer, for every command.
  package static func slots<Options: CommandOptions>(_ program: ProgramSpec<Options>) -> [Slot] {
    program.commands.flatMap { command -> [Slot] in
      func places(_ arguments: [ArgumentSpec], action: String?, from start: Int) -> [Slot] {
        arguments.enumerated().map { offset, argument in
          Slot(
            command: command.name, action: action, index: start + offset,
            repeating: argument.isRepeating, completion: argument.completion)
        }
      }
      guard !command.actions.isEmpty else {
        return places(command.arguments, action: nil, from: 0)
      }
      let verbs = Slot(
        command: command.name, action: nil, index: 0, repeating: false,
        completion: .words(command.actions.map(\.name)))
      return [verbs]
        + command.actions.flatMap { places($0.arguments, action: $0.name, from: 1) }
    }.filter { $0.completion != .none }
  }

  /// The hidden command the scripts run for `Completion.dynamic` (never listed in help).
  package static let dynamicCommand = "__complete"

  /// Every name of every option that takes a value, for skipping values when finding the
  /// command.
  static func valueOptionNames<Options: CommandOptions>(_ program: ProgramSpec<Options>) -> [String]
  {
    program.options.filter { $0.placeholder != nil }.flatMap(names)
  }

  /// The long and short names of `option`.
  package static func names<Options: CommandOptions>(_ option: OptionSpec<Options>) -> [String] {
    [option.name] + [option.short].compactMap { $0 }
  }

  /// The option's help for `command` on one line, for descriptions.
  package static func summary<Options: CommandOptions>(
    _ option: OptionSpec<Options>, for command: String?
  ) -> String {
    option.help(for: command).split(separator: "\n").joined(separator: " ")
  }

  /// `text` in single quotes for bash and zsh.
  package static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
