extension PosixZoneRule {
  /// Parses a POSIX TZ string with RFC 8536's extensions, e.g. `EST5EDT,M3.2.0,M11.1.0` or
  /// `<+1030>-10:30<+11>-11,M10.1.0,M4.1.0`; `nil` when it is not one.
  ///
  /// `std offset [dst [offset] [,start[/time],end[/time]]]`: names are three or more letters or
  /// `<…>` quoted; offsets are `[+-]hh[:mm[:ss]]` hours **west** of UTC (0–24 h); the daylight
  /// offset defaults to one hour ahead of standard time; times default to 02:00 and may be
  /// -167...167 hours (RFC 8536 §3.3.1). A daylight name without rules takes the US rules
  /// `M3.2.0,M11.1.0`, as the reference implementation does.
  public init?(text: some StringProtocol) {
    var scanner = TZStringScanner(Array(text.utf8))
    guard scanner.name(), let standardWest = scanner.duration(maxHours: 24) else { return nil }
    let standardOffset = -standardWest
    guard !scanner.atEnd else {
      self.init(standardOffset: standardOffset)
      return
    }
    guard scanner.name() else { return nil }
    var daylightOffset = standardOffset + 3600
    if !scanner.atEnd, !scanner.peek(",") {
      guard let west = scanner.duration(maxHours: 24) else { return nil }
      daylightOffset = -west
    }
    var start = TransitionRule(day: .monthWeekDay(month: 3, week: 2, weekday: 0))
    var end = TransitionRule(day: .monthWeekDay(month: 11, week: 1, weekday: 0))
    if !scanner.atEnd {
      guard scanner.take(","), let first = scanner.transition(), scanner.take(","),
        let second = scanner.transition()
      else { return nil }
      (start, end) = (first, second)
    }
    guard scanner.atEnd else { return nil }
    self.init(
      standardOffset: standardOffset,
      daylight: Daylight(offset: daylightOffset, start: start, end: end))
  }
}
