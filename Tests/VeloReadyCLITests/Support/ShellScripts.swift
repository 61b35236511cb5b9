/// The scripts that drive each shell's completion the way a user's Tab does.
enum ShellScripts {
  /// bash: `bash script COMPLETION WORKDIR`; calls the completion function with `COMP_WORDS`
  /// and `COMP_CWORD` set, as readline does, and prints `COMPREPLY`.
  static func bash(_ cases: [CompletionCase]) -> String {
    var lines = [
      #"source "$1" || exit 2"#,
      #"cd "$2" || exit 2"#,
      "complete_line() {",
      "  COMP_WORDS=(\"$@\"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=()",
      "  _veloready",
      #"  (( ${#COMPREPLY[@]} )) && printf '%s\n' "${COMPREPLY[@]}""#,
      "  printf '%s\\n' '\(ShellHarness.end)'",
      "}",
    ]
    for example in cases {
      lines.append("complete_line " + example.bashWords.map(quoted).joined(separator: " "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// fish: `fish script COMPLETION WORKDIR`; `complete -C` prints what Tab offers, a tab and
  /// the description.
  static func fish(_ cases: [CompletionCase]) -> String {
    var lines = ["source $argv[1]; or exit 2", "cd $argv[2]; or exit 2"]
    for example in cases {
      lines.append(
        "complete -C \(fishQuoted(example.line)) | string replace -r '\\t.*' ''; "
          + "echo '\(ShellHarness.end)'")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// zsh: `zsh -f script MODE FUNCTIONDIR WORKDIR LINE…`. An interactive zsh in a pseudo-terminal
  /// (`zsh/zpty`) with `compinit` loads the completion from `fpath` (MODE `fpath`) or by
  /// `source` (MODE `source`); each LINE is typed and completed with Tab. A wrapper around
  /// `compadd` prints every match that completion adds, whichever helper added it.
  static let zsh = #"""
    zmodload zsh/zpty || { print -u2 "zsh/zpty is missing"; exit 3 }
    local mode=$1 function_dir=$2 work=$3
    shift 3
    zpty -b vr zsh -f -i
    # Reads the terminal until $1 appears; ten seconds at most.
    await() {
      local chunk output="" deadline=$(( SECONDS + 10 ))
      while (( SECONDS < deadline )); do
        if zpty -r -t vr chunk; then
          output+=$chunk
          if [[ $output == *$1* ]]; then
            REPLY=$output
            return 0
          fi
        else
          sleep 0.05
        fi
      done
      print -u2 "timed out waiting for $1; the terminal showed: $output"
      exit 4
    }
    # Reads the terminal until it has been quiet for a fifth of a second (ten seconds at most),
    # so that the next keys are not typed ahead of a completion still running: zsh may cut a
    # completion short when keys are waiting.
    settle() {
      local chunk quiet=0 deadline=$(( SECONDS + 10 ))
      REPLY=""
      while (( SECONDS < deadline && quiet < 4 )); do
        if zpty -r -t vr chunk; then
          REPLY+=$chunk
          quiet=0
        else
          sleep 0.05
          (( quiet += 1 ))
        fi
      done
    }
    zpty -w vr "PS1='' RPS1='' PROMPT_EOL_MARK=''; unset zle_bracketed_paste"
    if [[ $mode == fpath ]]; then
      zpty -w vr "fpath=(${(q)function_dir} \$fpath); autoload -Uz compinit; compinit -u -D"
    else
      zpty -w vr "autoload -Uz compinit; compinit -u -D; source ${(q)function_dir}/_veloready"
    fi
    zpty -w vr "zstyle ':completion:*' list-prompt ''; zstyle ':completion:*' menu no"
    zpty -w vr 'compadd() {
      if (( ${@[(I)-[OAD]]} )); then builtin compadd "$@"; return; fi
      local -a hits; builtin compadd -A hits "$@"
      local hit; for hit in $hits; do print -r -- "<match>$hit</match>"; done
      builtin compadd "$@"
    }'
    zpty -w vr "cd ${(q)work}"
    # The marker is split in the command so that only its output matches.
    zpty -w vr "print -r -- __re''ady__"
    await __ready__
    local line entry
    local -a found
    for line in "$@"; do
      zpty -w -n vr "$line"$'\t'
      settle
      local completed=$REPLY
      zpty -w -n vr $'\C-u'
      zpty -w vr "print -r -- __do''ne__"
      await __done__
      completed+=$REPLY
      found=(${(M)${(f)completed//$'\r'/}:#*<match>*})
      for entry in $found; do
        entry=${entry#*<match>}
        print -r -- ${entry%%</match>*}
      done
      print -r -- '<end>'
    done
    zpty -d vr
    """#

  private static func quoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  private static func fishQuoted(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
      + "'"
  }
}
