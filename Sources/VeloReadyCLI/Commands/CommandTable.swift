import ScoreEngine
import VeloKit

/// Every command of `veloready`, declared once, in help order; each row wires its command.
///
/// Adding a command is one row here and one file in this folder (its `run` only wires); its
/// options are rows of `OptionTable` that name it. The parser, help, the shell completions and
/// the man page follow from the row.
enum CommandTable {
  static let program = ProgramSpec(
    name: "veloready",
    summary: "A daily readiness dashboard for cyclists and endurance athletes.",
    discussion: HelpText.overview, commands: commands, defaultCommand: "today",
    examples: [
      "veloready import export.zip", "veloready today",
      "veloready today --check --cached || notify-send veloready \"check today's alerts\"",
      "veloready config set ftp 250",
    ], options: OptionTable.all + OptionTable.riderOptions)

  static let commands: [CommandSpec] = [
    CommandSpec(
      name: "today", summary: "Show today's sleep, recovery and strain.",
      discussion: HelpText.today, exitStatus: HelpText.todayExitStatus
    ) { context throws(CLIError) in try TodayCommand(context).run() },
    CommandSpec(
      name: "import", summary: "Import records from files into the store.",
      discussion: HelpText.importHelp,
      arguments: [
        ArgumentSpec(
          name: "path", help: "A file, or a folder of device files or of an export.",
          isRepeating: true,
          completion: .files)
      ],
      exitStatus: HelpText.importExitStatus
    ) { context throws(CLIError) in try ImportCommand(context).run() },
    CommandSpec(
      name: "sync", summary: "Fetch wellness and activities from intervals.icu.",
      discussion: HelpText.sync, exitStatus: HelpText.syncExitStatus
    ) { context throws(CLIError) in try SyncCommand(context).run() },
    CommandSpec(
      name: "alerts", summary: "List, dismiss or reset the day's alerts.",
      discussion: HelpText.alerts,
      usage: [
        "alerts [--date <date>] [--json] [--check]",
        "alerts dismiss <alert> [--date <date>] [--until <date>]", "alerts reset [<alert>]",
      ],
      actions: [
        ActionSpec(name: "dismiss", arguments: [alert(isOptional: false)]),
        ActionSpec(name: "reset", arguments: [alert(isOptional: true)]),
      ],
      examples: [
        "veloready today --check --cached || notify-send \"veloready\" \"check your alerts\""
      ]
    ) { context throws(CLIError) in try AlertsCommand(context).run() },
    CommandSpec(
      name: "explain", summary: "Explain where each score's points come from.",
      discussion: HelpText.explain,
      arguments: [
        ArgumentSpec(
          name: "topic",
          help: ExplainTopic.allCases.map(\.rawValue).joined(separator: ", ")
            + " (default: all).",
          isOptional: true, completion: .words(ExplainTopic.allCases.map(\.rawValue)),
          unknownKind: "topic")
      ],
      examples: [
        "veloready explain recovery", "veloready explain plan",
        "veloready explain --date 2026-11-18 --json",
      ]
    ) { context throws(CLIError) in try ExplainCommand(context).run() },
    CommandSpec(
      name: "status", summary: "Show where the store is, what it holds, and check it.",
      discussion: HelpText.status, exitStatus: HelpText.statusExitStatus
    ) { context throws(CLIError) in try StatusCommand(context).run() },
    CommandSpec(
      name: "history", summary: "List the scores and form of each day.",
      discussion: HelpText.history,
      examples: [
        "veloready history --days 14", "veloready history --from 2026-01-01 --csv > days.csv",
      ]
    ) { context throws(CLIError) in try HistoryCommand.run(context) },
    CommandSpec(
      name: "week", summary: "Report a week against the week before.",
      discussion: HelpText.week
    ) { context throws(CLIError) in try WeekCommand.run(context) },
    CommandSpec(
      name: "trends", summary: "Chart recovery, HRV, resting HR, sleep and form.",
      discussion: HelpText.trends,
      examples: ["veloready trends --days 365", "veloready trends --svg --chart pmc > pmc.svg"]
    ) { context throws(CLIError) in try TrendsCommand.run(context) },
    CommandSpec(
      name: "report", summary: "Write an HTML report of charts to keep or send.",
      discussion: HelpText.report,
      examples: [
        "veloready report --html > report.html",
        "veloready report --from 2026-01-01 --to 2026-06-30 --html > spring.html",
      ]
    ) { context throws(CLIError) in try ReportCommand(context).run() },
    CommandSpec(
      name: "activities", summary: "List activities with load and sources; correct one.",
      discussion: HelpText.activities,
      usage: [
        "activities [--days <n>] [--date <date>] [--sport <sport>] [--json]",
        "activities ignore <id> [--hr] [--power] [--all]", "activities set-load <id> <load>",
        "activities set-sport <id> <sport>", "activities reset <id>",
      ],
      actions: RiderCommands.activityActions,
      examples: [
        "veloready activities ignore k3x9ab --hr", "veloready activities set-load k3x9ab 85",
        "veloready activities reset k3x9ab",
      ]
    ) { context throws(CLIError) in try ActivitiesCommand(context).run() },
    CommandSpec(
      name: "what-if", summary: "Project CTL, ATL and form under planned loads.",
      discussion: HelpText.whatIf,
      examples: [
        "veloready what-if --load 120", "veloready what-if --loads 80,0,120,60",
        "veloready what-if --rest --days 3",
      ]
    ) { context throws(CLIError) in try WhatIfCommand(context).run() },
    CommandSpec(
      name: "export", summary: "Export the daily series or the records.",
      discussion: HelpText.export,
      examples: [
        "veloready export --csv > days.csv", "veloready export --json > backup.json",
        "veloready --data ~/new-store import backup.json",
      ]
    ) { context throws(CLIError) in try ExportCommand(context).run() },
    RiderCommands.tag, RiderCommands.impacts,
    CommandSpec(
      name: "validate", summary: "Test whether the scores predict your next day.",
      discussion: HelpText.validate
    ) { context throws(CLIError) in try ValidateCommand.run(context) },
    CommandSpec(
      name: "config", summary: "Show or change settings.",
      usage: [
        "config [list]", "config get <key>", "config set <key> <value>", "config unset <key>",
      ],
      actions: [
        ActionSpec(name: "list"), ActionSpec(name: "get", arguments: [key]),
        ActionSpec(name: "set", arguments: [key, ArgumentSpec(name: "value")]),
        ActionSpec(name: "unset", arguments: [key]),
      ],
      defaultAction: "list",
      sections: [HelpSection(title: "KEYS", rows: ConfigKey.all.map { ($0.name, $0.help) })]
    ) { context throws(CLIError) in try ConfigCommand(context).run() },
    CommandSpec(
      name: "completions", summary: "Print a shell completion script.",
      discussion: HelpText.completions,
      arguments: [
        ArgumentSpec(
          name: "shell", help: "bash, zsh or fish.",
          completion: .words(Shell.allCases.map(\.rawValue)),
          unknownKind: "shell")
      ],
      examples: [
        "veloready completions bash > ~/.local/share/bash-completion/completions/veloready",
        "veloready completions zsh > ~/.zfunc/_veloready",
        "veloready completions fish > ~/.config/fish/completions/veloready.fish",
      ]
    ) { context throws(CLIError) in try CompletionsCommand(context).run() },
    CommandSpec(
      name: "help", summary: "Show help for a subcommand.",
      arguments: [
        ArgumentSpec(
          name: "subcommand", isOptional: true, completion: .commands, unknownKind: "command")
      ]
    ) { context in HelpCommand(context).run() },
  ]

  private static let key = ArgumentSpec(
    name: "key", completion: .words(ConfigKey.all.map(\.name)))

  private static func alert(isOptional: Bool) -> ArgumentSpec {
    let ids = AlertID.allCases.map(\.rawValue)
    return ArgumentSpec(
      name: "alert", help: ids.joined(separator: ", ") + ".", isOptional: isOptional,
      completion: .words(ids))
  }
}
