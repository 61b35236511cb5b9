extension CompletionScript {
  /// The bash script: `complete -F _veloready veloready`.
  static func bash<Options: CommandOptions>(_ program: ProgramSpec<Options>) -> String {
    let name = program.name
    let function = "_\(name)"
    var lines = [
      "# bash completion for \(name), generated from its option table by",
      "# '\(name) completions bash'. Install:",
      "#   \(name) completions bash > ~/.local/share/bash-completion/completions/\(name)",
      "",
      "\(function)_takes_value() {",
      "  case $1 in",
      "    \(valueOptionNames(program).joined(separator: "|"))) return 0 ;;",
      "  esac",
      "  return 1",
      "}",
      "",
      "\(function)() {",
      "  local cur=${COMP_WORDS[COMP_CWORD]} prev=\"\" option=\"\"",
      "  (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD-1]}",
      "  # bash splits '--color=al' into '--color' '=' 'al'.",
      "  if [[ $cur == \"=\" ]]; then",
      "    option=$prev",
      "    cur=\"\"",
      "  elif [[ $prev == \"=\" ]] && (( COMP_CWORD > 1 )); then",
      "    option=${COMP_WORDS[COMP_CWORD-2]}",
      "  elif \(function)_takes_value \"$prev\"; then",
      "    option=$prev",
      "  fi",
      "  if [[ -n $option ]]; then",
      "    case $option in",
    ]
    for option in program.options {
      guard let reply = bashReply(option.valueCompletion, program) else { continue }
      lines.append("      \(names(option).joined(separator: "|"))) \(reply) ;;")
    }
    lines += [
      "      *) COMPREPLY=() ;;",
      "    esac",
      "    return 0",
      "  fi",
      "  local command=\"\" first=\"\" word",
      "  local -i count=0 ended=0 i=1",
      "  while (( i < COMP_CWORD )); do",
      "    word=${COMP_WORDS[i]}",
      "    if (( ended )) || [[ $word != -* || $word == - || $word == -[0-9.]* ]]; then",
      "      if [[ $word == \"=\" ]]; then",
      "        (( i += 1 ))",
      "      elif [[ -z $command ]] && (( ! ended )); then",
      "        command=$word",
      "      else",
      "        (( count == 0 )) && first=$word",
      "        (( count += 1 ))",
      "      fi",
      "    elif [[ $word == -- ]]; then",
      "      ended=1",
      "    elif \(function)_takes_value \"$word\"; then",
      "      [[ ${COMP_WORDS[i+1]} == \"=\" ]] && (( i += 1 ))",
      "      (( i += 1 ))",
      "    fi",
      "    (( i += 1 ))",
      "  done",
      "  if [[ $cur == -* ]] && (( ! ended )); then",
      "    case ${command:-\(program.defaultCommand)} in",
    ]
    for command in program.commands {
      let options = program.options(for: command.name).flatMap(names)
      lines.append(
        "      \(command.name)) \(bashWords(options)) ;;")
    }
    lines += [
      "    esac",
      "    return 0",
      "  fi",
      "  if [[ -z $command ]] && (( ! ended )); then",
      "    \(bashWords(program.commands.map(\.name)))",
      "    return 0",
      "  fi",
      "  COMPREPLY=()",
    ]
    var keyword = "if"
    for slot in slots(program) {
      guard let reply = bashReply(slot.completion, program) else { continue }
      var test = "[[ $command == \(slot.command) ]]"
      if let action = slot.action { test += " && [[ $first == \(action) ]]" }
      test += " && (( count \(slot.repeating ? ">=" : "==") \(slot.index) ))"
      lines += ["  \(keyword) \(test); then", "    \(reply)"]
      keyword = "elif"
    }
    if keyword == "elif" { lines.append("  fi") }
    lines += ["}", "", "complete -F \(function) \(name)", ""]
    return lines.joined(separator: "\n")
  }

  /// The statement that fills `COMPREPLY` for `completion`, `nil` for nothing to offer.
  private static func bashReply<Options: CommandOptions>(
    _ completion: Completion, _ program: ProgramSpec<Options>
  ) -> String? {
    // compopt fails outside a completion (a test calling the function); that is harmless.
    switch completion {
    case .none: return nil
    case .files:
      return "compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")"
    case .directories:
      return "compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- \"$cur\")"
    case .words, .commands: return bashWords(program.words(completion))
    case .dynamic(let kind):
      // The words typed so far, as bash split them ('--data=x' is '--data' '=' 'x').
      return "mapfile -t COMPREPLY < <(compgen -W \"$(\"${COMP_WORDS[0]}\" \(dynamicCommand) "
        + "\(kind) \"${COMP_WORDS[@]:1:COMP_CWORD-1}\" 2>/dev/null)\" -- \"$cur\")"
    }
  }

  private static func bashWords(_ words: [String]) -> String {
    "mapfile -t COMPREPLY < <(compgen -W \(quoted(words.joined(separator: " "))) -- \"$cur\")"
  }
}
