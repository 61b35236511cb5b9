extension CompletionScript {
  /// The fish script: `complete -c veloready` rules guarded by helper functions.
  static func fish<Options: CommandOptions>(_ program: ProgramSpec<Options>) -> String {
    let name = program.name
    let prefix = "__\(name)"
    var lines = [
      "# fish completion for \(name), generated from its option table by",
      "# '\(name) completions fish'. Install:",
      "#   \(name) completions fish > ~/.config/fish/completions/\(name).fish",
      "",
      "# The command and its positionals typed so far: no options, no option values.",
      "function \(prefix)_positionals",
      "    set -l tokens (commandline -opc)",
      "    set -e tokens[1]",
      "    set -l skip 0",
      "    set -l ended 0",
      "    for token in $tokens",
      "        if test $skip = 1",
      "            set skip 0",
      "        else if test $ended = 0; and string match -qr -- '^-([^0-9.]|$)' $token",
      "            switch $token",
      "                case --",
      "                    set ended 1",
      "                case \(valueOptionNames(program).joined(separator: " "))",
      "                    set skip 1",
      "            end",
      "        else",
      "            echo $token",
      "        end",
      "    end",
      "end",
      "",
      "function \(prefix)_needs_command",
      "    set -l words (\(prefix)_positionals)",
      "    not set -q words[1]",
      "end",
      "",
      "# Whether the command is $argv[1] (the default one when none is typed yet).",
      "function \(prefix)_using",
      "    set -l words (\(prefix)_positionals)",
      "    if not set -q words[1]",
      "        test \"$argv[1]\" = \(program.defaultCommand)",
      "    else",
      "        test \"$words[1]\" = \"$argv[1]\"",
      "    end",
      "end",
      "",
      "# Whether the next positional of command $argv[1], after action $argv[2] (or none),",
      "# has $argv[3] positionals before it; $argv[4] = 1 for that many or more.",
      "function \(prefix)_slot",
      "    set -l words (\(prefix)_positionals)",
      "    test \"$words[1]\" = \"$argv[1]\"; or return 1",
      "    set -e words[1]",
      "    if test -n \"$argv[2]\"; and test \"$words[1]\" != \"$argv[2]\"",
      "        return 1",
      "    end",
      "    if test \"$argv[4]\" = 1",
      "        test (count $words) -ge $argv[3]",
      "    else",
      "        test (count $words) -eq $argv[3]",
      "    end",
      "end",
      "",
      "complete -c \(name) -f",
    ]
    for command in program.commands {
      lines.append(
        "complete -c \(name) -n \(prefix)_needs_command -a \(command.name) -d "
          + fishQuoted(command.summary))
    }
    for option in program.options {
      var rule = " -l \(option.name.dropFirst(2))"
      if let short = option.short { rule = " -s \(short.dropFirst())" + rule }
      if option.placeholder != nil {
        rule += " -x"
        if let values = fishValues(option.valueCompletion, program) { rule += " -a \(values)" }
      }
      // A command's own option gets one rule per command, each with that command's help.
      guard case .commands(let commands) = option.scope else {
        lines.append("complete -c \(name)\(rule) -d " + fishQuoted(summary(option, for: nil)))
        continue
      }
      for command in commands {
        lines.append(
          "complete -c \(name) -n \(fishQuoted("\(prefix)_using \(command)"))\(rule) -d "
            + fishQuoted(summary(option, for: command)))
      }
    }
    for slot in slots(program) {
      let test = [
        "\(prefix)_slot", slot.command, slot.action ?? "''", "\(slot.index)",
        slot.repeating ? "1" : "0",
      ].joined(separator: " ")
      let offer =
        slot.completion == .files ? "-F" : "-a " + (fishValues(slot.completion, program) ?? "''")
      lines.append("complete -c \(name) -n \(fishQuoted(test)) \(offer)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The `-a` argument that offers `completion`; `nil` for nothing (or files, which `-F`
  /// allows).
  private static func fishValues<Options: CommandOptions>(
    _ completion: Completion, _ program: ProgramSpec<Options>
  ) -> String? {
    switch completion {
    case .none, .files: return nil
    case .directories: return fishQuoted("(__fish_complete_directories (commandline -ct))")
    case .words, .commands: return fishQuoted(program.words(completion).joined(separator: " "))
    case .dynamic(let kind):
      return fishQuoted(
        "(set -l typed (commandline -opc); $typed[1] \(dynamicCommand) \(kind) $typed[2..-1] "
          + "2>/dev/null)")
    }
  }

  /// `text` in fish's single quotes, where only `\` and `'` are escaped.
  static func fishQuoted(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
      + "'"
  }
}
