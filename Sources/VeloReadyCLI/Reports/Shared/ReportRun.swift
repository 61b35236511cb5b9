import Foundation
import ScoreEngine
import VeloKit

/// What every report command (history, week, trends, activities, what-if, export, validate)
/// resolves before it reads anything: the setup, the terminal's style and today's date.
struct ReportRun {
  let setup: Setup
  let options: OptionValues
  let style: TerminalStyle
  let now: Date
  let console: any Console

  /// Resolves the setup (warnings to stderr); a `--data` store that does not exist is an error.
  init(_ context: CommandContext) throws(CLIError) {
    let environment = context.environment
    setup = try Setup.resolve(context.global, environment, console: context.console)
    setup.printWarnings(context.console)
    if setup.store == nil, setup.location.explicit {
      throw .missing(
        "no veloready store at '\(setup.location.path)'",
        hint: "import data first: veloready --data '\(setup.location.path)' import FILE")
    }
    options = context.options
    style = TerminalStyle.resolve(
      color: context.global.color, ascii: context.global.ascii,
      environment: environment.variables, isTerminal: environment.stdoutIsTerminal,
      terminalWidth: environment.terminalWidth)
    now = environment.now
    console = context.console
  }

  /// Today in the athlete's zone.
  var today: LocalDate { setup.clock.day(of: now) }

  /// The range of `--from`/`--to` or `--days`/`--date`, `defaultDays` long by default.
  func range(defaultDays: Int) throws(CLIError) -> DayRange {
    try DayRange.resolve(options, today: today, defaultDays: defaultDays)
  }

  /// The line that says the output is the built-in demo athlete.
  var demoNote: String { Self.demoNote(style) }

  /// The demo note in `style`: every command that shows the demo athlete says so in these words.
  static func demoNote(_ style: TerminalStyle) -> String {
    style.unicode
      ? "demo data — run `veloready import` to use your own"
      : "demo data - run `veloready import` to use your own"
  }

  /// `· ` in Unicode, `- ` in ASCII: the separator of a title line's parts.
  var dot: String { style.unicode ? " · " : " - " }

  /// The title line of a report: its name, its days, the zone, and the demo note when it is one.
  func title(_ name: String, _ detail: String, origin: ScoreOrigin) -> [String] {
    var parts = [name, detail, Shown.input(setup.timeZoneName)]
    if origin == .demo { parts.append(demoNote) }
    return TextFit.wrap(parts.joined(separator: dot), after: "  ", hangingIndent: 4, style)
  }

  /// Prints `lines` to stdout, one per line.
  func print(_ lines: [String]) {
    console.out(lines.joined(separator: "\n") + "\n")
  }
}
