/// A shell that `veloready completions` writes a script for.
package enum Shell: String, CaseIterable, Sendable {
  /// GNU bash 4 or later, with or without the bash-completion package.
  case bash
  /// zsh with its completion system (`compinit`).
  case zsh
  /// fish 3 or later.
  case fish
}
