/// One positional argument of a command or of one of its actions.
struct ArgumentSpec: Sendable {
  /// The placeholder without brackets, e.g. `path` for `<path>`.
  let name: String
  /// The text under ARGUMENTS in help; `nil` leaves it out (another section explains it).
  var help: String?
  /// Whether it may be left out.
  var isOptional = false
  /// Whether it takes every remaining positional (at least one unless optional).
  var isRepeating = false
  /// What the shells offer.
  var completion: Completion = .none
  /// When set, the parser rejects a value outside `completion`'s words as an unknown one of
  /// these (`command`: "Unknown command 'x'."); otherwise the command checks the value itself.
  var unknownKind: String?

  /// `<path>`: how the ARGUMENTS list of help names it.
  var label: String { "<\(name)>" }

  /// `<path>`, or `<path> ...` when repeating: how usage lines and errors name it.
  var placeholder: String { label + (isRepeating ? " ..." : "") }

  /// The placeholder as a usage line shows it: optional ones in brackets.
  var usage: String { isOptional ? "[\(placeholder)]" : placeholder }
}
