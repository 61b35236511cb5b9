/// The command-line parser: a pure function from arguments to an `Invocation`, driven by the
/// program's command and option tables.
///
/// Global options may come before or after the command. `--name=value` and `--name value` are
/// both accepted; an empty value is missing. A word that starts with a dash is an option unless
/// it is a negative number (`config set ftp -5`) or follows `--`. An unknown option, command or
/// action suggests the nearest valid one.
package enum ArgumentParser {
  /// Parses the arguments after the program name.
  package static func parse<Options: CommandOptions>(
    _ arguments: [String], program: ProgramSpec<Options>
  ) -> Result<Invocation<Options>, UsageError> {
    var parser = Pass(program: program, arguments: arguments)
    do {
      return .success(try parser.run())
    } catch {
      return .failure(error)
    }
  }

  /// Whether `word` is an option's name rather than a value or a positional.
  static func isOptionName(_ word: String) -> Bool {
    word.hasPrefix("-") && word != "-" && !isNegativeNumber(word)
  }

  /// `-5`, `-0.5`, `-.5`: numbers, not options.
  static func isNegativeNumber(_ word: String) -> Bool {
    let rest = word.dropFirst()
    guard word.hasPrefix("-"), let first = rest.first, first.isNumber || first == "." else {
      return false
    }
    return Double(rest) != nil
  }

  /// One pass over the arguments.
  private struct Pass<Options: CommandOptions> {
    let program: ProgramSpec<Options>
    let arguments: [String]
    var index = 0
    var command: CommandSpec<Options>?
    var values = Options()
    var given: [OptionSpec<Options>] = []
    var positionals: [String] = []

    init(program: ProgramSpec<Options>, arguments: [String]) {
      self.program = program
      self.arguments = arguments
    }

    /// The command options are looked up for: the one named, else the default.
    var effectiveCommand: String { command?.name ?? program.defaultCommand }

    mutating func run() throws(UsageError) -> Invocation<Options> {
      var onlyPositionals = false
      while index < arguments.count {
        let argument = arguments[index]
        index += 1
        if onlyPositionals || !ArgumentParser.isOptionName(argument) {
          if command == nil, !onlyPositionals {
            guard let named = program.command(named: argument) else {
              throw .unknown(
                "command", argument, among: program.commands.map(\.name), command: nil)
            }
            command = named
          } else {
            positionals.append(argument)
          }
        } else if argument == "--" {
          onlyPositionals = true
        } else {
          try option(argument)
        }
      }
      if values.help {
        return Invocation(command: "help", arguments: command.map { [$0.name] } ?? [])
      }
      let spec = command ?? program.command(named: program.defaultCommand)
      guard let spec else { throw UsageError("No command to run") }
      if values.version { return Invocation(command: spec.name, options: values) }
      // An option before the command name was looked up for the default command.
      if let stray = given.first(where: { !$0.applies(to: spec.name) }) {
        throw .unknown(
          "option", stray.name, among: program.options(for: spec.name).map(\.name),
          command: spec.name)
      }
      try checkCombinations(spec)
      var invocation = try Positionals(program: program, command: spec).match(positionals)
      invocation.options = values
      if let misplaced = given.first(where: { $0.action != nil && $0.action != invocation.action }),
        let action = misplaced.action
      {
        throw UsageError(
          "'\(misplaced.name)' goes with '\(spec.name) \(action)'", command: spec.name)
      }
      return invocation
    }

    private mutating func option(_ argument: String) throws(UsageError) {
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      let commandName = effectiveCommand
      guard let option = program.option(named: name, for: commandName) else {
        let candidates = program.options(for: commandName).flatMap {
          [$0.name] + [$0.short].compactMap { $0 }
        }
        throw .unknown("option", name, among: candidates, command: commandName)
      }
      // A command's own option points at that command's help; a global one at the named
      // command's, if any.
      let helpCommand: String?
      if case .commands = option.scope {
        helpCommand = commandName
      } else {
        helpCommand = command?.name
      }
      switch option.kind {
      case .flag(let set):
        if let inlineValue {
          throw UsageError(
            "The flag '\(option.name)' does not take a value (got '\(inlineValue)')",
            command: helpCommand)
        }
        set(&values)
      case .value(let placeholder, let expected, _, let parse):
        let text = inlineValue ?? nextValue()
        guard let text, !text.isEmpty else {
          throw UsageError("Missing value for '\(option.synopsis)'", command: helpCommand)
        }
        guard parse(&values, text) else {
          throw UsageError(
            "The value '\(text)' is invalid for '\(option.name) <\(placeholder)>'. \(expected)",
            command: helpCommand)
        }
      }
      given.append(option)
    }

    /// The next argument as an option's value, unless it is another option.
    private mutating func nextValue() -> String? {
      guard index < arguments.count, !ArgumentParser.isOptionName(arguments[index]) else {
        return nil
      }
      index += 1
      return arguments[index - 1]
    }

    private func checkCombinations(_ spec: CommandSpec<Options>) throws(UsageError) {
      for option in given {
        if let clash = given.first(where: { option.excludes.contains($0.name) }) {
          throw UsageError(
            "'\(option.name)' and '\(clash.name)' cannot be used together", command: spec.name)
        }
      }
    }
  }
}
