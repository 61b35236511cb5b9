extension CompletionScript {
  /// The zsh script: a `#compdef` function file that also works when sourced.
  static func zsh<Options: CommandOptions>(_ program: ProgramSpec<Options>) -> String {
    let name = program.name
    let function = "_\(name)"
    var lines = [
      "#compdef \(name)",
      "# zsh completion for \(name), generated from its option table by",
      "# '\(name) completions zsh'. Install:",
      "#   \(name) completions zsh > ~/.zfunc/\(function)",
      "# with 'fpath=(~/.zfunc $fpath)' above 'compinit' in ~/.zshrc.",
      "",
      "\(function)_takes_value() {",
      "  case $1 in",
      "    \(valueOptionNames(program).joined(separator: "|"))) return 0 ;;",
      "  esac",
      "  return 1",
      "}",
      "",
      "\(function)() {",
      "  local cur=${words[CURRENT]} prev=${words[CURRENT-1]} option=\"\"",
      "  if [[ $cur == --*=* ]]; then",
      "    option=${cur%%=*}",
      "    compset -P '*='",
      "  elif \(function)_takes_value \"$prev\"; then",
      "    option=$prev",
      "  fi",
      "  if [[ -n $option ]]; then",
      "    case $option in",
    ]
    for option in program.options {
      guard let reply = zshReply(option.valueCompletion, program) else { continue }
      lines.append("      \(names(option).joined(separator: "|"))) \(reply) ;;")
    }
    lines += [
      "    esac",
      "    return",
      "  fi",
      "  local command=\"\" first=\"\" word",
      "  integer count=0 ended=0 i=2",
      "  while (( i < CURRENT )); do",
      "    word=${words[i]}",
      "    if (( ended )) || [[ $word != -* || $word == - || $word == -[0-9.]* ]]; then",
      "      if [[ -z $command ]] && (( ! ended )); then",
      "        command=$word",
      "      else",
      "        (( count == 0 )) && first=$word",
      "        (( count += 1 ))",
      "      fi",
      "    elif [[ $word == -- ]]; then",
      "      ended=1",
      "    elif [[ $word != *=* ]] && \(function)_takes_value \"$word\"; then",
      "      (( i += 1 ))",
      "    fi",
      "    (( i += 1 ))",
      "  done",
      "  if [[ $cur == -* ]] && (( ! ended )); then",
      "    local -a options",
      "    case ${command:-\(program.defaultCommand)} in",
    ]
    for command in program.commands {
      let described = program.options(for: command.name).flatMap { option in
        names(option).map { describe($0, summary(option, for: command.name)) }
      }
      lines.append("      \(command.name)) options=(\(described.joined(separator: " "))) ;;")
    }
    lines += [
      "    esac",
      "    _describe -t options 'option' options",
      "    return",
      "  fi",
      "  if [[ -z $command ]] && (( ! ended )); then",
      "    local -a commands",
      "    commands=("
        + program.commands.map { describe($0.name, $0.summary) }.joined(separator: " ") + ")",
      "    _describe -t commands 'command' commands",
      "    return",
      "  fi",
    ]
    var keyword = "if"
    for slot in slots(program) {
      guard let reply = zshReply(slot.completion, program) else { continue }
      var test = "[[ $command == \(slot.command) ]]"
      if let action = slot.action { test += " && [[ $first == \(action) ]]" }
      test += " && (( count \(slot.repeating ? ">=" : "==") \(slot.index) ))"
      lines += ["  \(keyword) \(test); then", "    \(reply)"]
      keyword = "elif"
    }
    if keyword == "elif" { lines.append("  fi") }
    lines += [
      "}",
      "",
      "# Autoloaded from fpath, this file is the function's body; sourced, it registers it.",
      "if [[ ${funcstack[1]} == \(function) ]]; then",
      "  \(function) \"$@\"",
      "else",
      "  compdef \(function) \(name)",
      "fi",
      "",
    ]
    return lines.joined(separator: "\n")
  }

  /// The command that offers `completion`, `nil` for nothing to offer.
  private static func zshReply<Options: CommandOptions>(
    _ completion: Completion, _ program: ProgramSpec<Options>
  ) -> String? {
    switch completion {
    case .none: return nil
    case .files: return "_files"
    case .directories: return "_files -/"
    case .words, .commands: return "compadd -- " + program.words(completion).joined(separator: " ")
    case .dynamic(let kind):
      return "compadd -- ${(f)\"$(${words[1]} \(dynamicCommand) \(kind) "
        + "${(@)words[2,CURRENT-1]} 2>/dev/null)\"}"
    }
  }

  /// A `_describe` entry: the word, a colon, its description.
  private static func describe(_ word: String, _ description: String) -> String {
    quoted(word.replacingOccurrences(of: ":", with: "\\:") + ":" + description)
  }
}
