import ScoreEngine

/// Every option of `veloready`, declared once, in help order: a command's help lists its own
/// options in this order, then the global ones.
///
/// Adding an option is one row here and its field in `OptionValues`; the parser, the
/// suggestions, help, the shell completions and the man page follow.
enum OptionTable {
  static let all: [OptionSpec] = [
    OptionSpec(
      name: "--date", kind: date(\.date), scope: .commands(["today", "alerts", "explain"]),
      help: "The day to score, YYYY-MM-DD (default: today).",
      helpByCommand: [
        "alerts": "The day, YYYY-MM-DD (default: today).",
        "explain": "The day to explain, YYYY-MM-DD (default: today).",
      ]),
    OptionSpec(
      name: "--json", kind: flag(\.json), scope: .commands(["today", "alerts", "explain"]),
      help: "Print the veloready.today/v1 JSON document.",
      helpByCommand: [
        "alerts": "Print the veloready.alerts/v1 JSON document.",
        "explain": "Print the veloready.explain/v1 JSON document.",
      ]),
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
      name: "--check", kind: flag(\.check), scope: .commands(["today", "alerts"]),
      help: "Exit 20 when a warning alert is active, 30 when a\n"
        + "critical one is, else 0 (for cron jobs)."),
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
      scope: .commands(["sync"]), help: "Fetch the last n days (1–3650) instead."),
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

  private static func flag(_ path: WritableKeyPath<OptionValues, Bool> & Sendable)
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
