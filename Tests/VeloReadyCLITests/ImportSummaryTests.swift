import HealthImport
import ScoreEngine
import Testing

@testable import VeloReadyCLI

/// The import summary's lines about fields left out of kept activities.
@Suite struct ImportSummaryTests {
  @Test func oneDroppedFieldIsNamedWithItsValueAndRange() {
    var dropped = DroppedFields()
    dropped.drop(.averageHeartRate, value: 3.08, range: RecordValidator.Range.heartRate)
    #expect(
      ImportSummary.droppedFieldLines(dropped) == [
        "  dropped    1 activity kept without its average heart rate '3.08': outside 25–250"
      ])
  }

  @Test func dropsAreGroupedPerFieldWithTheFirstValueInFieldOrder() {
    var dropped = DroppedFields()
    dropped.drop(.distance, value: -5, range: 0...Double.infinity)
    for value in [11.0, 12, 15] { dropped.drop(.rpe, value: value, range: 1...10) }
    #expect(
      ImportSummary.droppedFieldLines(dropped) == [
        "  dropped    3 activities kept without their RPE (the first '11'): outside 1–10",
        "  dropped    1 activity kept without its distance '-5': below 0",
      ])
  }

  @Test func aSyncKeepsTheFieldsDroppedFromItsActivities() throws {
    var activities = ImportReport()
    activities.droppedFields.drop(.maxHeartRate, value: 300, range: 25...250)
    let day = try #require(LocalDate(iso: "2026-09-21"))
    let result = IntervalsFetchResult(
      dates: day...day, wellness: ImportReport(), activities: activities)
    #expect(result.combined.droppedFields == activities.droppedFields)
  }

  @Test func nothingDroppedPrintsNothing() {
    #expect(ImportSummary.droppedFieldLines(DroppedFields()).isEmpty)
  }
}
