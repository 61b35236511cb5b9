import HealthImport
import ScoreEngine
import VeloJSON
import VeloKit
import VeloStore

/// `veloready history --json`: `veloready.history/v1` (docs/formats.md §7), and the same rows as
/// CSV. Each day's values are the ones `today --json --date D` shows, rounded as displayed.
enum HistoryDocument {
  static let schema = "veloready.history/v1"

  /// A day's keys in CSV order; each is also a key of the day's JSON object.
  static let keys = [
    "date", "sleep", "recovery", "strain", "asleepMinutes", "bedtime", "wake", "hrv", "hrvZ",
    "restingHeartRate", "restingHeartRateBaseline", "load", "ctl", "atl", "tsb", "ctlToday",
    "atlToday", "formZone", "alerts",
  ]

  static func build(_ series: ScoredDays, _ setup: Setup) -> JSONValue {
    .object([
      "schema": .string(schema),
      "algorithm": .string(Algorithm.version),
      "from": .string(series.range.dates.lowerBound.description),
      "to": .string(series.range.dates.upperBound.description),
      "timeZone": .string(setup.timeZoneName),
      "origin": .string(series.origin.rawValue),
      "days": .array(
        series.rows.map { row in
          var values = values(row, setup.clock)
          values.append(
            .array((series.references[row.date.dayNumber] ?? []).map(Self.reference)))
          values.append(
            .array(
              (series.tags[row.date.dayNumber] ?? []).map { tag in
                .object(["name": .string(tag.name), "value": .fixed(tag.value, 0)])
              }))
          return .ordered(dayOrder.map { JSONMember(dayKeys[$0], values[$0]) })
        }),
    ])
  }

  /// The keys of a day's object in `history --json`: `keys`, then its references and tags.
  static let dayKeys = keys + ["references", "tags"]

  /// The positions of `dayKeys` in the order the JSON writer prints an object's keys: every day
  /// has the same keys, so each day's object is built in that order rather than sorted when it
  /// is printed (docs/architecture.md §14).
  static let dayOrder: [Int] = dayKeys.indices.sorted {
    JSONWriter.printsBefore(dayKeys[$0], dayKeys[$1])
  }

  /// A day's values in the order of `keys` (docs/formats.md §3 names the same figures): the CSV
  /// writes them as they come, the JSON puts them in its keys' order (`dayOrder`).
  static func values(_ row: HistoryRow, _ clock: ZoneClock) -> [JSONValue] {
    [
      .string(row.date.description),
      .integer(row.sleep),
      .integer(row.recovery),
      .fixed(row.strain, 1),
      .fixed(row.asleepMinutes, 1),
      .string(row.bedtime.map { clock.iso8601($0) }),
      .string(row.wake.map { clock.iso8601($0) }),
      .fixed(row.hrv, 1),
      .fixed(row.hrvZ, 2),
      .fixed(row.restingHeartRate, 1),
      .fixed(row.restingHeartRateBaseline, 1),
      .fixed(row.load, decimals: 1),
      .fixed(row.ctl, 1),
      .fixed(row.atl, 1),
      .fixed(row.tsb, 1),
      .fixed(row.ctlToday, 1),
      .fixed(row.atlToday, 1),
      .string(row.formZone?.rawValue),
      .array(row.alertIDs.map { .string($0) }),
    ]
  }

  /// A service's own score of the day, beside veloready's (docs/algorithm.md §15.6): whole
  /// numbers on the 0–100 scales, one decimal on WHOOP's 0–21 strain, as the services write them.
  static func reference(_ score: ReferenceScore) -> JSONValue {
    .object([
      "metric": .string(score.metric.rawValue),
      "name": .string(score.name),
      "provider": .string(score.source.provider.rawValue),
      "source": .string(score.source.name),
      "value": .fixed(score.value, score.metric == .strain ? 1 : 0),
    ])
  }

  /// The days as CSV (RFC 4180 quoting, lines ending in LF): a header of `keys` and `tags`, one
  /// line per day; a missing value is an empty field, the alerts are one field of ids separated by
  /// `;` and the tags one field of `name` or `name rating` separated by `;`.
  static func csv(_ series: ScoredDays, _ clock: ZoneClock, header: Bool = true) -> String {
    var text = header ? (keys + ["tags"]).joined(separator: ",") + "\n" : ""
    for row in series.rows {
      for value in values(row, clock) {
        text += field(value)
        text += ","
      }
      let tags = (series.tags[row.date.dayNumber] ?? []).map(tagText)
      text += quoted(tags.joined(separator: ";"))
      text += "\n"
    }
    return text
  }

  /// `alcohol`, or `stress 4` for a rated tag, as the text table and the CSV show a tag.
  static func tagText(_ tag: DayTag) -> String {
    tag.name + (tag.value.map { " " + Shown.number($0, 0) } ?? "")
  }

  /// One CSV field of a JSON value.
  static func field(_ value: JSONValue) -> String {
    switch value {
    case .null: return ""
    case .string(let text): return quoted(text)
    case .array(let items): return quoted(items.compactMap(\.stringValue).joined(separator: ";"))
    case .fixed(let number, let decimals): return JSONWriter.fixed(number, decimals: decimals)
    default: return JSONWriter.compact(value)
    }
  }

  /// `text`, in double quotes when it holds a comma, a quote or a line break.
  ///
  /// Its bytes are searched, not its characters: walking characters cost some 2,000
  /// instructions a field (a third of the CSV), and a comma or line break a character holds
  /// (`\r\n`, a comma with a combining mark) still splits the field for a CSV reader.
  static func quoted(_ text: String) -> String {
    let special: (UInt8) -> Bool = {
      $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n")
        || $0 == UInt8(ascii: "\r")
    }
    guard text.utf8.contains(where: special) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
