import Foundation
import ScoreEngine
import VeloJSON
import VeloKit

/// `veloready explain [topic] [--date D] [--json]`: the ledger of the date in words, read from a
/// current cached snapshot when there is one, else computed (and cached).
struct ExplainRun {
  let options: OptionValues
  let global: GlobalOptions
  let environment: RunEnvironment
  let console: any Console
  /// The topic asked for; `nil` explains them all.
  let topic: ExplainTopic?

  func run() throws(CLIError) -> ExitCode {
    let setup = try Setup.resolve(global, environment, console: console)
    setup.printWarnings(console)
    if setup.store == nil, setup.location.explicit {
      throw .missing(
        "no veloready store at '\(setup.location.path)'",
        hint: "import data first: veloready --data '\(setup.location.path)' import FILE")
    }
    let date = options.date ?? setup.clock.day(of: environment.now)
    let snapshot = try Self.snapshot(setup, date, now: environment.now, console: console)
    let explanations = (topic.map { [$0] } ?? ExplainTopic.allCases).map {
      Self.explain($0, snapshot)
    }
    let style = TerminalStyle.resolve(
      color: global.color, ascii: global.ascii, environment: environment.variables,
      isTerminal: environment.stdoutIsTerminal, terminalWidth: environment.terminalWidth)
    if options.json {
      console.json(ExplainDocument.encode(explanations, snapshot: snapshot))
    } else {
      // The demo is said first, as `today` says it in its header, so no ledger is read as yours.
      let demo =
        snapshot.origin == .demo
        ? TextFit.wrap(ReportRun.demoNote(style), after: "", hangingIndent: 2, style) + [""] : []
      var lines = demo + ExplainText.render(explanations, style: style) + pointer(snapshot, style)
      if topic == nil || topic == .strain { lines += try Self.ftpHint(setup, snapshot, style) }
      console.out(lines.joined(separator: "\n") + "\n")
    }
    return .ok
  }

  /// Where the data is when the date has none, as `today` says it.
  func pointer(_ snapshot: TodaySnapshot, _ style: TerminalStyle) -> [String] {
    guard snapshot.origin != .demo, !snapshot.hasDataForDate || !snapshot.hasRecords else {
      return []
    }
    let found = snapshot.hasRecords ? snapshot.recordDays : nil
    guard found != nil || !snapshot.hasRecords else { return [] }
    let day = found.map { TodaySections.shownDay(snapshot, $0) }
    let command = ["veloready explain", topic?.rawValue, day.map { "--date \($0)" }]
      .compactMap { $0 }.joined(separator: " ")
    return [""] + DataPointer.text(found, asked: "for \(snapshot.date)", style, command: command)
  }

  /// The explanation of one topic.
  static func explain(_ topic: ExplainTopic, _ snapshot: TodaySnapshot) -> Explanation {
    switch topic {
    case .sleep: return ExplainScores.sleep(snapshot)
    case .recovery: return ExplainScores.recovery(snapshot)
    case .strain: return ExplainLoad.strain(snapshot)
    case .form: return ExplainLoad.form(snapshot)
    case .advice: return ExplainAdvice.explain(snapshot)
    case .plan: return ExplainPlan.explain(snapshot)
    }
  }

  /// The snapshot of `date`: the current cached one (no recomputation), else a fresh one, which
  /// is then cached as `today` would.
  static func snapshot(_ setup: Setup, _ date: LocalDate, now: Date, console: any Console)
    throws(CLIError) -> TodaySnapshot
  {
    if let store = setup.store,
      case .found(var cached) = TodayCache.read(store, date, setup, now: now)
    {
      cached.origin = cached.origin == .demo ? .demo : .cache
      return cached
    }
    let fresh = try FreshToday.compute(setup, date, now: now, warnings: [])
    // A read-only store is read, not written: no cache, as for `today`.
    if let store = setup.store, !store.database.isReadOnly, let generation = fresh.generation {
      do {
        try TodayCache.write(fresh.snapshot, to: store, setup: setup, generation: generation)
      } catch {
        console.warn(error.message)
      }
    }
    return fresh.snapshot
  }
}
