/// One command, declared once: its name, its help, its arguments and how it runs. The commands'
/// rows live with the wiring (`CommandTable`); their options are rows of `OptionTable`.
package struct CommandSpec<Options: CommandOptions>: Sendable {
  /// The word that selects it.
  package let name: String
  /// One line, for `OVERVIEW:` and the command lists of help and the man page.
  package let summary: String
  /// Paragraphs under the overview, broken into lines as help shows them.
  package var discussion: String?
  /// Usage lines after `veloready `, when generated ones would not say it well (commands with
  /// actions); otherwise made from the options and arguments.
  package var usage: [String]?
  /// Positional arguments, for a command without actions.
  package var arguments: [ArgumentSpec] = []
  /// Verbs, such as `dismiss` and `reset`; the first positional selects one.
  package var actions: [ActionSpec] = []
  /// The action when none is named (`config` lists); `nil`: the command's own behaviour.
  package var defaultAction: String?
  /// Extra lists in help, after ARGUMENTS.
  package var sections: [HelpSection] = []
  /// What each exit code means, broken into lines as help shows them.
  package var exitStatus: String?
  /// Command lines to copy, one per line.
  package var examples: [String] = []
  /// Runs it; only wiring to the feature that does the work.
  package let run: @Sendable (CommandContext<Options>) throws(CLIError) -> ExitCode

  /// The action named `name`.
  package func action(named name: String) -> ActionSpec? {
    actions.first { $0.name == name }
  }

  /// The ARGUMENTS of help: every argument with help text, once, in order.
  var documentedArguments: [ArgumentSpec] {
    var seen: Set<String> = []
    return (arguments + actions.flatMap(\.arguments)).filter {
      $0.help != nil && seen.insert($0.name).inserted
    }
  }

  /// A command of the table.
  package init(
    name: String, summary: String, discussion: String? = nil, usage: [String]? = nil,
    arguments: [ArgumentSpec] = [], actions: [ActionSpec] = [], defaultAction: String? = nil,
    sections: [HelpSection] = [], exitStatus: String? = nil, examples: [String] = [],
    run: @escaping @Sendable (CommandContext<Options>) throws(CLIError) -> ExitCode
  ) {
    self.name = name
    self.summary = summary
    self.discussion = discussion
    self.usage = usage
    self.arguments = arguments
    self.actions = actions
    self.defaultAction = defaultAction
    self.sections = sections
    self.exitStatus = exitStatus
    self.examples = examples
    self.run = run
  }
}
