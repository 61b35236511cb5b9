import ScoreEngine
import Testing

@testable import VeloReadyCLI

/// The hand-written argument parser, from tables, error messages too (docs/architecture.md §10).
@Suite struct ArgumentParserTests {
  static func today(_ configure: (inout TodayOptions) -> Void = { _ in }) -> Command {
    var options = TodayOptions()
    configure(&options)
    return .today(options)
  }

  static let valid: [([String], Command)] = [
    ([], today()),
    (["today"], today()),
    (
      ["today", "--json", "--offline"],
      today {
        $0.json = true
        $0.offline = true
      }
    ),
    (["--json"], today { $0.json = true }),
    (["today", "--date", "2025-06-02"], today { $0.date = LocalDate(iso: "2025-06-02") }),
    (
      ["today", "--date=2025-06-02", "--cached"],
      today {
        $0.date = LocalDate(iso: "2025-06-02")
        $0.cached = true
      }
    ),
    (
      ["today", "--refresh", "--check"],
      today {
        $0.refresh = true
        $0.check = true
      }
    ),
    (["import", "a.json", "b.json"], .importFiles(["a.json", "b.json"])),
    (["import", "--", "--odd-name.json"], .importFiles(["--odd-name.json"])),
    (["config"], .config(.list)),
    (["config", "list"], .config(.list)),
    (["config", "get", "ftp"], .config(.get("ftp"))),
    (["config", "set", "ftp", "250"], .config(.set("ftp", "250"))),
    (["config", "unset", "ftp"], .config(.unset("ftp"))),
    (["help"], .help(nil)),
    (["help", "today"], .help("today")),
    (["--help"], .help(nil)),
    (["today", "-h"], .help("today")),
    (["import", "--help"], .help("import")),
    (["--version"], .version),
  ]

  @Test(arguments: valid.indices)
  func validCommandLines(index: Int) throws {
    let (arguments, command) = Self.valid[index]
    let invocation = try ArgumentParser.parse(arguments).get()
    #expect(invocation.command == command)
  }

  @Test func globalOptionsGoBeforeOrAfterTheCommand() throws {
    let before = try ArgumentParser.parse(
      ["--data", "/x", "--color", "never", "--ascii", "--tz", "Europe/Berlin", "today"]
    ).get()
    let after = try ArgumentParser.parse(
      ["today", "--data=/x", "--color=never", "--ascii", "--tz", "Europe/Berlin"]
    ).get()
    #expect(before == after)
    #expect(before.global.dataDirectory == "/x")
    #expect(before.global.color == .never)
    #expect(before.global.ascii)
    #expect(before.global.timeZone == "Europe/Berlin")
    let importing = try ArgumentParser.parse(["import", "a.json", "--data", "/y"]).get()
    #expect(importing.command == .importFiles(["a.json"]) && importing.global.dataDirectory == "/y")
  }

  static let invalid: [([String], String, String?)] = [
    (["--jsn"], "Unknown option '--jsn'. Did you mean '--json'?", "today"),
    (["today", "--refrsh"], "Unknown option '--refrsh'. Did you mean '--refresh'?", "today"),
    (
      ["today", "--colour", "never"], "Unknown option '--colour'. Did you mean '--color'?", "today"
    ),
    (["today", "--frobnicate"], "Unknown option '--frobnicate'.", "today"),
    (["import", "--json", "a"], "Unknown option '--json'.", "import"),
    (["todya"], "Unknown command 'todya'. Did you mean 'today'?", nil),
    (["imprt", "x"], "Unknown command 'imprt'. Did you mean 'import'?", nil),
    (["today", "--date"], "Missing value for '--date <date>'", "today"),
    (
      ["today", "--date", "2025-13-01"],
      "The value '2025-13-01' is invalid for '--date <date>'. Use YYYY-MM-DD.", "today"
    ),
    (
      ["--color", "sometimes"],
      "The value 'sometimes' is invalid for '--color <when>'. Use auto, always or never.", nil
    ),
    (
      ["today", "--cached", "--refresh"], "'--cached' and '--refresh' cannot be used together",
      "today"
    ),
    (["today", "--json=yes"], "The flag '--json' does not take a value (got 'yes')", nil),
    (["today", "extra"], "Unexpected argument 'extra'", "today"),
    (["import"], "Missing expected argument '<path> ...'", "import"),
    (["config", "set", "ftp"], "Missing expected argument '<value>'", "config"),
    (["config", "get"], "Missing expected argument '<key>'", "config"),
    (["config", "get", "a", "b"], "Unexpected argument 'b'", "config"),
    (["config", "sett", "a", "b"], "Unknown config action 'sett'. Did you mean 'set'?", "config"),
    (["help", "frob"], "Unknown command 'frob'.", nil),
    (["--data"], "Missing value for '--data <dir>'", nil),
  ]

  @Test(arguments: invalid.indices)
  func invalidCommandLines(index: Int) {
    let (arguments, message, command) = Self.invalid[index]
    switch ArgumentParser.parse(arguments) {
    case .success(let invocation): Issue.record("parsed \(arguments) as \(invocation)")
    case .failure(let error):
      #expect(error.message == message)
      #expect(error.command == command)
    }
  }

  @Test(
    "suggestions only for likely typos",
    arguments: [
      ("--jsn", "--json"), ("--ofline", "--offline"), ("--dat", "--date"), ("--x", nil),
      ("--verbose", nil),
    ] as [(String, String?)])
  func suggestions(input: String, expected: String?) {
    #expect(
      Suggestion.nearest(to: input, in: ArgumentParser.validOptions(for: "today")) == expected)
  }
}
