/// Help pages in swift-argument-parser's layout, made from the tables: `OVERVIEW:`, `USAGE:`,
/// then titled lists whose texts start in one column.
package enum HelpPage {
  /// Where texts start in a list, unless a longer label pushes them right.
  static let textColumn = 26
  /// The fewest columns a list's texts get beside their labels; fewer, and they go below.
  static let narrowText = 24

  /// The page for `topic`: a command's, or the overview for `nil` or an unknown topic.
  /// Lines wider than `width` are broken at spaces and continue under their text.
  package static func text<Options: CommandOptions>(
    for topic: String?, in program: ProgramSpec<Options>, width: Int = .max
  ) -> String {
    guard let topic, let command = program.command(named: topic) else {
      return overview(program, width: width)
    }
    return page(command, in: program, width: width)
  }

  /// `veloready --help`.
  package static func overview<Options: CommandOptions>(
    _ program: ProgramSpec<Options>, width: Int = .max
  ) -> String {
    let commands = program.commands.map { command in
      (
        label: command.name + (command.name == program.defaultCommand ? " (default)" : ""),
        text: command.summary
      )
    }
    return [
      fit("OVERVIEW: \(program.summary)", width, hanging: 10),
      fit(program.discussion, width),
      fit("USAGE: \(program.name) [<subcommand>] [<options>]", width, hanging: 9),
      "OPTIONS:\n" + list(program.globalOptions.map(row), width: width),
      "SUBCOMMANDS:\n" + list(commands, width: width) + "\n\n"
        + fit("  See '\(program.name) help <subcommand>' for detailed help.", width),
    ].joined(separator: "\n\n") + "\n"
  }

  /// `veloready <command> --help`.
  static func page<Options: CommandOptions>(
    _ command: CommandSpec<Options>, in program: ProgramSpec<Options>, width: Int = .max
  ) -> String {
    var blocks = [fit("OVERVIEW: \(command.summary)", width, hanging: 10)]
    if let discussion = command.discussion { blocks.append(fit(discussion, width)) }
    blocks.append(
      fit("USAGE: " + program.usage(of: command).joined(separator: "\n       "), width, hanging: 9))
    let arguments = command.documentedArguments.map { ($0.label, $0.help ?? "") }
    if !arguments.isEmpty { blocks.append("ARGUMENTS:\n" + list(arguments, width: width)) }
    for section in command.sections {
      blocks.append("\(section.title):\n" + list(section.rows, width: width))
    }
    let options = program.options(for: command.name).filter { $0.scope != .overview }
    blocks.append(
      "OPTIONS:\n"
        + list(options.map { ($0.label, $0.help(for: command.name)) }, width: width))
    if let exitStatus = command.exitStatus {
      blocks.append("EXIT STATUS:\n" + fit(indented(exitStatus), width))
    }
    if !command.examples.isEmpty {
      // Examples are not wrapped: a command broken across lines would not run when copied.
      blocks.append("EXAMPLES:\n" + indented(command.examples.joined(separator: "\n")))
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// Labels indented by two, texts aligned in one column: `textColumn`, or one past the
  /// longest label when that is wider. A line break in a text continues in the text column.
  package static func list(_ rows: [(label: String, text: String)], width: Int = .max) -> String {
    let widest = rows.map { TextWidth.of($0.label) }.max() ?? 0
    let column = max(textColumn, 2 + widest + 1)
    // On a narrow screen the texts go under their labels rather than into a sliver beside them.
    let below = width - column < narrowText
    return rows.map { row in
      var lines = row.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let textColumn = below ? 6 : column
      if below { lines.insert("", at: 0) }
      let first = "  " + (below ? row.label : TextWidth.pad(row.label, to: column - 2) + lines[0])
      let rest = lines.dropFirst().map { String(repeating: " ", count: textColumn) + $0 }
      return ([first] + rest).flatMap { wrap($0, width: width, indent: textColumn) }
        .joined(separator: "\n")
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

  /// Each line of `block` wrapped to `width`, continuing under its own indentation plus `hanging`.
  static func fit(_ block: String, _ width: Int, hanging: Int = 0) -> String {
    block.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
      let indent = line.prefix { $0 == " " }.count
      return wrap(String(line), width: width, indent: indent + hanging)
    }.joined(separator: "\n")
  }

  /// `line` broken at spaces into lines of at most `width` columns, each after the first starting
  /// `indent` columns in. A word wider than the room stays whole: help is read and copied, and a
  /// command cut in two would not run.
  static func wrap(_ line: String, width: Int, indent: Int) -> [String] {
    guard TextWidth.of(line) > width else { return [line] }
    let lead = String(line.prefix { $0 == " " })
    let margin = String(repeating: " ", count: indent)
    var lines: [String] = []
    var current = lead
    for word in line.dropFirst(lead.count).split(separator: " ", omittingEmptySubsequences: false) {
      let blank = current == lead || current == margin
      let candidate = blank ? current + word : current + " " + word
      if !blank, TextWidth.of(candidate) > width {
        lines.append(current)
        current = margin + word
      } else {
        current = candidate
      }
    }
    return lines + [current]
  }
}
