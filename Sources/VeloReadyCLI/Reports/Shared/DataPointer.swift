import ScoreEngine
import VeloKit

/// What a report with nothing to show for its dates says instead of leaving an empty table: the
/// first and last day the store holds, and the command that shows them, on a line of its own to
/// be copied (docs/architecture.md §14). The demo athlete always has data, so it says nothing.
enum DataPointer {
  /// The newest days a pointer's command asks for at most, so that following it is quick.
  static let shownDays = 366

  /// `nil` when the store holds no record; the store's first and last day otherwise.
  static func storeDays(_ setup: Setup) throws(CLIError) -> ClosedRange<LocalDate>?? {
    guard let store = setup.store else { return nil }
    return .some(try CLIError.fromStore(try store.database.recordDays(in: setup.clock)))
  }

  /// The lines for `missing` (a day or a range with no record), `command` making the command
  /// that shows the store's newest days, e.g. `{ "veloready history \(DataPointer.range($0))" }`.
  static func lines(
    _ setup: Setup, missing: ClosedRange<LocalDate>, _ style: TerminalStyle,
    command: (ClosedRange<LocalDate>) -> String
  ) throws(CLIError) -> [String] {
    guard let found = try storeDays(setup) else { return [] }
    let asked =
      missing.lowerBound == missing.upperBound
      ? "for \(missing.lowerBound)" : "from \(missing.lowerBound) to \(missing.upperBound)"
    return text(found, asked: asked, style, command: found.map { command(newest($0)) } ?? "")
  }

  /// The store's newest days, `shownDays` at most.
  static func newest(_ found: ClosedRange<LocalDate>) -> ClosedRange<LocalDate> {
    max(found.lowerBound, found.upperBound.adding(days: 1 - shownDays))...found.upperBound
  }

  /// `No data <asked>; your data runs from A to B:` and `command`, for a store whose days are
  /// `found`; the first commands to run for a store with no record (`found` is `nil`).
  static func text(
    _ found: ClosedRange<LocalDate>?, asked: String, _ style: TerminalStyle, command: String
  ) -> [String] {
    let text: String
    var commands: [String]
    if let found {
      let days =
        found.lowerBound == found.upperBound
        ? "is from \(found.lowerBound)" : "runs from \(found.lowerBound) to \(found.upperBound)"
      text = "No data \(asked); your data \(days):"
      commands = [command]
    } else {
      text = "No records yet: import a file, or set up intervals.icu and sync:"
      commands = [
        "veloready import FILE", "veloready config set intervals.apiKey KEY && veloready sync",
      ]
    }
    return TextFit.wrap(text, after: "  ", hangingIndent: 2, style)
      + commands.flatMap { shell($0, width: style.width) }
  }

  /// A command indented by four, broken before an option with a trailing ` \` where it is wider
  /// than `width`, so that it still pastes as one command: never cut.
  static func shell(_ command: String, width: Int) -> [String] {
    // An option stays with its value: the groups start at the command, each option and `&&`.
    var groups: [String] = []
    for word in command.split(separator: " ").map(String.init) {
      if let last = groups.last, !word.hasPrefix("-"), word != "&&" {
        groups[groups.count - 1] = last + " " + word
      } else {
        groups.append(word)
      }
    }
    var lines: [String] = []
    var line = "    "
    for (index, group) in groups.enumerated() {
      if index > 0, TextWidth.of(line) + 1 + TextWidth.of(group) + 2 > width {
        lines.append(line + " \\")
        line = "      " + group
      } else {
        line += (index > 0 ? " " : "") + group
      }
    }
    return lines + [line]
  }

  /// `--date B --days N`, for the commands that take a window ending on a date.
  static func window(_ days: ClosedRange<LocalDate>) -> String {
    "--date \(days.upperBound) --days \(days.upperBound.days(since: days.lowerBound) + 1)"
  }

  /// `--from A --to B`, or `--date A` for one day.
  static func range(_ days: ClosedRange<LocalDate>) -> String {
    days.lowerBound == days.upperBound
      ? "--date \(days.lowerBound)" : "--from \(days.lowerBound) --to \(days.upperBound)"
  }
}

extension HistoryRow {
  /// Whether nothing was recorded for the day: no night, no morning metric, no load, no strain.
  var isBlank: Bool {
    sleep == nil && recovery == nil && asleepMinutes == nil && hrv == nil
      && restingHeartRate == nil && load == 0 && strain == nil
  }
}

extension ScoredDays {
  /// Whether no day of the range has a record.
  var isBlank: Bool { origin != .demo && rows.allSatisfy(\.isBlank) }
}
