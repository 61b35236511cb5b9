/// One command, declared once: its name, its help, its arguments and how it runs. The commands'
/// rows live with the wiring (`CommandTable`); their options are rows of `OptionTable`.
struct CommandSpec: Sendable {
  /// The word that selects it.
  let name: String
  /// One line, for `OVERVIEW:` and the command lists of help and the man page.
  let summary: String
  /// Paragraphs under the overview, broken into lines as help shows them.
  var discussion: String?
  /// Usage lines after `veloready `, when generated ones would not say it well (commands with
  /// actions); otherwise made from the options and arguments.
  var usage: [String]?
  /// Positional arguments, for a command without actions.
  var arguments: [ArgumentSpec] = []
  /// Verbs, such as `dismiss` and `reset`; the first positional selects one.
  var actions: [ActionSpec] = []
  /// The action when none is named (`config` lists); `nil`: the command's own behaviour.
  var defaultAction: String?
  /// Extra lists in help, after ARGUMENTS.
  var sections: [HelpSection] = []
  /// What each exit code means, broken into lines as help shows them.
  var exitStatus: String?
  /// Command lines to copy, one per line.
  var examples: [String] = []
  /// Runs it; only wiring to the feature that does the work.
  let run: @Sendable (CommandContext) throws(CLIError) -> ExitCode

  /// The action named `name`.
  func action(named name: String) -> ActionSpec? {
    actions.first { $0.name == name }
  }

  /// The ARGUMENTS of help: every argument with help text, once, in order.
  var documentedArguments: [ArgumentSpec] {
    var seen: Set<String> = []
    return (arguments + actions.flatMap(\.arguments)).filter {
      $0.help != nil && seen.insert($0.name).inserted
    }
  }
}
