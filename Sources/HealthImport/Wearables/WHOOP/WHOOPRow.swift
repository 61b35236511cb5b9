import Foundation
import ScoreEngine

/// A row of a WHOOP export CSV with its cycle's UTC offset: every time in the row is local to
/// the row's own `Cycle timezone` (`UTC+03:00`, `UTC-04:00`; `UTCZ` or `UTC` for UTC), so a rider
/// who travels has rows in several offsets and each is converted with its own.
struct WHOOPRow {
  let row: CSVRow
  /// The row's UTC offset, seconds.
  let offset: Int

  /// Reads the row's offset.
  ///
  /// - Throws: a rejection when `Cycle timezone` is empty or not `UTC±hh:mm`.
  init(_ row: CSVRow) throws(RecordRejection) {
    guard let zone = row.text("Cycle timezone") else {
      throw RecordRejection(
        reason: "'Cycle timezone' is empty", message: "'Cycle timezone' is empty")
    }
    guard let offset = Self.offset(zone) else {
      throw RecordRejection(
        reason: "'Cycle timezone' is not UTC±hh:mm",
        message: "'Cycle timezone' '\(zone)' is not UTC±hh:mm")
    }
    self.row = row
    self.offset = offset
  }

  /// The offset in seconds of `UTC+hh:mm`, `UTC-hh:mm` (also `UTC+hhmm`, `UTC+hh`), `UTCZ` or
  /// `UTC`; `nil` for anything else or beyond ±14 h.
  static func offset(_ text: String) -> Int? {
    guard text.hasPrefix("UTC") else { return nil }
    let rest = Array(text.utf8.dropFirst(3))
    if rest.isEmpty || rest == [UInt8(ascii: "Z")] { return 0 }
    guard let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else {
      return nil
    }
    let body = Array(rest.dropFirst())
    let digits: [UInt8]
    switch body.count {
    case 2, 4: digits = body
    case 5 where body[2] == UInt8(ascii: ":"): digits = Array(body[0..<2] + body[3..<5])
    default: return nil
    }
    guard digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
      return nil
    }
    let values = digits.map { Int($0 - UInt8(ascii: "0")) }
    let hours = values[0] * 10 + values[1]
    let minutes = values.count == 4 ? values[2] * 10 + values[3] : 0
    guard minutes < 60, hours * 60 + minutes <= 14 * 60 else { return nil }
    let seconds = hours * 3600 + minutes * 60
    return sign == UInt8(ascii: "-") ? -seconds : seconds
  }

  /// The local time and instant of column `name`; `nil` when the cell is empty.
  ///
  /// - Throws: a rejection when the cell is not `YYYY-MM-DD hh:mm:ss`.
  func time(_ name: String) throws(RecordRejection) -> (wall: WallClock, instant: Date)? {
    guard let text = row.text(name) else { return nil }
    guard let wall = WallClock(text) else {
      throw RecordRejection(
        reason: "'\(name)' is not a date and time",
        message: "'\(name)' '\(text)' is not a date and time (YYYY-MM-DD hh:mm:ss)")
    }
    return (wall, wall.instant(offsetSeconds: offset))
  }

  /// Like `time(_:)`, for a column every row must fill.
  func requiredTime(_ name: String) throws(RecordRejection) -> (wall: WallClock, instant: Date) {
    guard let time = try time(name) else {
      throw RecordRejection(reason: "'\(name)' is empty", message: "'\(name)' is empty")
    }
    return time
  }

  /// The minutes of column `name` as seconds; `nil` when empty.
  func seconds(_ name: String) throws(RecordRejection) -> Double? {
    try row.number(name).map { $0 * 60 }
  }

  /// The sleep of this row, from `Sleep onset` to `Wake onset` with its stage minutes; `nil` when
  /// WHOOP did not score it (no asleep duration) or the row has no sleep.
  ///
  /// `Light sleep` is veloready's `core`, `Deep (SWS)` its `deep`. `In bed duration` is not
  /// read: it is `Wake onset − Sleep onset`, which the bounds already give.
  func sleep(source: Source) throws(RecordRejection) -> SleepSummary? {
    guard let onset = try time("Sleep onset"), let wake = try time("Wake onset"),
      let asleep = try seconds("Asleep duration (min)")
    else { return nil }
    return SleepSummary(
      start: onset.instant, end: wake.instant, asleepSeconds: asleep,
      deepSeconds: try seconds("Deep (SWS) duration (min)"),
      remSeconds: try seconds("REM duration (min)"),
      coreSeconds: try seconds("Light sleep duration (min)"),
      awakeSeconds: try seconds("Awake duration (min)"), source: source)
  }
}
