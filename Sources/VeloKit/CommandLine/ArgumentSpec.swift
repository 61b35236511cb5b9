/// One positional argument of a command or of one of its actions.
package struct ArgumentSpec: Sendable {
  /// The placeholder without brackets, e.g. `path` for `<path>`.
  package let name: String
  /// The text under ARGUMENTS in help; `nil` leaves it out (another section explains it).
  package var help: String?
  /// Whether it may be left out.
  package var isOptional = false
  /// Whether it takes every remaining positional (at least one unless optional).
  package var isRepeating = false
  /// What the shells offer.
  package var completion: Completion = .none
  /// When set, the parser rejects a value outside `completion`'s words as an unknown one of
  /// these (`command`: "Unknown command 'x'."); otherwise the command checks the value itself.
  package var unknownKind: String?

  /// `<path>`: how the ARGUMENTS list of help names it.
  package var label: String { "<\(name)>" }

  /// `<path>`, or `<path> ...` when repeating: how usage lines and errors name it.
  package var placeholder: String { label + (isRepeating ? " ..." : "") }

  /// The placeholder as a usage line shows it: optional ones in brackets.
  package var usage: String { isOptional ? "[\(placeholder)]" : placeholder }

  /// A positional argument.
  package init(
    name: String, help: String? = nil, isOptional: Bool = false, isRepeating: Bool = false,
    completion: Completion = .none, unknownKind: String? = nil
  ) {
    self.name = name
    self.help = help
    self.isOptional = isOptional
    self.isRepeating = isRepeating
    self.completion = completion
    self.unknownKind = unknownKind
  }
}
