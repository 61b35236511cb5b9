import ScoreEngine
import VeloKit

/// The rows of `CommandTable` for what the rider enters: corrections of activities, tags of
/// days and what the tags do to recovery.
enum RiderCommands {
  /// `activities ignore|set-load|set-sport|reset`.
  static let activityActions = [
    ActionSpec(name: "ignore", arguments: [id]),
    ActionSpec(
      name: "set-load",
      arguments: [id, ArgumentSpec(name: "load", help: "The load, TSS-equivalent, 0–33600.")]),
    ActionSpec(
      name: "set-sport",
      arguments: [
        id,
        ArgumentSpec(
          name: "sport", help: Sport.allCases.map(\.rawValue).joined(separator: ", ") + ".",
          completion: .words(Sport.allCases.map(\.rawValue))),
      ]),
    ActionSpec(name: "reset", arguments: [id]),
  ]

  static let tag = CommandSpec(
    name: "tag", summary: "Tag a day with what you did or felt.",
    discussion: HelpText.tag,
    usage: [
      "tag add <name> [--date <date>] [--value <n>]", "tag remove <name> [--date <date>]",
      "tag list [--days <n>] [--date <date>]",
    ],
    actions: [
      ActionSpec(name: "add", arguments: [name]),
      ActionSpec(name: "remove", arguments: [stored]),
      ActionSpec(name: "list"),
    ],
    defaultAction: "list",
    examples: [
      "veloready tag add alcohol", "veloready tag add soreness --value 4 --date 2026-11-17",
      "veloready tag remove alcohol",
    ]
  ) { context throws(CLIError) in try TagCommand(context).run() }

  static let impacts = CommandSpec(
    name: "impacts", summary: "Compare the mornings after tagged days with the others.",
    discussion: HelpText.impacts,
    examples: ["veloready impacts", "veloready impacts --tag alcohol --days 365 --json"]
  ) { context throws(CLIError) in try ImpactsCommand(context).run() }

  private static let id = ArgumentSpec(
    name: "id", help: "The activity's id, as 'veloready activities' shows it.",
    completion: .dynamic(CompletionCandidates.Kind.activityIDs.rawValue))

  private static let name = ArgumentSpec(
    name: "name",
    help: "Lower-case words joined by hyphens: "
      + TagName.suggested.joined(separator: ", ") + ", or your own.",
    completion: .dynamic(CompletionCandidates.Kind.tagNames.rawValue))

  /// A tag the store holds, for `tag remove`.
  private static let stored = ArgumentSpec(
    name: "name", help: "The tag's name, as 'veloready tag list' shows it.",
    completion: .dynamic(CompletionCandidates.Kind.tags.rawValue))
}
