/// What a shell may offer for an option's value or a positional argument.
package enum Completion: Equatable, Sendable {
  /// Nothing: free text such as a date.
  case none
  /// A fixed set of words.
  case words([String])
  /// The names of the table's commands.
  case commands
  /// File names (and directories, to descend into).
  case files
  /// Directory names only.
  case directories
  /// Words only the program knows, read from its data when Tab is pressed: the script runs
  /// `PROGRAM __complete KIND WORDS…` (the words typed before the one completed) and offers the
  /// lines it prints; the program prints nothing, and no error, when it has nothing to offer.
  case dynamic(String)
}
