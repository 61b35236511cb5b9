import Foundation
import ScoreEngine
import VeloJSON
import VeloKit

/// How `today` presents a snapshot: text frames or JSON, and the `--check` code.
struct TodayOutput {
  let options: OptionValues
  let global: GlobalOptions
  var environment: RunEnvironment
  let setup: Setup

  var style: TerminalStyle {
    TerminalStyle.resolve(
      color: global.color, ascii: global.ascii, environment: environment.variables,
      isTerminal: environment.stdoutIsTerminal, terminalWidth: environment.terminalWidth)
  }

  /// The live frame of this run: only for text on a terminal that is not `TERM=dumb`, on a screen
  /// as tall as `LINES`, else as the terminal says.
  func liveFrame(_ console: any Console) -> LiveFrame {
    LiveFrame(
      enabled: environment.stdoutIsTerminal && !options.json
        && environment.variables["TERM"] != "dumb",
      console: console, columns: style.width, screenRows: screenRows)
  }

  /// The screen's height: `LINES`, else as the terminal says.
  var screenRows: Int? {
    environment.variables["LINES"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
      ?? environment.terminalRows
  }

  /// This output on the terminal as it is now, told to `live`: the final frame after a wait is
  /// drawn for the screen's size then, not at the start's (a window resized while computing).
  func resized(_ live: LiveFrame) -> TodayOutput {
    guard live.hasDrawn, let size = environment.currentTerminalSize?() else { return self }
    var now = self
    now.environment.terminalWidth = size.columns
    now.environment.terminalRows = size.rows
    live.resize(columns: now.style.width, screenRows: now.screenRows)
    return now
  }

  func lines(_ snapshot: TodaySnapshot, _ frame: FrameState) -> [String] {
    TodayText.render(
      snapshot, frame: frame, style: style, now: environment.now,
      sections: TodaySections.selected(setup.config.sections))
  }

  /// The frame drawn while computing: the cached rings "updating…", or grey placeholder rings
  /// "calculating…" (both "syncing intervals.icu…" while a sync runs).
  func progressFrame(_ cached: TodaySnapshot?, date: LocalDate, syncing: Bool) -> [FrameBlock] {
    var progress = cached == nil ? "calculating…" : "updating…"
    if syncing { progress = "syncing intervals.icu…" }
    let frame = FrameState(placeholders: cached == nil, progress: progress)
    let shown =
      cached
      ?? TodaySnapshot.empty(
        date: date, timeZone: setup.timeZone, timeZoneName: setup.timeZoneName,
        now: environment.now)
    return TodayText.blocks(
      shown, frame: frame, style: style, now: environment.now,
      sections: TodaySections.selected(setup.config.sections))
  }

  /// The final output: the JSON document, or the text view.
  func final(_ snapshot: TodaySnapshot, _ frame: FrameState = FrameState()) -> String {
    if options.json {
      return JSONWriter.pretty(TodayDocument.encode(snapshot), asciiOnly: !style.unicode)
    }
    return lines(snapshot, frame).joined(separator: "\n") + "\n"
  }

  /// `message`, saying which computed scores are shown instead.
  func staleWarning(_ message: String, _ cached: TodaySnapshot) -> String {
    "\(message); showing the scores computed \(setup.clock.iso8601(cached.computedAt))"
  }

  /// `--check` on the alerts the snapshot shows.
  func checkCode(_ snapshot: TodaySnapshot) -> ExitCode {
    options.check ? AlertCheck.exitCode(showing: snapshot.alerts.map(\.severity)) : .ok
  }
}
