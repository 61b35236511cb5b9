import ScoreEngine

/// The short-night cap in words (docs/algorithm.md §5.2).
enum ShortNight {
  /// `asleep 5 h 30 m is 69 % of your 8 h need`: the night against the need, with the displayed
  /// ratio as the percentage that decided the cap.
  static func reason(_ cap: ScoreCap) -> String {
    var asleep = 0.0
    var need = 0.0
    var ratio = 0.0
    for figure in cap.inputs {
      guard case .number(let value, _) = figure.value else { continue }
      switch figure.name {
      case "asleepMinutes": asleep = value
      case "needMinutes": need = value
      case "ratio": ratio = value
      default: break
      }
    }
    let needMinutes = Rounding.units(need, decimals: 0)
    let needText =
      needMinutes % 60 == 0 ? "\(needMinutes / 60) h" : hoursAndMinutes(need)
    return "asleep \(hoursAndMinutes(asleep)) is \(Rounding.units(ratio, decimals: 2)) % of your "
      + "\(needText) need"
  }

  /// `5 h 0 m`, `5 h 30 m`: minutes rounded as displayed.
  static func hoursAndMinutes(_ minutes: Double) -> String {
    let whole = Rounding.units(minutes, decimals: 0)
    return "\(whole / 60) h \(whole % 60) m"
  }
}
