/// Matches the positional arguments of one command to its actions and arguments.
struct Positionals<Options: CommandOptions> {
  let program: ProgramSpec<Options>
  let command: CommandSpec<Options>

  /// The invocation the positionals make, or the usage error they are.
  func match(_ positionals: [String]) throws(UsageError) -> Invocation<Options> {
    guard !command.actions.isEmpty else {
      return Invocation(
        command: command.name, arguments: try arguments(positionals, command.arguments))
    }
    guard let word = positionals.first else {
      let action = command.defaultAction.flatMap(command.action(named:))
      return Invocation(
        command: command.name, action: action?.name,
        arguments: try arguments([], action?.arguments ?? []))
    }
    guard let action = command.action(named: word) else {
      throw .unknown(
        "\(command.name) action", word, among: command.actions.map(\.name),
        command: command.name)
    }
    return Invocation(
      command: command.name, action: action.name,
      arguments: try arguments(Array(positionals.dropFirst()), action.arguments))
  }

  /// `words` checked against `specs`: enough of them, not too many, known where the table
  /// knows every valid value.
  private func arguments(_ words: [String], _ specs: [ArgumentSpec]) throws(UsageError)
    -> [String]
  {
    var taken = 0
    for spec in specs {
      let count = spec.isRepeating ? words.count - taken : min(1, words.count - taken)
      if count == 0, !spec.isOptional {
        throw UsageError(
          "Missing expected argument '\(spec.placeholder)'", command: command.name)
      }
      for word in words[taken..<taken + count] { try check(word, spec) }
      taken += count
    }
    if taken < words.count {
      throw UsageError("Unexpected argument '\(words[taken])'", command: command.name)
    }
    return words
  }

  private func check(_ word: String, _ spec: ArgumentSpec) throws(UsageError) {
    guard let kind = spec.unknownKind else { return }
    let valid = program.words(spec.completion)
    guard !valid.contains(word) else { return }
    // An unknown command name is best answered by the overview, which lists them all.
    throw .unknown(
      kind, word, among: valid, command: spec.completion == .commands ? nil : command.name)
  }
}
