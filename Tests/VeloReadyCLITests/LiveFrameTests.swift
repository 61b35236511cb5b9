import Foundation
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

/// The live frame redraws in place, counting the rows a terminal really uses, and never moves
/// the cursor when it could not do so exactly.
@Suite struct LiveFrameTests {
  /// One row per line up to the width, `⌈w/c⌉` beyond; a line exactly as wide as the screen
  /// takes one row because the terminal defers its wrap.
  @Test(
    "physical rows of a line on a 10-column screen",
    arguments: [(0, 1), (1, 1), (9, 1), (10, 1), (11, 2), (20, 2), (21, 3)])
  func physicalRows(width: Int, rows: Int) {
    #expect(LiveFrame.physicalRows([String(repeating: "x", count: width)], columns: 10) == rows)
  }

  @Test func aWideCharacterTakesTwoColumns() {
    #expect(TextWidth.of("导出 ride") == 9)
    #expect(TextWidth.of("e\u{0301}") == 1)
    #expect(LiveFrame.physicalRows(["导导导导导导"], columns: 10) == 2)
  }

  /// Lines of every awkward width around the screen's: after the second draw the screen shows
  /// only the second frame.
  @Test(arguments: [7, 10, 13])
  func aRedrawReplacesEveryPhysicalRow(columns: Int) {
    let first = [0, columns - 1, columns, columns + 1, 2 * columns, 2 * columns + 1, 3].map {
      String(repeating: "a", count: $0)
    }
    let second = ["b", String(repeating: "c", count: columns), "", "d"]
    let console = CapturingConsole()
    let live = LiveFrame(enabled: true, console: console, columns: columns, screenRows: 40)
    live.draw(first)
    live.finish(second)
    var screen = Screen(columns: columns, height: 40)
    screen.write("$ veloready today\n" + console.stdout)
    var alone = Screen(columns: columns, height: 40)
    alone.write("$ veloready today\n" + second.joined(separator: "\n") + "\n")
    #expect(screen.text == alone.text)
    #expect(screen.unknown.isEmpty)
  }

  @Test func aFrameTallerThanTheScreenIsNotDrawnEarly() {
    let console = CapturingConsole()
    let live = LiveFrame(enabled: true, console: console, columns: 80, screenRows: 5)
    live.draw(["1", "2", "3", "4", "5"])
    #expect(!live.hasDrawn)
    live.finish(["final"])
    #expect(console.stdout == "final\n")
  }
}

/// The whole dashboard on a modelled terminal: cached frame, then fresh frame.
@Suite struct ScreenModelTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let columns: Int
    let alerts: Bool
    let colour: Bool
    var testDescription: String {
      "\(columns) columns, \(alerts ? "with" : "without") alerts, colour \(colour ? "on" : "off")"
    }
  }

  static let cases = [40, 50, 80, 100].flatMap { columns in
    [false, true].flatMap { alerts in
      [false, true].map { Case(columns: columns, alerts: alerts, colour: $0) }
    }
  }

  /// A store whose cached scores are out of date, with and without alerts, made once: each test
  /// works on a copy, since drawing the dashboard brings the cache up to date.
  static let stores = [false, true].map { alerts in
    let directory = Paths.temporaryDirectory("screen-store")
    return prepare(alerts: alerts, at: directory.appendingPathComponent("store").path)
  }

  /// A copy of the store, with or without alerts, in `directory`.
  static func store(alerts: Bool, in directory: TemporaryDirectory) -> String {
    let store = directory.path("store")
    #expect(throws: Never.self) {
      try FileManager.default.copyItem(atPath: stores[alerts ? 1 : 0], toPath: store)
    }
    return store
  }

  /// Makes at `store` a store whose cached scores are out of date: an evening run was imported
  /// after them.
  static func prepare(alerts: Bool, at store: String) -> String {
    let directory = URL(fileURLWithPath: store).deletingLastPathComponent().path
    let runner = InProcessRunner()
    let fixture = Paths.fixture("records/\(alerts ? "unwell" : "athlete").json").path
    #expect(runner.run(["--data", store, "import", fixture]).status == 0)
    #expect(runner.run(["--data", store, "today", "--date", "2026-11-20"]).status == 0)
    let run = directory + "/run.json"
    let created = FileManager.default.createFile(
      atPath: run,
      contents: Data(
        #"{"format": "veloready.records/v1", "activities": [{"id": "run-1", "start": "2026-11-20T06:00:00Z", "durationSeconds": 2700, "sport": "running", "rpe": 7}]}"#
          .utf8))
    #expect(created)
    #expect(runner.run(["--data", store, "import", run]).status == 0)
    return store
  }

  @Test(arguments: cases)
  func afterTheCachedAndTheFreshFrameTheScreenShowsTheFreshFrameAlone(_ test: Case) throws {
    let directory = TemporaryDirectory("screen")
    let store = Self.store(alerts: test.alerts, in: directory)
    var terminal = InProcessRunner()
    terminal.stdoutIsTerminal = true
    // Tall enough for the 40-column dashboard with alerts and the plan and HRV-trend sections
    // (61 lines): a taller frame is printed once, not redrawn.
    terminal.terminalRows = 80
    terminal.variables["COLUMNS"] = String(test.columns)
    let result = terminal.run([
      "--data", store, "today", "--date", "2026-11-20", "--color", test.colour ? "always" : "never",
    ])
    #expect(result.status == 0)
    let clear = ANSI.escape(.clearToEnd)
    let fresh = try #require(result.stdout.components(separatedBy: clear).last)
    #expect(result.stdout.components(separatedBy: clear).count == 2, "one redraw")
    var screen = Screen(columns: test.columns, height: 80)
    screen.write("$ veloready today\n" + result.stdout)
    var alone = Screen(columns: test.columns, height: 80)
    alone.write("$ veloready today\n" + fresh)
    #expect(screen.text == alone.text)
    #expect(screen.unknown.isEmpty)
    for line in fresh.split(separator: "\n") {
      #expect(TextWidth.of(String(line)) <= test.columns, "'\(line)' is too wide")
    }
  }

  /// The standard terminals on a day with three alerts: the cached frame is drawn cut to the
  /// screen, and the fresh one, taller than the screen, printed over it in full.
  @Test(arguments: [(80, 24), (50, 30)])
  func aDayWithAlertsOnAStandardTerminal(columns: Int, rows: Int) throws {
    let directory = TemporaryDirectory("screen")
    let store = Self.store(alerts: true, in: directory)
    var terminal = InProcessRunner()
    terminal.stdoutIsTerminal = true
    terminal.terminalRows = rows
    terminal.variables["COLUMNS"] = String(columns)
    let result = terminal.run(["--data", store, "today", "--date", "2026-11-20"])
    #expect(result.status == 0)
    let clear = ANSI.escape(.clearToEnd)
    let frames = result.stdout.components(separatedBy: clear)
    try #require(frames.count == 2, "one early frame, one redraw")
    let early = frames[0].split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(early.count <= rows - 1, "the early frame leaves the cursor's row")
    #expect(frames[0].contains("updating…"))
    #expect(frames[0].contains("more lines once updated"))
    // At 80 columns the alerts fit under the rings, before any other section; at 50 the
    // stacked rings leave room for the status line alone.
    #expect(frames[0].contains("Possible illness") == (columns == 80))
    #expect(!frames[0].contains("Night"))
    let fresh = frames[1]
    #expect(fresh.split(separator: "\n").count > rows, "the fresh frame is taller than the screen")
    #expect(!fresh.contains("more lines"))
    let unicode = TerminalStyle(color: false, unicode: true, width: columns)
    let marked = try #require(TodayText.change(.some(23), decimals: 1, unicode))
    #expect(
      fresh.split(separator: "\n").contains { $0.contains("Moderate") && $0.contains(marked) },
      "the strain ring that changed (7.4 to 9.7) is marked")
    var screen = Screen(columns: columns, height: rows)
    screen.write("$ veloready today\n" + result.stdout)
    var alone = Screen(columns: columns, height: rows)
    alone.write("$ veloready today\n" + fresh.drop { $0 == "\r" })
    #expect(screen.text == alone.text)
    #expect(screen.unknown.isEmpty)
  }

  @Test(
    "TERM=dumb or a screen too short for the rings: printed once, the cursor never moves",
    arguments: [
      ("TERM=dumb", ["TERM": "dumb"], 60), ("LINES=12", ["LINES": "12"], 60),
      ("a 12-row terminal", [:], 12),
    ])
  func printedOnce(_ name: String, _ variables: [String: String], _ rows: Int) {
    let directory = TemporaryDirectory("screen")
    let store = Self.store(alerts: false, in: directory)
    var terminal = InProcessRunner()
    terminal.stdoutIsTerminal = true
    terminal.terminalRows = rows
    terminal.variables.merge(variables) { $1 }
    let result = terminal.run(["--data", store, "today", "--date", "2026-11-20"])
    #expect(result.status == 0)
    #expect(!result.stdout.contains(ANSI.escape(.clearToEnd)))
    #expect(result.stdout.range(of: #"\u{1B}\[[0-9]*F"#, options: .regularExpression) == nil)
    #expect(!result.stdout.contains("updating"))
    #expect(result.stdout.contains("computed just now"))
  }
}
