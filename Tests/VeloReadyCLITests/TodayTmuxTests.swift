import Foundation
import ScoreEngine
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

/// `veloready today` on a real terminal (tmux), on a day with three alerts whose strain rose
/// after the scores were cached: the cached frame is drawn cut to the screen while the sync
/// waits, and the fresh one replaces it, marking the ring that changed. A network helper that
/// waits for a file holds the run between the two frames. Without tmux the tests skip, unless
/// `VELOREADY_REQUIRE_SHELLS=1` (CI, which installs it) makes that a failure.
@Suite(.enabled(if: TmuxPane.runs, "tmux is not installed here (CI installs it)"))
struct TodayTmuxTests {
  @Test(arguments: [(80, 24), (50, 30)])
  func cachedThenFreshOnAStandardTerminal(columns: Int, rows: Int) throws {
    let day = try LiveDay()
    let pane = try TmuxPane(columns: columns, rows: rows, directory: day.directory.path)
    try pane.type("./run.sh")
    let early = try pane.wait(for: "syncing intervals.icu")
    #expect(early.filter { $0 == "\n" }.count <= rows)
    for text in ["SLEEP", "RECOVERY", "STRAIN", "more lines once updated"] {
      #expect(early.contains(text), "the early frame shows '\(text)'")
    }
    // At 80 columns the alerts fit under the rings; at 50 the stacked rings leave room for the
    // status line alone.
    #expect(early.contains("Possible illness") == (columns == 80))
    let marked = try day.changeMark()
    #expect(!early.contains(marked))

    try day.release()
    _ = try pane.wait(for: "<done>")
    let frame = try Self.frame(pane.history())
    Self.expectTheFreshFrameAlone(frame, columns: columns)
    #expect(frame.contains { $0.contains(marked) }, "the strain that rose is marked \(marked)")
    // Colour reaches the terminal: the mark is bold.
    let coloured = try pane.history(colour: true)
    #expect(coloured.contains("\u{1B}[1m" + marked))
  }

  /// A wider and taller window while the fresh scores are computed: the early frame is erased
  /// whole and the fresh frame is drawn for the new width.
  @Test func aLargerWindowBetweenTheFrames() throws {
    let day = try LiveDay()
    let pane = try TmuxPane(columns: 80, rows: 24, directory: day.directory.path)
    try pane.type("./run.sh")
    _ = try pane.wait(for: "syncing intervals.icu")
    try pane.resize(columns: 100, rows: 30)
    try day.release()
    _ = try pane.wait(for: "<done>")
    let frame = try Self.frame(pane.history())
    Self.expectTheFreshFrameAlone(frame, columns: 100)
    let marked = try day.changeMark()
    #expect(frame.contains { $0.contains(marked) })
    #expect(frame.contains { TextWidth.of($0) > 80 }, "the fresh frame uses the new width")
  }

  /// A narrower window: tmux rewraps the early frame and keeps the cursor's row, pushing the
  /// frame's top rows into the scrollback, where no cursor movement reaches. The screen shows
  /// the fresh frame alone, drawn for the new width; the scrollback may keep those top rows.
  @Test func aNarrowerWindowBetweenTheFrames() throws {
    let day = try LiveDay()
    let pane = try TmuxPane(columns: 100, rows: 60, directory: day.directory.path)
    try pane.type("./run.sh")
    _ = try pane.wait(for: "syncing intervals.icu")
    try pane.resize(columns: 70, rows: 60)
    try day.release()
    let screen = try pane.wait(for: "<done>").split(separator: "\n").map(String.init)
    #expect(screen.filter { $0.contains("STRAIN") }.count == 1, "one set of rings")
    #expect(!screen.contains { $0.contains("syncing") })
    #expect(screen.contains { $0.contains("computed just now") })
    let marked = try day.changeMark()
    #expect(screen.contains { $0.contains(marked) })
    for line in screen {
      #expect(TextWidth.of(line) <= 70, "'\(line)' is wider than the new width")
    }
  }

  /// The lines between the command and the marker after it.
  static func frame(_ history: String) throws -> [String] {
    let lines = history.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex { $0.hasSuffix("./run.sh") }, "\(history)")
    let end = try #require(lines.firstIndex { $0 == "<done>" }, "\(history)")
    return Array(lines[(start + 1)..<end])
  }

  /// The scrollback holds the fresh frame, whole, once: nothing of the early frame is left.
  static func expectTheFreshFrameAlone(_ frame: [String], columns: Int) {
    #expect(frame.filter { $0.contains("STRAIN") }.count == 1, "one set of rings")
    #expect(!frame.contains { $0.contains("syncing") || $0.contains("more lines") })
    #expect(frame.contains { $0.contains("computed just now") })
    #expect(frame.contains { $0.contains("intervals.icu sync failed") })
    #expect(frame.contains { $0.hasPrefix("  Why ") }, "the last section")
    for line in frame {
      #expect(TextWidth.of(line) <= columns, "'\(line)' is wider than the screen")
    }
  }
}

/// The unwell rider's records moved to end today (a sync is due only for a recent date), their
/// scores cached, then a run imported so that the strain rises; a network helper that waits for
/// the file `GO`, then fails, and `run.sh`, the command line to type.
///
/// The store is made once per test process (`Store.made`) and its directory copied for each
/// test: every test then runs `today` in its own copy, which the run changes.
struct LiveDay {
  /// The day of the fixture's alerts.
  static let fixtureDay = LocalDate(dayNumber: 20_777)  // 2026-11-20
  let directory = TemporaryDirectory("tmux")
  let today: LocalDate
  let strainCached: Double

  /// The store made by the first test, and the strain it cached before the run was imported.
  struct Store: Sendable {
    let directory: TemporaryDirectory
    let today = ZoneClock(timeZone: TimeZone(identifier: "UTC") ?? .current).day(of: Date())
    var strainCached = 0.0

    static let made = Result { try Store() }

    init() throws {
      directory = TemporaryDirectory("tmux-store")
      let records = try String(contentsOf: Paths.fixture("records/unwell.json"), encoding: .utf8)
      try LiveDay.moved(records, by: today.days(since: LiveDay.fixtureDay))
        .write(toFile: directory.path("unwell.json"), atomically: true, encoding: .utf8)
      try LiveDay.run(["import", directory.path("unwell.json")], in: directory)
      strainCached = try LiveDay.strain(["today", "--tz", "UTC", "--json"], in: directory)
      try #"{"format": "veloready.records/v1", "activities": [{"id": "run-1", "start": ""#
        .appending("\(today)T06:00:00Z")
        .appending(#"", "durationSeconds": 2700, "sport": "running", "rpe": 7}]}"#)
        .write(toFile: directory.path("run.json"), atomically: true, encoding: .utf8)
      try LiveDay.run(["import", directory.path("run.json")], in: directory)
    }
  }

  init() throws {
    let made = try Store.made.get()
    (today, strainCached) = (made.today, made.strainCached)
    // The whole directory, as the commands that made it left it: the store and its home.
    try StoreBinary.copyStore(from: made.directory.path, to: directory.path)
    try write("helper", "while [ ! -e GO ]; do sleep 0.05; done\nexit 1\n")
    try write(
      "run.sh",
      "VELOREADY_INTERVALS_API_KEY=test VELOREADY_NETWORK_HELPER=\"$PWD/helper\" '"
        + EndToEndTests.binary.path + "' --data store today --tz UTC\necho '<done>'\n")
  }

  /// Lets the network helper answer: the run goes on to the fresh frame.
  func release() throws {
    try Data().write(to: URL(fileURLWithPath: directory.path("GO")))
  }

  /// The mark the strain ring gets for its change from the cached scores to the fresh ones.
  func changeMark() throws -> String {
    let fresh = try Self.strain(["today", "--tz", "UTC", "--json", "--cached"], in: directory)
    let tenths = Int((fresh * 10).rounded()) - Int((strainCached * 10).rounded())
    #expect(tenths > 0, "the run raised the strain")
    let style = TerminalStyle(color: false, unicode: true, width: 80)
    return try #require(TodayText.change(.some(tenths), decimals: 1, style))
  }

  @discardableResult
  private static func run(_ arguments: [String], in directory: TemporaryDirectory) throws
    -> String
  {
    let result = try ChildProcess.run(
      EndToEndTests.binary.path, ["--data", directory.path("store")] + arguments,
      environment: ["PATH": "/usr/bin:/bin", "HOME": directory.path, "LANG": "C.UTF-8"])
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
    return result.stdout
  }

  private static func strain(_ arguments: [String], in directory: TemporaryDirectory) throws
    -> Double
  {
    let document = try JSONSerialization.jsonObject(
      with: Data(try run(arguments, in: directory).utf8))
    let scores = (document as? [String: Any])?["scores"] as? [String: Any]
    let strain = scores?["strain"] as? [String: Any]
    return try #require(strain?["value"] as? Double)
  }

  private func write(_ name: String, _ body: String) throws {
    try ExecutableScript.write(body, to: directory.path(name))
  }

  /// `text` with every ISO date moved by `days`.
  static func moved(_ text: String, by days: Int) throws -> String {
    let pattern = try NSRegularExpression(pattern: "(?<![0-9])[0-9]{4}-[0-9]{2}-[0-9]{2}")
    var result = ""
    var last = text.startIndex
    for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      guard let range = Range(match.range, in: text) else { continue }
      result += text[last..<range.lowerBound]
      result +=
        LocalDate(iso: text[range]).map { "\($0.adding(days: days))" } ?? String(text[range])
      last = range.upperBound
    }
    return result + text[last...]
  }
}
