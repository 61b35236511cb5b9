import Foundation
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

/// The report commands fit the terminal and keep to ASCII when asked (docs/architecture.md §13):
/// every line of text output within `COLUMNS`, and no byte ≥ 0x80 under `--ascii` or a
/// non-UTF-8 locale, on the demo athlete and on a store whose activities have wide names.
@Suite struct ReportLayoutTests {
  static let commands: [[String]] = [
    ["history"], ["history", "--days", "120"], ["week"], ["week", "--date", "2026-11-04"],
    ["trends"], ["trends", "--days", "365"], ["trends", "--chart", "pmc"],
    ["activities", "--days", "10"],
    ["what-if", "--load", "150"], ["what-if", "--loads", "80,0,250,0,40"], ["validate"],
    // Ranges with no record: the pointer to the store's days and its command fit too.
    ["history", "--date", "2020-01-10"], ["week", "--date", "2020-01-10"],
    ["trends", "--date", "2020-01-10"], ["activities", "--date", "2020-01-10"],
    ["validate", "--date", "2020-01-10"], ["today", "--date", "2020-01-10"],
    ["explain", "--date", "2020-01-10"],
  ]

  static let widths = [40, 52, 61, 80, 100, 132]

  /// A store with the golden athlete and four activities named in CJK, emoji sequences and
  /// combining marks (`records/wide-names.json`), made once for the suite's runs.
  static let store: String = {
    let directory = Paths.temporaryDirectory("layout")
    let store = directory.appendingPathComponent("store").path
    _ = InProcessRunner().run([
      "--data", store, "import", Paths.fixture("records/unwell.json").path,
      Paths.fixture("records/wide-names.json").path,
    ])
    return store
  }()

  /// The ways of asking for ASCII. They differ only in how the style is resolved
  /// (`TerminalStyleTests`), so each command is run one way, in turn, and
  /// `theWaysOfAskingForASCIIPrintTheSame` checks that they print the same bytes.
  static let asciiWays: [(flag: [String], locale: String)] = [
    (["--ascii"], "C.UTF-8"), ([], "C"), ([], "en_GB.ISO-8859-1"),
  ]

  static func run(_ arguments: [String], width: Int, locale: String = "C.UTF-8") -> RunResult {
    runner(width: width, locale: locale).run(arguments)
  }

  static func runner(width: Int, locale: String = "C.UTF-8") -> InProcessRunner {
    var runner = InProcessRunner()
    runner.variables["COLUMNS"] = "\(width)"
    runner.variables["LANG"] = locale
    runner.variables["VELOREADY_HOME"] = "/nonexistent/veloready-layout"
    return runner
  }

  /// The two-step reports among the commands, by name.
  static var twoStepReports: [String: any TwoStepReport.Type] {
    [
      "trends": TrendsCommand.self, "week": WeekCommand.self, "validate": ValidateCommand.self,
      "history": HistoryCommand.self,
    ]
  }

  /// What `arguments` print at each of `widths`.
  ///
  /// Each command is run as a rider runs it at the first width. A two-step report
  /// (`TwoStepReport`) is then worked out once and drawn at every width — the drawing at the first
  /// width must print what the run printed —, since working it out does not depend on the
  /// terminal and is most of what a run costs; any other command is run again at each width.
  static func runs(_ arguments: [String], widths: [Int]) -> [RunResult] {
    let first = run(arguments, width: widths[0])
    let start = VeloReadyCommand.start(
      runner(width: widths[0]).environment(arguments), console: CapturingConsole())
    guard case .command(let command, _) = start, let report = twoStepReports[command.name] else {
      return [first] + widths.dropFirst().map { run(arguments, width: $0) }
    }
    let drawn = drawn(report, arguments, widths: widths)
    #expect(drawn[0] == first, "\(arguments) drawn at \(widths[0]) columns is not what it printed")
    return [first] + drawn.dropFirst()
  }

  /// `report` worked out once for `arguments` and drawn at each of `widths`.
  static func drawn<Report: TwoStepReport>(
    _ report: Report.Type, _ arguments: [String], widths: [Int]
  ) -> [RunResult] {
    var worked: Report.Worked?
    return widths.map { width in
      let console = CapturingConsole()
      let start = VeloReadyCommand.start(
        runner(width: width).environment(arguments), console: console)
      guard case .command(_, let context) = start else {
        return RunResult(stdout: console.stdout, stderr: console.stderr, status: -1)
      }
      do throws(CLIError) {
        let run = try ReportRun(context)
        let made: Report.Worked
        if let worked { made = worked } else { made = try Report.work(run) }
        worked = made
        try Report.draw(made, run)
        return RunResult(stdout: console.stdout, stderr: console.stderr, status: 0)
      } catch {
        context.console.report(error)
        return RunResult(
          stdout: console.stdout, stderr: console.stderr, status: error.code.rawValue)
      }
    }
  }

  static func expectLinesFit(_ output: String, _ width: Int, _ what: String) {
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(
        TextWidth.of(String(line)) <= width,
        "\(what) at \(width) columns: '\(line)' is \(TextWidth.of(String(line))) wide")
    }
  }

  @Test(arguments: commands)
  func everyLineFitsTheWidth(_ command: [String]) {
    for store in [[], ["--data", Self.store]] {
      for (width, result) in zip(Self.widths, Self.runs(store + command, widths: Self.widths)) {
        #expect(result.status == 0, "\(command) at \(width): \(result.stderr)")
        Self.expectLinesFit(result.stdout, width, "\(store + command)")
      }
    }
  }

  /// Every command, and the CSV ones, each with its turn among the ways of asking for ASCII.
  static let asciiCommands = (commands + [["export", "--csv"], ["history", "--csv"]]).enumerated()
    .map { ($0.element, $0.offset) }

  @Test(arguments: asciiCommands)
  func asciiOutputHasNoByteAbove127AndFits(_ command: [String], _ turn: Int) {
    let way = Self.asciiWays[turn % Self.asciiWays.count]
    let width = Self.widths[0]
    for store in [[], ["--data", Self.store]] {
      let result = Self.run(store + way.flag + command, width: width, locale: way.locale)
      #expect(result.status == 0, "\(command): \(result.stderr)")
      for (stream, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
        let wide = text.utf8.filter { $0 >= 0x80 }.count
        #expect(
          wide == 0, "\(command) \(way.flag) LANG=\(way.locale): \(wide) bytes ≥ 0x80 on \(stream)")
      }
      if !command.contains("--csv") {
        Self.expectLinesFit(result.stdout, width, "\(store + way.flag + command) in ASCII")
      }
    }
  }

  @Test func theWaysOfAskingForASCIIPrintTheSame() {
    let outputs = Self.asciiWays.map { way in
      Self.run(
        ["--data", Self.store] + way.flag + ["activities", "--days", "10"], width: 52,
        locale: way.locale)
    }
    #expect(outputs[0].stdout.contains("Cafe"), "the wide names are shown, folded")
    for output in outputs.dropFirst() { #expect(output == outputs[0]) }
  }
}
