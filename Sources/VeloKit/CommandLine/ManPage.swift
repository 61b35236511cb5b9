/// The man page, `docs/veloready.1`: roff with the `man(7)` macros, made from the tables.
enum ManPage {
  /// The whole page.
  static func render(_ program: ProgramSpec) -> String {
    let name = program.name
    var summary = program.summary
    if summary.hasSuffix(".") { summary.removeLast() }
    var lines = [
      ".\\\" Made from the command and option tables: swift run veloready-tools man-page",
      ".TH \(name.uppercased()) 1 \"\" \"\(name) \(VeloReady.version)\" \"User Commands\"",
      // Option names and paths must not break at a hyphen, nor stretch to the right margin.
      ".nh", ".ad l",
      ".SH NAME",
      "\(name) \\- " + Roff.escaped(summary.prefix(1).lowercased() + summary.dropFirst()),
      ".SH SYNOPSIS",
      Roff.label("\(name) [<command>] [<options>]"),
      ".SH DESCRIPTION",
    ]
    lines += Roff.paragraphs(program.discussion)
    lines += [
      ".PP",
      "With no command, " + Roff.label(name) + " runs "
        + Roff.label(program.defaultCommand) + ". Global options go before or after the command.",
    ]
    lines.append(".SH COMMANDS")
    for command in program.commands { lines += section(command, in: program) }
    lines.append(".SH OPTIONS")
    lines += Roff.tagged(program.globalOptions.map { ($0.label, $0.help) })
    lines.append(".SH FILES")
    lines += Roff.tagged(files)
    lines.append(".SH ENVIRONMENT")
    lines += Roff.tagged(environment)
    lines.append(".SH EXIT STATUS")
    lines += Roff.tagged(exitStatus)
    lines.append(".SH EXAMPLES")
    lines += Roff.verbatim(program.examples)
    lines.append(".SH SEE ALSO")
    lines += Roff.paragraphs(seeAlso)
    return lines.joined(separator: "\n") + "\n"
  }

  /// One command: its usage lines, summary, discussion, arguments, options and examples.
  private static func section(_ command: CommandSpec, in program: ProgramSpec) -> [String] {
    var lines = [".SS \(command.name)", ".PP"]
    lines += program.usage(of: command).map(Roff.label).joined(separator: "\n.br\n")
      .split(separator: "\n").map(String.init)
    lines += [".PP", Roff.escaped(command.summary)]
    if let discussion = command.discussion { lines += [".PP"] + Roff.paragraphs(discussion) }
    let arguments = command.documentedArguments.map { ($0.label, $0.help ?? "") }
    var lists: [(title: String, rows: [(label: String, text: String)])] = [
      ("Arguments", arguments),
      (
        "Options",
        program.ownOptions(of: command.name).map { ($0.label, $0.help(for: command.name)) }
      ),
    ]
    lists += command.sections.map {
      ($0.title.prefix(1) + $0.title.dropFirst().lowercased(), $0.rows)
    }
    for list in lists where !list.rows.isEmpty {
      lines += [".PP", "\(list.title):", ".RS 4"] + Roff.tagged(list.rows) + [".RE"]
    }
    if let exitStatus = command.exitStatus {
      lines +=
        [".PP", "Exit status:"] + exitStatus.split(separator: "\n").map { Roff.escaped(String($0)) }
    }
    if !command.examples.isEmpty {
      lines += [".PP", "Examples:"] + Roff.verbatim(command.examples)
    }
    return lines
  }
}
