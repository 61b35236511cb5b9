/// A man page (`docs/veloready.1` is one): roff with the `man(7)` macros, made from the tables.
package enum ManPage {
  /// What the program says in its own words, after the tables' sections.
  package struct Appendix: Sendable {
    /// FILES: each path and what it holds.
    package var files: [(label: String, text: String)]
    /// ENVIRONMENT: each variable the program reads.
    package var environment: [(label: String, text: String)]
    /// EXIT STATUS: each code.
    package var exitStatus: [(label: String, text: String)]
    /// SEE ALSO, as paragraphs.
    package var seeAlso: String

    /// The four texts.
    package init(
      files: [(label: String, text: String)], environment: [(label: String, text: String)],
      exitStatus: [(label: String, text: String)], seeAlso: String
    ) {
      self.files = files
      self.environment = environment
      self.exitStatus = exitStatus
      self.seeAlso = seeAlso
    }
  }

  /// The whole page of `program` at `version`.
  package static func render<Options: CommandOptions>(
    _ program: ProgramSpec<Options>, version: String, appendix: Appendix
  ) -> String {
    let name = program.name
    var summary = program.summary
    if summary.hasSuffix(".") { summary.removeLast() }
    var lines = [
      ".\\\" Made from the command and option tables: swift run veloready-tools man-page",
      ".TH \(name.uppercased()) 1 \"\" \"\(name) \(version)\" \"User Commands\"",
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
    lines += Roff.tagged(appendix.files)
    lines.append(".SH ENVIRONMENT")
    lines += Roff.tagged(appendix.environment)
    lines.append(".SH EXIT STATUS")
    lines += Roff.tagged(appendix.exitStatus)
    lines.append(".SH EXAMPLES")
    lines += Roff.verbatim(program.examples)
    lines.append(".SH SEE ALSO")
    lines += Roff.paragraphs(appendix.seeAlso)
    return lines.joined(separator: "\n") + "\n"
  }

  /// One command: its usage lines, summary, discussion, arguments, options and examples.
  private static func section<Options: CommandOptions>(
    _ command: CommandSpec<Options>, in program: ProgramSpec<Options>
  ) -> [String] {
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
