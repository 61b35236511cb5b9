import Foundation
import ScoreEngine
import VeloJSON

/// How `today` presents what it has: text or JSON, first frame, final output, `--check` code.
struct TodayOutput {
  let options: OptionValues
  let global: GlobalOptions
  let environment: RunEnvironment
  let setup: Setup

  var style: TerminalStyle {
    TerminalStyle.resolve(
      color: global.color, ascii: global.ascii, environment: environment.variables,
      isTerminal: environment.stdoutIsTerminal, terminalWidth: environment.terminalWidth)
  }

  func lines(_ view: TodayView, _ frame: FrameState) -> [String] {
    TodayText.render(
      view, frame: frame, style: style, now: environment.now,
      sections: TodaySections.selected(setup.config.sections))
  }

  /// The frame drawn before computing: cached rings "updating…", or grey placeholders
  /// "calculating…".
  func firstFrame(_ cached: CachedToday?, state: ScoresState, date: LocalDate, syncing: Bool)
    -> [String]
  {
    var progress =
      state.showsCalculatingStatus
      ? (state.showsPlaceholderRings ? "calculating…" : "updating…") : nil
    if syncing, progress != nil { progress = "syncing intervals.icu…" }
    var frame = FrameState(placeholders: state.showsPlaceholderRings, progress: progress)
    frame.progress = progress.map {
      style.unicode ? $0 : $0.replacingOccurrences(of: "…", with: "...")
    }
    guard let cached else {
      let document = TodayDocumentEditor.placeholder(
        date: date, timeZone: setup.timeZoneName)
      return lines(TodayView(document: document, recentTSBTenths: []), frame)
    }
    let document = TodayDocumentEditor.served(cached.document, origin: .cache, warnings: [])
    return lines(TodayView(document: document, recentTSBTenths: cached.recentTSBTenths), frame)
  }

  /// The final output: the JSON document, or the text view.
  func final(_ view: TodayView) -> String {
    if options.json { return JSONWriter.pretty(view.document) }
    return lines(view, FrameState()).joined(separator: "\n") + "\n"
  }

  /// `message`, saying which computed scores are shown instead.
  func staleWarning(_ message: String, _ cached: CachedToday) -> String {
    let computed = TodayView(document: cached.document, recentTSBTenths: []).computedAt
    let when = computed.map { setup.clock.iso8601($0) } ?? "earlier"
    return "\(message); showing the scores computed \(when)"
  }

  /// `--check`: 30 with an active critical alert, 20 with a warning, else 0.
  func checkCode(_ document: JSONValue) -> ExitCode {
    guard options.check else { return .ok }
    let severities = (document["alerts"]?.arrayValue ?? []).compactMap {
      $0["severity"]?.stringValue
    }
    if severities.contains("critical") { return .checkCritical }
    if severities.contains("warning") { return .checkWarning }
    return .ok
  }
}
