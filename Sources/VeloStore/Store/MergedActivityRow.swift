import Foundation
import ScoreEngine
import VeloJSON

/// One row of `merged_activities` as read, turned into a `MergedActivity` after the statement
/// is done (so that a damaged row is an error of the store, never a crash).
struct MergedActivityRow {
  var start: Double
  var id: String
  var day: String
  var durationSeconds: Double
  var sport: String
  var name: String?
  var distanceMeters: Double?
  var averageHeartRate: Double?
  var maxHeartRate: Double?
  var energyKilocalories: Double?
  var load: Double
  var method: String
  var members: String
  var streamCoverage: Double?
  var scoredHeartRate: Double?
  var scoredHeartRateFrom: String?
  var correction: String?
  var ascentMeters: Double?

  /// The columns of the current row, in the order `StoreDatabase` selects them.
  init(_ statement: SQLiteStatement) {
    start = statement.double(at: 0)
    id = statement.text(at: 1)
    day = statement.text(at: 2)
    durationSeconds = statement.double(at: 3)
    sport = statement.text(at: 4)
    name = statement.optionalText(at: 5)
    distanceMeters = statement.optionalDouble(at: 6)
    averageHeartRate = statement.optionalDouble(at: 7)
    maxHeartRate = statement.optionalDouble(at: 8)
    energyKilocalories = statement.optionalDouble(at: 9)
    load = statement.double(at: 10)
    method = statement.text(at: 11)
    members = statement.text(at: 12)
    streamCoverage = statement.optionalDouble(at: 13)
    scoredHeartRate = statement.optionalDouble(at: 14)
    scoredHeartRateFrom = statement.optionalText(at: 15)
    correction = statement.optionalText(at: 16)
    ascentMeters = statement.optionalDouble(at: 17)
  }

  /// The merged activity, or the reason the row is damaged.
  func activity() throws(DatabaseRecordError) -> MergedActivity {
    func damaged(_ reason: String) -> DatabaseRecordError {
      DatabaseRecordError(table: "merged_activities", reason: reason)
    }
    guard let date = LocalDate(iso: day) else { throw damaged("'\(day)' is not a day") }
    guard let sport = Sport(rawValue: sport) else { throw damaged("unknown sport '\(sport)'") }
    guard let method = LoadMethod(rawValue: method) else {
      throw damaged("unknown load method '\(method)'")
    }
    let bytes = Array(members.utf8)
    let parsed: [ActivityMember]
    if let compact = CompactMemberList.members(bytes) {
      parsed = compact
    } else {
      guard let list = try? JSONParser.parse(bytes), list.arrayValue != nil else {
        throw damaged("the members of '\(id)' are not a JSON array")
      }
      guard let members = StoredCorrection.members(list) else {
        throw damaged("a member of '\(id)' is not a recording")
      }
      parsed = members
    }
    var applied: AppliedCorrection?
    if let correction {
      guard let value = try? JSONParser.parse(Array(correction.utf8)),
        let read = CorrectionColumn.applied(value)
      else { throw damaged("the correction of '\(id)' is not one this version reads") }
      applied = read
    }
    var scored: ScoredHeartRate?
    if let bpm = scoredHeartRate {
      guard let origin = scoredHeartRateFrom.flatMap(ScoredHeartRate.Origin.init(rawValue:)) else {
        throw damaged("the scored heart rate of '\(id)' has no known origin")
      }
      scored = ScoredHeartRate(bpm: bpm, origin: origin)
    }
    return MergedActivity(
      id: id, start: Date(timeIntervalSince1970: start), durationSeconds: durationSeconds,
      date: date, sport: sport, name: name, distanceMeters: distanceMeters,
      averageHeartRate: averageHeartRate, maxHeartRate: maxHeartRate,
      energyKilocalories: energyKilocalories, load: load, method: method, members: parsed,
      streamCoverage: streamCoverage, scoredHeartRate: scored, correction: applied,
      ascentMeters: ascentMeters)
  }
}
