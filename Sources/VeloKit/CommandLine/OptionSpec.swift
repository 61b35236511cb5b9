/// One option, declared once in `OptionTable`: the parser, the suggestions, help, the shell
/// completions and the man page are all made from it.
package struct OptionSpec<Options: CommandOptions>: Sendable {
  /// Where an option may be given.
  package enum Scope: Equatable, Sendable {
    /// With every command, before or after its name; listed on every help page.
    case global
    /// With every command, but listed only on the overview page (`--version`).
    case overview
    /// Only with the named commands.
    case commands([String])
  }

  /// A flag, or an option that takes a value.
  package enum Kind: Sendable {
    /// Present or not.
    case flag(@Sendable (inout Options) -> Void)
    /// Takes a value named `<placeholder>`; `parse` stores it and returns `false` for a value
    /// it rejects, which the parser reports followed by `expected`.
    case value(
      placeholder: String, expected: String, completion: Completion,
      parse: @Sendable (inout Options, String) -> Bool)
  }

  /// The long name with its dashes, e.g. `--date`.
  package let name: String
  /// The one-letter name with its dash, e.g. `-h`.
  package var short: String?
  /// Flag or value, and how the value is read.
  package let kind: Kind
  /// Which commands accept it.
  package let scope: Scope
  /// The help text; a line break in it is a line break in help.
  package let help: String
  /// A different help text for some commands, by command name.
  package var helpByCommand: [String: String] = [:]
  /// Options that cannot be given together with this one.
  package var excludes: [String] = []
  /// The action it belongs to, when it means something only there (`--until` with `dismiss`).
  package var action: String?

  /// Whether `command` accepts the option.
  func applies(to command: String) -> Bool {
    switch scope {
    case .global, .overview: return true
    case .commands(let names): return names.contains(command)
    }
  }

  /// The value's placeholder, `nil` for a flag.
  package var placeholder: String? {
    if case .value(let placeholder, _, _, _) = kind { return placeholder }
    return nil
  }

  /// How shells complete its value (`.none` for a flag).
  var valueCompletion: Completion {
    if case .value(_, _, let completion, _) = kind { return completion }
    return .none
  }

  /// `--date <date>`: the name and placeholder, as errors and usage lines quote them.
  var synopsis: String { placeholder.map { "\(name) <\($0)>" } ?? name }

  /// `-h, --help` or `--date <date>`: the label in help's OPTIONS list.
  package var label: String { (short.map { "\($0), " } ?? "") + synopsis }

  /// The help text shown with `command`.
  package func help(for command: String?) -> String {
    command.flatMap { helpByCommand[$0] } ?? help
  }

  /// An option of the table.
  package init(
    name: String, short: String? = nil, kind: Kind, scope: Scope, help: String,
    helpByCommand: [String: String] = [:], excludes: [String] = [], action: String? = nil
  ) {
    self.name = name
    self.short = short
    self.kind = kind
    self.scope = scope
    self.help = help
    self.helpByCommand = helpByCommand
    self.excludes = excludes
    self.action = action
  }
}
