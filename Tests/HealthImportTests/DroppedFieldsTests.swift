import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// Third-party importers keep an activity whose optional field is out of range, without that
/// field; the native format still rejects such a record whole (docs/algorithm.md §12).
@Suite struct DroppedFieldsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let key: String
    let value: String
    let field: ActivityField
    let range: ClosedRange<Double>
    var testDescription: String { name }
  }

  static let stravaHeader =
    "Activity ID,Activity Date,Activity Name,Activity Type,Elapsed Time,Distance,"
    + "Moving Time,Distance,Average Heart Rate,Max Heart Rate,Average Watts,"
    + "Weighted Average Power,Calories,Training Load,Perceived Exertion"

  /// A pool swim of 30 minutes whose cells are all empty but `column`.
  static func stravaSwim(_ column: String, _ value: String) -> [UInt8] {
    let names = stravaHeader.split(separator: ",").map(String.init)
    var cells = [
      "15900000001", "\"Sep 21, 2026, 6:00:00 AM\"", "Pool swim", "Swim", "1900", "", "1800",
    ]
    cells += Array(repeating: "", count: names.count - cells.count)
    let position = column == "Distance" ? 7 : names.firstIndex(of: column) ?? 0
    cells[position] = value
    return Array((stravaHeader + "\n" + cells.joined(separator: ",") + "\n").utf8)
  }

  static let stravaCases: [Case] = [
    Case(
      name: "a swim's wrist heart rate", key: "Average Heart Rate", value: "3.08",
      field: .averageHeartRate, range: RecordValidator.Range.heartRate),
    Case(
      name: "an impossible maximum", key: "Max Heart Rate", value: "300", field: .maxHeartRate,
      range: RecordValidator.Range.heartRate),
    Case(
      name: "power of a motorbike", key: "Average Watts", value: "3000", field: .averagePower,
      range: RecordValidator.Range.power),
    Case(
      name: "negative weighted power", key: "Weighted Average Power", value: "-1",
      field: .normalizedPower, range: RecordValidator.Range.power),
    Case(
      name: "calories of a week", key: "Calories", value: "25000", field: .energy,
      range: RecordValidator.Range.activeEnergy),
    Case(
      name: "a negative distance", key: "Distance", value: "-5", field: .distance,
      range: 0...Double.infinity),
    Case(
      name: "a runaway load", key: "Training Load", value: "99999", field: .trainingLoad,
      range: RecordValidator.Range.trainingLoad),
    Case(
      name: "an RPE of 11", key: "Perceived Exertion", value: "11", field: .rpe,
      range: RecordValidator.Range.rpe),
  ]

  @Test(arguments: stravaCases)
  func aStravaActivityIsKeptWithoutItsOutOfRangeField(_ example: Case) throws {
    let report = try StravaActivitiesParser.parse(Self.stravaSwim(example.key, example.value))
    let swim = try #require(report.records.activities.first)
    #expect(report.rejections.total == 0)
    #expect(swim.durationSeconds == 1800 && swim.sport == .swimming)
    #expect(
      report.droppedFields.drops == [
        example.field: DroppedFields.Drop(
          count: 1, firstValue: Double(example.value) ?? .nan, range: example.range)
      ])
    #expect(Self.value(of: example.field, in: swim) == nil)
  }

  static let intervalsCases: [Case] = [
    Case(
      name: "average heart rate", key: "average_heartrate", value: "3.08",
      field: .averageHeartRate, range: RecordValidator.Range.heartRate),
    Case(
      name: "maximum heart rate", key: "max_heartrate", value: "251", field: .maxHeartRate,
      range: RecordValidator.Range.heartRate),
    Case(
      name: "average power", key: "icu_average_watts", value: "2501", field: .averagePower,
      range: RecordValidator.Range.power),
    Case(
      name: "weighted power", key: "icu_weighted_avg_watts", value: "3100",
      field: .normalizedPower, range: RecordValidator.Range.power),
    Case(
      name: "an FTP below 50 W", key: "icu_ftp", value: "20", field: .ftp,
      range: RecordValidator.Range.ftp),
    Case(
      name: "RPE", key: "icu_rpe", value: "11", field: .rpe, range: RecordValidator.Range.rpe),
    Case(
      name: "calories", key: "calories", value: "25000", field: .energy,
      range: RecordValidator.Range.activeEnergy),
    Case(
      name: "distance", key: "distance", value: "-5", field: .distance,
      range: 0...Double.infinity),
    Case(
      name: "source load", key: "icu_training_load", value: "33601", field: .trainingLoad,
      range: RecordValidator.Range.trainingLoad),
  ]

  @Test(arguments: intervalsCases)
  func anIntervalsActivityIsKeptWithoutItsOutOfRangeField(_ example: Case) throws {
    let json = """
      [{"id":"i1","start_date":"2026-09-21T04:00:00Z","type":"Swim","moving_time":1800,\
      "\(example.key)":\(example.value)}]
      """
    let report = try IntervalsActivitiesParser.parse(Array(json.utf8))
    let swim = try #require(report.records.activities.first)
    #expect(report.rejections.total == 0)
    #expect(swim.durationSeconds == 1800)
    #expect(report.droppedFields.drops[example.field]?.count == 1)
    #expect(report.droppedFields.drops[example.field]?.firstValue == Double(example.value))
    #expect(report.droppedFields.total == 1)
    #expect(Self.value(of: example.field, in: swim) == nil)
  }

  @Test func countsAreGroupedByFieldAndKeepTheFirstValue() throws {
    let json = """
      [{"id":"i1","start_date":"2026-09-21T04:00:00Z","moving_time":60,"average_heartrate":3.08},
       {"id":"i2","start_date":"2026-09-21T05:00:00Z","moving_time":60,"average_heartrate":400,
        "max_heartrate":400},
       {"id":"i3","start_date":"2026-09-21T06:00:00Z","moving_time":60,"average_heartrate":140}]
      """
    let report = try IntervalsActivitiesParser.parse(Array(json.utf8))
    #expect(report.records.activities.map(\.averageHeartRate) == [nil, nil, 140])
    #expect(report.droppedFields.drops[.averageHeartRate]?.count == 2)
    #expect(report.droppedFields.drops[.averageHeartRate]?.firstValue == 3.08)
    #expect(report.droppedFields.drops[.maxHeartRate]?.count == 1)
    #expect(report.droppedFields.total == 3)
    var merged = report.droppedFields
    merged.merge(report.droppedFields)
    #expect(merged.drops[.averageHeartRate]?.count == 4 && merged.total == 6)
    #expect(merged.drops[.averageHeartRate]?.firstValue == 3.08)
  }

  @Test func anAppleHealthWorkoutIsKeptWithoutItsOutOfRangeStatistics() throws {
    let text = """
      <HealthData locale="en_GB">
       <Workout workoutActivityType="HKWorkoutActivityTypeSwimming" duration="30" \
      durationUnit="min" sourceName="Watch" startDate="2026-09-21 06:00:00 +0200" \
      endDate="2026-09-21 06:31:00 +0200">
        <WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate" \
      startDate="2026-09-21 06:00:00 +0200" endDate="2026-09-21 06:31:00 +0200" average="3.08" \
      maximum="118" unit="count/min"/>
        <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" \
      startDate="2026-09-21 06:00:00 +0200" endDate="2026-09-21 06:31:00 +0200" sum="30000" \
      unit="kcal"/>
       </Workout>
      </HealthData>
      """
    let result = try AppleHealthArchive.importXML(InMemoryBytes(Array(text.utf8)), timeZone: .gmt)
    let swim = try #require(result.report.records.activities.first)
    #expect(result.report.rejections.total == 0)
    #expect(swim.durationSeconds == 1800 && swim.sport == .swimming)
    #expect(swim.averageHeartRate == nil && swim.maxHeartRate == 118)
    #expect(swim.energyKilocalories == nil)
    #expect(
      result.report.droppedFields.drops == [
        .averageHeartRate: DroppedFields.Drop(
          count: 1, firstValue: 3.08, range: RecordValidator.Range.heartRate),
        .energy: DroppedFields.Drop(
          count: 1, firstValue: 30000, range: RecordValidator.Range.activeEnergy),
      ])
    #expect(result.types["Workout"]?.kept == 1)
  }

  @Test func theNativeFormatStillRejectsTheWholeRecord() throws {
    let json = """
      {"format":"veloready.records/v1","activities":[{"start":"2026-09-21T06:00:00Z",
       "durationSeconds":1800,"sport":"swimming","averageHeartRate":3.08}]}
      """
    let report = try NativeRecordsParser.parse(Array(json.utf8))
    #expect(report.records.activities.isEmpty)
    #expect(report.rejections.counts == ["activities.averageHeartRate outside 25–250": 1])
    #expect(report.droppedFields.isEmpty)
  }

  static func value(of field: ActivityField, in activity: Activity) -> Double? {
    switch field {
    case .averageHeartRate: return activity.averageHeartRate
    case .maxHeartRate: return activity.maxHeartRate
    case .averagePower: return activity.averagePower
    case .normalizedPower: return activity.normalizedPower
    case .ftp: return activity.ftp
    case .rpe: return activity.rpe
    case .energy: return activity.energyKilocalories
    case .distance: return activity.distanceMeters
    case .ascent: return activity.ascentMeters
    case .trainingLoad: return activity.trainingLoad
    }
  }
}
