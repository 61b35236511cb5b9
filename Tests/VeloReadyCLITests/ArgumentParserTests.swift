import ScoreEngine
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

/// The table-driven parser, from tables of named cases, error messages too
/// (docs/architecture.md §10).
@Suite struct ArgumentParserTests {
  static let valid: [ParseCase] = [
    ParseCase("no arguments run today", [], "today"),
    ParseCase("today by name", ["today"], "today"),
    ParseCase(
      "two flags", ["today", "--json", "--offline"], "today",
      options: {
        $0.json = true
        $0.offline = true
      }),
    ParseCase("a today flag without the command", ["--json"], "today", options: { $0.json = true }),
    ParseCase(
      "a date as the next word", ["today", "--date", "2025-06-02"], "today",
      options: { $0.date = LocalDate(iso: "2025-06-02") }),
    ParseCase(
      "a date after '='", ["today", "--date=2025-06-02", "--cached"], "today",
      options: {
        $0.date = LocalDate(iso: "2025-06-02")
        $0.cached = true
      }),
    ParseCase(
      "refresh and check", ["today", "--refresh", "--check"], "today",
      options: {
        $0.refresh = true
        $0.check = true
      }),
    ParseCase(
      "import takes paths", ["import", "a.json", "b.json"], "import", ["a.json", "b.json"]),
    ParseCase(
      "a path that looks like an option after '--'", ["import", "--", "--odd-name.json"], "import",
      ["--odd-name.json"]),
    ParseCase("a lone dash is a path", ["import", "-"], "import", ["-"]),
    ParseCase("sync days", ["sync", "--days", "30"], "sync", options: { $0.days = 30 }),
    ParseCase("config lists by default", ["config"], "config", action: "list"),
    ParseCase("config list", ["config", "list"], "config", action: "list"),
    ParseCase("config get", ["config", "get", "ftp"], "config", action: "get", ["ftp"]),
    ParseCase(
      "config set", ["config", "set", "ftp", "250"], "config", action: "set", ["ftp", "250"]),
    ParseCase(
      "a negative number is a value", ["config", "set", "ftp", "-5"], "config", action: "set",
      ["ftp", "-5"]),
    ParseCase(
      "a negative decimal is a value", ["config", "set", "sleepNeedHours", "-.5"], "config",
      action: "set", ["sleepNeedHours", "-.5"]),
    ParseCase("config unset", ["config", "unset", "ftp"], "config", action: "unset", ["ftp"]),
    ParseCase("alerts list", ["alerts", "--json"], "alerts", options: { $0.json = true }),
    ParseCase(
      "alerts dismiss until", ["alerts", "dismiss", "overtraining", "--until", "2026-11-30"],
      "alerts", action: "dismiss", ["overtraining"],
      options: { $0.until = LocalDate(iso: "2026-11-30") }),
    ParseCase("alerts reset all", ["alerts", "reset"], "alerts", action: "reset"),
    ParseCase(
      "alerts reset one", ["alerts", "reset", "calibrating"], "alerts", action: "reset",
      ["calibrating"]),
    ParseCase("completions", ["completions", "zsh"], "completions", ["zsh"]),
    ParseCase("help", ["help"], "help"),
    ParseCase("help for a command", ["help", "today"], "help", ["today"]),
    ParseCase("help for completions", ["help", "completions"], "help", ["completions"]),
    ParseCase("--help", ["--help"], "help"),
    ParseCase("-h after a command", ["today", "-h"], "help", ["today"]),
    ParseCase("--help after a command", ["import", "--help"], "help", ["import"]),
    ParseCase(
      "--help wins over a missing argument", ["alerts", "dismiss", "--help"], "help", ["alerts"]),
    ParseCase("--version", ["--version"], "today", options: { $0.version = true }),
    ParseCase("-V", ["-V"], "today", options: { $0.version = true }),
  ]

  @Test(arguments: valid)
  func validCommandLines(_ example: ParseCase) throws {
    let invocation = try VeloReadyCommand.parse(example.arguments).get()
    #expect(invocation == example.expected)
  }

  @Test func globalOptionsGoBeforeOrAfterTheCommand() throws {
    let before = try VeloReadyCommand.parse(
      ["--data", "/x", "--color", "never", "--ascii", "--tz", "Europe/Berlin", "today"]
    ).get()
    let after = try VeloReadyCommand.parse(
      ["today", "--data=/x", "--color=never", "--ascii", "--tz", "Europe/Berlin"]
    ).get()
    #expect(before == after)
    #expect(before.options.global.dataDirectory == "/x")
    #expect(before.options.global.color == .never)
    #expect(before.options.global.ascii)
    #expect(before.options.global.timeZone == "Europe/Berlin")
    let importing = try VeloReadyCommand.parse(["import", "a.json", "--data", "/y"]).get()
    #expect(importing.arguments == ["a.json"] && importing.options.global.dataDirectory == "/y")
  }

  static let invalid: [UsageCase] = [
    UsageCase(
      "a typo of a today flag", ["--jsn"], "Unknown option '--jsn'. Did you mean '--json'?",
      hint: "today"),
    UsageCase(
      "a typo after today", ["today", "--refrsh"],
      "Unknown option '--refrsh'. Did you mean '--refresh'?", hint: "today"),
    UsageCase(
      "British spelling of a global option", ["today", "--colour", "never"],
      "Unknown option '--colour'. Did you mean '--color'?", hint: "today"),
    UsageCase(
      "a typo of an alerts flag", ["alerts", "--jsn"],
      "Unknown option '--jsn'. Did you mean '--json'?", hint: "alerts"),
    UsageCase(
      "a typo of the sync option", ["sync", "--dayz", "3"],
      "Unknown option '--dayz'. Did you mean '--days'?", hint: "sync"),
    UsageCase(
      "a lower-case -v", ["-v"], "Unknown option '-v'. Did you mean '-V'?", hint: "today"),
    UsageCase(
      "nothing close", ["today", "--frobnicate"], "Unknown option '--frobnicate'.", hint: "today"),
    UsageCase(
      "another command's option", ["import", "--json", "a"], "Unknown option '--json'.",
      hint: "import"),
    UsageCase(
      "a today option before another command", ["--json", "import", "a"],
      "Unknown option '--json'.", hint: "import"),
    UsageCase(
      "a today option before sync", ["--offline", "sync"],
      "Unknown option '--offline'.", hint: "sync"),
    UsageCase(
      "a typo of a command", ["todya"], "Unknown command 'todya'. Did you mean 'today'?",
      hint: nil),
    UsageCase(
      "a typo of import", ["imprt", "x"], "Unknown command 'imprt'. Did you mean 'import'?",
      hint: nil),
    UsageCase(
      "a typo of completions", ["completion", "bash"],
      "Unknown command 'completion'. Did you mean 'completions'?", hint: nil),
    UsageCase(
      "a date at the end", ["today", "--date"], "Missing value for '--date <date>'", hint: "today"),
    UsageCase(
      "a date followed by a flag", ["today", "--date", "--json"],
      "Missing value for '--date <date>'", hint: "today"),
    UsageCase(
      "an impossible date", ["today", "--date", "2025-13-01"],
      "The value '2025-13-01' is invalid for '--date <date>'. Use YYYY-MM-DD.", hint: "today"),
    UsageCase(
      "an unknown colour", ["--color", "sometimes"],
      "The value 'sometimes' is invalid for '--color <when>'. Use auto, always or never.",
      hint: nil),
    UsageCase(
      "cached and refresh", ["today", "--cached", "--refresh"],
      "'--cached' and '--refresh' cannot be used together", hint: "today"),
    UsageCase(
      "refresh and cached", ["today", "--refresh", "--cached"],
      "'--cached' and '--refresh' cannot be used together", hint: "today"),
    UsageCase(
      "a flag given a value", ["today", "--json=yes"],
      "The flag '--json' does not take a value (got 'yes')", hint: "today"),
    UsageCase(
      "a global flag given a value", ["--ascii=1"],
      "The flag '--ascii' does not take a value (got '1')", hint: nil),
    UsageCase(
      "--version given a value", ["--version=2"],
      "The flag '--version' does not take a value (got '2')", hint: nil),
    UsageCase(
      "--help given a value", ["sync", "--help=x"],
      "The flag '--help' does not take a value (got 'x')", hint: "sync"),
    UsageCase("empty --data", ["--data="], "Missing value for '--data <dir>'", hint: nil),
    UsageCase("empty --tz", ["today", "--tz="], "Missing value for '--tz <zone>'", hint: "today"),
    UsageCase("empty --color", ["--color="], "Missing value for '--color <when>'", hint: nil),
    UsageCase(
      "empty --date", ["today", "--date="], "Missing value for '--date <date>'", hint: "today"),
    UsageCase("empty --days", ["sync", "--days="], "Missing value for '--days <n>'", hint: "sync"),
    UsageCase(
      "an empty value as the next word", ["--data", "", "today"],
      "Missing value for '--data <dir>'", hint: nil),
    UsageCase(
      "negative days", ["sync", "--days", "-3"],
      "The value '-3' is invalid for '--days <n>'. Use a whole number of days, 1–3650.",
      hint: "sync"),
    UsageCase(
      "zero days", ["sync", "--days=0"],
      "The value '0' is invalid for '--days <n>'. Use a whole number of days, 1–3650.",
      hint: "sync"),
    UsageCase(
      "a stray word after today", ["today", "extra"], "Unexpected argument 'extra'", hint: "today"),
    UsageCase(
      "import with nothing", ["import"], "Missing expected argument '<path> ...'", hint: "import"),
    UsageCase(
      "config set without a value", ["config", "set", "ftp"], "Missing expected argument '<value>'",
      hint: "config"),
    UsageCase(
      "config set without a key", ["config", "set"], "Missing expected argument '<key>'",
      hint: "config"),
    UsageCase(
      "config get without a key", ["config", "get"], "Missing expected argument '<key>'",
      hint: "config"),
    UsageCase(
      "config get with two keys", ["config", "get", "a", "b"], "Unexpected argument 'b'",
      hint: "config"),
    UsageCase(
      "config list with a key", ["config", "list", "ftp"], "Unexpected argument 'ftp'",
      hint: "config"),
    UsageCase(
      "a typo of a config action", ["config", "sett", "a", "b"],
      "Unknown config action 'sett'. Did you mean 'set'?", hint: "config"),
    UsageCase(
      "a typo of an alerts action", ["alerts", "dismis", "overtraining"],
      "Unknown alerts action 'dismis'. Did you mean 'dismiss'?", hint: "alerts"),
    UsageCase(
      "alerts list is not an action", ["alerts", "list"], "Unknown alerts action 'list'.",
      hint: "alerts"),
    UsageCase(
      "alerts dismiss without an alert", ["alerts", "dismiss"],
      "Missing expected argument '<alert>'", hint: "alerts"),
    UsageCase(
      "alerts dismiss with two alerts", ["alerts", "dismiss", "a", "b"], "Unexpected argument 'b'",
      hint: "alerts"),
    UsageCase(
      "--until without dismiss", ["alerts", "--until", "2026-11-30"],
      "'--until' goes with 'alerts dismiss'", hint: "alerts"),
    UsageCase(
      "--until with reset", ["alerts", "reset", "--until", "2026-11-30"],
      "'--until' goes with 'alerts dismiss'", hint: "alerts"),
    UsageCase(
      "help for an unknown command", ["help", "frob"], "Unknown command 'frob'.", hint: nil),
    UsageCase(
      "help for a typo", ["help", "snyc"], "Unknown command 'snyc'. Did you mean 'sync'?", hint: nil
    ),
    UsageCase(
      "help for two commands", ["help", "today", "sync"], "Unexpected argument 'sync'", hint: "help"
    ),
    UsageCase(
      "completions without a shell", ["completions"], "Missing expected argument '<shell>'",
      hint: "completions"),
    UsageCase(
      "completions for a typo", ["completions", "zhs"],
      "Unknown shell 'zhs'. Did you mean 'zsh'?", hint: "completions"),
    UsageCase("--data at the end", ["--data"], "Missing value for '--data <dir>'", hint: nil),
  ]

  @Test(arguments: invalid)
  func invalidCommandLines(_ example: UsageCase) {
    switch VeloReadyCommand.parse(example.arguments) {
    case .success(let invocation): Issue.record("parsed as \(invocation)")
    case .failure(let error):
      #expect(error.message == example.message)
      #expect(error.command == example.command)
    }
  }

  @Test(
    "negative numbers are values, other dashed words options",
    arguments: [
      ("-5", true), ("-0.5", true), ("-.5", true), ("-12e3", true), ("-", false), ("-V", false),
      ("--5", false), ("-5x", false), ("-.", false), ("-inf", false), ("-nan", false),
    ])
  func negativeNumbers(word: String, isNumber: Bool) {
    #expect(ArgumentParser.isNegativeNumber(word) == isNumber)
    #expect(ArgumentParser.isOptionName(word) == (word != "-" && !isNumber))
  }

  @Test(
    "suggestions only for likely typos",
    arguments: [
      ("--jsn", "--json"), ("--ofline", "--offline"), ("--dat", "--date"), ("--x", nil),
      ("--verbose", nil), ("--JSON", "--json"),
    ] as [(String, String?)])
  func suggestions(input: String, expected: String?) {
    let names = CommandTable.program.options(for: "today").map(\.name)
    #expect(Suggestion.nearest(to: input, in: names) == expected)
  }
}
