import ScoreEngine
import VeloKit

extension TodaySections {
  /// Last night: asleep, in bed and out; then stages and wakes. Each group flows onto as many
  /// lines as the width needs, breaking only between facts.
  static func night(_ snapshot: TodaySnapshot, _ context: SectionContext) -> [String] {
    guard let night = snapshot.night else { return [] }
    let style = context.style
    func duration(_ minutes: Double) -> String { Shown.duration(seconds: minutes * 60) }
    var times = [duration(night.asleepMinutes) + " asleep"]
    if let bedtime = night.bedtime, let wake = night.wake {
      let clock = snapshot.clock
      times.append(
        "in bed " + Shown.clockTime(bedtime, clock) + " → " + Shown.clockTime(wake, clock))
    } else {
      times.append("a nightly total")
    }
    if night.naps > 0 { times.append("+\(night.naps) nap\(night.naps == 1 ? "" : "s")") }
    var stages: [String] = []
    for (name, minutes) in [
      ("deep", night.deepMinutes), ("REM", night.remMinutes), ("core", night.coreMinutes),
    ] {
      if let minutes { stages.append(name + " " + duration(minutes)) }
    }
    if let wakes = night.wakeEvents { stages.append(wakes == 0 ? "no wakes" : "woke \(wakes)×") }
    let dot = " " + style.symbol("·", "-") + " "
    var lines = TextFit.flow(
      times, after: labelled("Night", "", style), separator: dot, hangingIndent: labelWidth + 2,
      style)
    if !stages.isEmpty {
      lines += TextFit.flow(
        stages, after: labelled("", "", style), separator: dot, hangingIndent: labelWidth + 2,
        style)
    }
    return lines
  }
}
