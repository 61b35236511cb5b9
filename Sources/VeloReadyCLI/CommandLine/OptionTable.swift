import ScoreEngine
import VeloKit

/// Every option of `veloready`, declared once, in help order: a command's help lists its own
/// options in this order, then the global ones.
///
/// Adding an option is one row here and its field in `OptionValues`; the parser, the
/// suggestions, help, the shell completions and the man page follow.
enum OptionTable {
  static let all: [OptionSpec] = [
    OptionSpec(
      name: "--date", kind: date(\.date),
      scope: .commands([
        "today", "alerts", "explain", "history", "week", "trends", "activities", "what-if",
        "validate", "tag", "impacts", "report",
      ]),
      help: "The day to score, YYYY-MM-DD (default: today).",
      helpByCommand: [
        "alerts": "The day, YYYY-MM-DD (default: today).",
        "explain": "The day to explain, YYYY-MM-DD (default: today).",
        "history": "The last day listed, YYYY-MM-DD (default: today).",
        "week": "A day of the week to report, YYYY-MM-DD (default:\ntoday).",
        "trends": "The last day charted, YYYY-MM-DD (default: today).",
        "activities": "The last day listed, YYYY-MM-DD (default: today).",
        "what-if": "The day to project from, its training included,\nYYYY-MM-DD (default: today).",
        "report": "The last day of the report, YYYY-MM-DD (default: today).",
        "validate": "The last day examined, YYYY-MM-DD (default: today).",
        "tag": "The day the tag is about, YYYY-MM-DD (default: today).",
        "impacts": "The last morning examined, YYYY-MM-DD (default: today).",
      ]),
    OptionSpec(
      name: "--json", kind: flag(\.json),
      scope: .commands([
        "today", "alerts", "explain", "status", "history", "week", "trends", "activities",
        "what-if", "export", "validate", "impacts",
      ]),
      help: "Print the veloready.today/v1 JSON document.",
      helpByCommand: [
        "alerts": "Print the veloready.alerts/v1 JSON document.",
        "explain": "Print the veloready.explain/v1 JSON document.",
        "status": "Print the veloready.status/v1 JSON document.",
        "history": "Print the veloready.history/v1 JSON document.",
        "week": "Print the veloready.week/v1 JSON document.",
        "trends": "Print the veloready.trends/v1 JSON document.",
        "activities": "Print the veloready.activities/v1 JSON document.",
        "what-if": "Print the veloready.what-if/v1 JSON document.",
        "export":
          "Print the records as veloready.records/v1 JSON, which\n'veloready import' reads back.",
        "validate": "Print the veloready.validate/v1 JSON document.",
        "impacts": "Print the veloready.impacts/v1 JSON document.",
      ],
      excludes: ["--csv"]),
    OptionSpec(
      name: "--csv", kind: flag(\.csv), scope: .commands(["history", "export"]),
      help: "Print one comma-separated line per day, with a header."),
    OptionSpec(
      name: "--html", kind: flag(\.html), scope: .commands(["report"]),
      help: "Print the report as one self-contained HTML file."),
    OptionSpec(
      name: "--svg", kind: flag(\.svg), scope: .commands(["trends"]),
      help: "Print the chart of --chart as an SVG file.", excludes: ["--json"]),
    OptionSpec(
      name: "--chart",
      kind: .value(
        placeholder: "name", expected: "Use \(ChartName.list).",
        completion: .words(ChartName.allCases.map(\.rawValue)),
        parse: { values, text in
          values.chart = ChartName(rawValue: text)
          return values.chart != nil
        }),
      scope: .commands(["trends"]), help: "Draw only this chart: \(ChartName.list)."),
    OptionSpec(
      name: "--offline", kind: flag(\.offline), scope: .commands(["today"]),
      help: "Do not contact remote sources."),
    OptionSpec(
      name: "--cached", kind: flag(\.cached), scope: .commands(["today"]),
      help:
        "No network: the cached scores, else computed from the\nstore (fast; for prompts, status bars and cron).",
      excludes: ["--refresh"]),
    OptionSpec(
      name: "--refresh", kind: flag(\.refresh), scope: .commands(["today"]),
      help: "Ignore the cache; sync first when intervals.icu is set\nup, then recompute."),
    OptionSpec(
      name: "--check", kind: flag(\.check), scope: .commands(["today", "alerts", "status"]),
      help: "Exit 20 when a warning alert is active, 30 when a\n"
        + "critical one is, else 0 (for cron jobs).",
      helpByCommand: [
        "status": "Check the database with SQLite's integrity check;\n"
          + "exit 65 when it is damaged, else 0 (for cron jobs)."
      ]),
    OptionSpec(
      name: "--until", kind: date(\.until), scope: .commands(["alerts"]),
      help: "With dismiss: the last day the dismissal holds.", action: "dismiss"),
    OptionSpec(
      name: "--days",
      kind: .value(
        placeholder: "n", expected: "Use a whole number of days, 1–3650.", completion: .none,
        parse: { values, text in
          guard let days = Int(text), (1...3650).contains(days) else { return false }
          values.days = days
          return true
        }),
      scope: .commands([
        "sync", "history", "trends", "activities", "what-if", "validate", "tag", "impacts",
        "report",
      ]),
      help: "Fetch the last n days (1–3650) instead.",
      helpByCommand: [
        "history": "How many days to list, ending on --date (default: 30).",
        "trends": "How many days to chart, ending on --date (default: 90).",
        "activities": "How many days to list, ending on --date (default:\n30).",
        "what-if": "How many days to plan with --load or --rest (default:\n7).",
        "validate": "How many days to examine, ending on --date (default:\n180).",
        "tag": "With list: how many days to list, ending on --date\n(default: 30).",
        "impacts": "How many mornings to examine, ending on --date\n(default: 180).",
        "report": "How many days to report, ending on --date (default:\n90).",
      ]),
    OptionSpec(
      name: "--from", kind: date(\.from), scope: .commands(["history", "export", "report"]),
      help: "The first day, YYYY-MM-DD.",
      helpByCommand: ["export": "The first day, YYYY-MM-DD (default: the first with a\nrecord)."],
      excludes: ["--days"]),
    OptionSpec(
      name: "--to", kind: date(\.to), scope: .commands(["history", "export", "report"]),
      help: "The last day, YYYY-MM-DD (default: today).",
      helpByCommand: [
        "export": "The last day, YYYY-MM-DD (default: today, or the last\nwith a record)."
      ],
      excludes: ["--date"]),
    OptionSpec(
      name: "--sport",
      kind: .value(
        placeholder: "sport",
        expected: "Use " + Sport.allCases.map(\.rawValue).joined(separator: ", ") + ".",
        completion: .words(Sport.allCases.map(\.rawValue)),
        parse: { values, text in
          values.sport = Sport(rawValue: text)
          return values.sport != nil
        }),
      scope: .commands(["activities"]), help: "List only this sport's activities."),
    OptionSpec(
      name: "--load",
      kind: .value(
        placeholder: "load", expected: "Use a load from 0 to 2000.", completion: .none,
        parse: { values, text in
          guard let load = planned(text) else { return false }
          values.load = load
          return true
        }),
      scope: .commands(["what-if"]), help: "Plan this load (TSS) every day.",
      excludes: ["--loads", "--rest"]),
    OptionSpec(
      name: "--loads",
      kind: .value(
        placeholder: "list",
        expected: "Use loads from 0 to 2000 separated by commas, e.g. 80,0,120.",
        completion: .none,
        parse: { values, text in
          let loads = text.split(separator: ",", omittingEmptySubsequences: false).map {
            planned(String($0))
          }
          guard !loads.isEmpty, loads.count <= 3650, !loads.contains(nil) else { return false }
          values.loads = loads.compactMap { $0 }
          return true
        }),
      scope: .commands(["what-if"]), help: "Plan these loads, one per day, e.g. 80,0,120.",
      excludes: ["--rest", "--days"]),
    OptionSpec(
      name: "--rest", kind: flag(\.rest), scope: .commands(["what-if"]),
      help: "Plan rest days (load 0)."),
    OptionSpec(
      name: "--target",
      kind: .value(
        placeholder: "band",
        expected: "Use " + ScoreBand.allCases.map(\.rawValue).joined(separator: ", ") + ".",
        completion: .words(ScoreBand.allCases.map(\.rawValue)),
        parse: { values, text in
          values.target = ScoreBand(rawValue: text)
          return values.target != nil
        }),
      scope: .commands(["what-if"]),
      help: "Show each planned day's target load for this recovery\nband."),
    OptionSpec(
      name: "--data", kind: text("dir", \.global.dataDirectory, completion: .directories),
      scope: .global,
      help: "The store to use (default: $VELOREADY_HOME, else\n"
        + "$XDG_DATA_HOME/veloready, else ~/.local/share/veloready)."),
    OptionSpec(
      name: "--color",
      kind: .value(
        placeholder: "when", expected: "Use auto, always or never.",
        completion: .words(ColorChoice.allCases.map(\.rawValue)),
        parse: { values, text in
          guard let choice = ColorChoice(rawValue: text) else { return false }
          values.global.color = choice
          return true
        }),
      scope: .global,
      help: "Colour output: auto, always or never (default: auto;\n"
        + "NO_COLOR and TERM=dumb turn it off)."),
    OptionSpec(
      name: "--ascii", kind: flag(\.global.ascii), scope: .global,
      help: "Draw with ASCII characters only."),
    // The zone is checked when the run starts (Session), which knows the system's zones.
    OptionSpec(
      name: "--tz", kind: text("zone", \.global.timeZone, completion: .none), scope: .global,
      help: "IANA time zone of your days (default: config timeZone,\nelse the system's)."),
    OptionSpec(
      name: "--help", short: "-h", kind: flag(\.help), scope: .global,
      help: "Show help information."),
    OptionSpec(
      name: "--version", short: "-V", kind: flag(\.version), scope: .overview,
      help: "Show the version."),
  ]

  /// A planned daily load: a number from 0 to 2000.
  private static func planned(_ text: String) -> Double? {
    guard let load = Double(text), load.isFinite, (0...2000).contains(load) else { return nil }
    return load
  }

  static func flag(_ path: WritableKeyPath<OptionValues, Bool> & Sendable)
    -> OptionSpec.Kind
  {
    .flag { $0[keyPath: path] = true }
  }

  private static func date(_ path: WritableKeyPath<OptionValues, LocalDate?> & Sendable)
    -> OptionSpec.Kind
  {
    .value(
      placeholder: "date", expected: "Use YYYY-MM-DD.", completion: .none,
      parse: { values, text in
        values[keyPath: path] = LocalDate(iso: text)
        return values[keyPath: path] != nil
      })
  }

  private static func text(
    _ placeholder: String, _ path: WritableKeyPath<OptionValues, String?> & Sendable,
    completion: Completion
  ) -> OptionSpec.Kind {
    .value(
      placeholder: placeholder, expected: "", completion: completion,
      parse: { values, text in
        values[keyPath: path] = text
        return true
      })
  }
}
