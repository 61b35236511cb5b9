import ScoreEngine

extension ImportSummary {
  /// `zone  3 workouts recorded at UTC+02:00, not at Europe/London's offset …`: Apple Health workouts whose written UTC
  /// offset is not the zone's, which are dated in the zone all the same, with the command that
  /// sets the zone for a rider who lives elsewhere. Nothing when every workout matches.
  static func zoneLines(_ offsets: [Int: Int], _ clock: ZoneClock) -> [String] {
    let total = offsets.values.reduce(0, +)
    guard total > 0 else { return [] }
    let byCount = offsets.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    let shown = byCount.prefix(3).map {
      utcOffset($0.key) + (byCount.count > 1 ? " (\($0.value))" : "")
    }
    let zone = clock.timeZone.identifier
    return [
      row(
        "zone",
        "\(count(total, "workout")) recorded at " + shown.joined(separator: ", ")
          + (byCount.count > 3 ? ", …" : "") + ", not at \(zone)'s offset: dated in \(zone)"),
      "    if you live in another zone: veloready config set timeZone ZONE (e.g. Europe/Berlin)",
    ]
  }

  /// `UTC+02:00`, `UTC-05:30`, `UTC+00:00`.
  static func utcOffset(_ seconds: Int) -> String {
    let minutes = abs(seconds) / 60
    let hours = minutes / 60
    let rest = minutes % 60
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    return "UTC\(seconds < 0 ? "-" : "+")\(two(hours)):\(two(rest))"
  }
}
