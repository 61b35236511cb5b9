/// One option, declared once in `OptionTable`: the parser, the suggestions, help, the shell
/// completions and the man page are all made from it.
struct OptionSpec: Sendable {
  /// Where an option may be given.
  enum Scope: Equatable, Sendable {
    /// With every command, before or after its name; listed on every help page.
    case global
    /// With every command, but listed only on the overview page (`--version`).
    case overview
    /// Only with the named commands.
    case commands([String])
  }

  /// A flag, or an option that takes a value.
  enum Kind: Sendable {
    /// Present or not.
    case flag(@Sendable (inout OptionValues) -> Void)
    /// Takes a value named `<placeholder>`; `parse` stores it and returns `false` for a value
    /// it rejects, which the parser reports followed by `expected`.
    case value(
      placeholder: String, expected: String, completion: Completion,
      parse: @Sendable (inout OptionValues, String) -> Bool)
  }

  /// The long name with its dashes, e.g. `--date`.
  let name: String
  /// The one-letter name with its dash, e.g. `-h`.
  var short: String?
  /// Flag or value, and how the value is read.
  let kind: Kind
  /// Which commands accept it.
  let scope: Scope
  /// The help text; a line break in it is a line break in help.
  let help: String
  /// A different help text for some commands, by command name.
  var helpByCommand: [String: String] = [:]
  /// Options that cannot be given together with this one.
  var excludes: [String] = []
  /// The action it belongs to, when it means something only there (`--until` with `dismiss`).
  var action: String?

  /// Whether `command` accepts the option.
  func applies(to command: String) -> Bool {
    switch scope {
    case .global, .overview: return true
    case .commands(let names): return names.contains(command)
    }
  }

  /// The value's placeholder, `nil` for a flag.
  var placeholder: String? {
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
  var label: String { (short.map { "\($0), " } ?? "") + synopsis }

  /// The help text shown with `command`.
  func help(for command: String?) -> String {
    command.flatMap { helpByCommand[$0] } ?? help
  }
}
