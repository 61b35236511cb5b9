/// Help pages in swift-argument-parser's layout, made from the tables: `OVERVIEW:`, `USAGE:`,
/// then titled lists whose texts start in one column.
package enum HelpPage {
  /// Where texts start in a list, unless a longer label pushes them right.
  static let textColumn = 26

  /// The page for `topic`: a command's, or the overview for `nil` or an unknown topic.
  package static func text<Options: CommandOptions>(
    for topic: String?, in program: ProgramSpec<Options>
  ) -> String {
    guard let topic, let command = program.command(named: topic) else {
      return overview(program)
    }
    return page(command, in: program)
  }

  /// `veloready --help`.
  package static func overview<Options: CommandOptions>(_ program: ProgramSpec<Options>) -> String {
    let commands = program.commands.map { command in
      (
        label: command.name + (command.name == program.defaultCommand ? " (default)" : ""),
        text: command.summary
      )
    }
    return [
      "OVERVIEW: \(program.summary)",
      program.discussion,
      "USAGE: \(program.name) [<subcommand>] [<options>]",
      "OPTIONS:\n" + list(program.globalOptions.map(row)),
      "SUBCOMMANDS:\n" + list(commands) + "\n\n"
        + "  See '\(program.name) help <subcommand>' for detailed help.",
    ].joined(separator: "\n\n") + "\n"
  }

  /// `veloready <command> --help`.
  static func page<Options: CommandOptions>(
    _ command: CommandSpec<Options>, in program: ProgramSpec<Options>
  ) -> String {
    var blocks = ["OVERVIEW: \(command.summary)"]
    if let discussion = command.discussion { blocks.append(discussion) }
    blocks.append("USAGE: " + program.usage(of: command).joined(separator: "\n       "))
    let arguments = command.documentedArguments.map { ($0.label, $0.help ?? "") }
    if !arguments.isEmpty { blocks.append("ARGUMENTS:\n" + list(arguments)) }
    for section in command.sections {
      blocks.append("\(section.title):\n" + list(section.rows))
    }
    let options = program.options(for: command.name).filter { $0.scope != .overview }
    blocks.append("OPTIONS:\n" + list(options.map { ($0.label, $0.help(for: command.name)) }))
    if let exitStatus = command.exitStatus {
      blocks.append("EXIT STATUS:\n" + indented(exitStatus))
    }
    if !command.examples.isEmpty {
      blocks.append("EXAMPLES:\n" + indented(command.examples.joined(separator: "\n")))
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// Labels indented by two, texts aligned in one column: `textColumn`, or one past the
  /// longest label when that is wider. A line break in a text continues in the text column.
  package static func list(_ rows: [(label: String, text: String)]) -> String {
    let widest = rows.map { TextWidth.of($0.label) }.max() ?? 0
    let column = max(textColumn, 2 + widest + 1)
    return rows.map { row in
      let lines = row.text.split(separator: "\n", omittingEmptySubsequences: false)
      let first = "  " + TextWidth.pad(row.label, to: column - 2) + (lines.first ?? "")
      let rest = lines.dropFirst().map { String(repeating: " ", count: column) + $0 }
      return ([first] + rest).joined(separator: "\n")
    }.joined(separator: "\n")
  }

  private static func row<Options: CommandOptions>(_ option: OptionSpec<Options>) -> (
    label: String, text: String
  ) {
    (option.label, option.help)
  }

  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
      .joined(separator: "\n")
  }
}
