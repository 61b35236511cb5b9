import VeloKit

/// A report command in two steps: what it works out, which does not depend on the terminal, and
/// what it draws from that in the terminal's width and style.
///
/// A run is the two in turn (`run(_:)`). The layout tests draw a report at six widths; working it
/// out (scoring its days) is most of what a run costs, so they work it out once and draw it at
/// each width.
protocol TwoStepReport {
  associatedtype Worked

  /// Everything the report shows, from the store or the demo athlete.
  static func work(_ run: ReportRun) throws(CLIError) -> Worked

  /// Prints `worked` as `run` asks (text at its width, JSON, SVG…).
  static func draw(_ worked: Worked, _ run: ReportRun) throws(CLIError)
}

extension TwoStepReport {
  /// Works the report out and draws it.
  static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
    let run = try ReportRun(context)
    try draw(try work(run), run)
    return .ok
  }
}
