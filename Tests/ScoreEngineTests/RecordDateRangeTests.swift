import Foundation
import Testing

@testable import ScoreEngine

/// The days a record may fall on: the store writes days as `YYYY-MM-DD`, so a record whose day
/// is outside 0000–9999 in some zone is rejected on its own (docs/formats.md §1.7).
@Suite struct RecordDateRangeTests {
  /// `9999-12-31 23:59:59 -1400`: a valid timestamp whose UTC instant is in the year 10000.
  let lastSecondInKiribatiMinus14 = Date(timeIntervalSince1970: 253_402_351_199)

  @Test func theStorableDaysAreTheFourDigitYears() {
    // 1970 years of 365 days and 478 leap days before 1970-01-01: 719,528 days.
    #expect(RecordValidator.Range.days.lowerBound.description == "0000-01-01")
    #expect(RecordValidator.Range.days.lowerBound.dayNumber == -719_528)
    #expect(RecordValidator.Range.days.upperBound.description == "9999-12-31")
    #expect(RecordValidator.Range.days.upperBound.adding(days: 1).description == "10000-01-01")
  }

  @Test func theStorableInstantsStayADayInsideTheDays() {
    // 0000-01-02T00:00Z and 9999-12-31T00:00Z: a day from each end, the most any offset moves.
    #expect(RecordValidator.Range.storableInstants.lowerBound == -62_167_132_800)
    #expect(RecordValidator.Range.storableInstants.upperBound == 253_402_214_400)
  }

  @Test func anInstantInTheYear10000IsWrittenWithoutFoundation() {
    #expect(RecordValidator.text(lastSecondInKiribatiMinus14) == "10000-01-01T13:59:59Z")
    #expect(RecordValidator.text(Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59Z")
  }

  @Test func onlyTheRecordsOutsideTheDaysAreRejected() {
    var records = RecordSet()
    let source = native("watch")
    let ordinary = instant("2026-09-20T04:00:00Z")
    records.hrv = [
      HRVSample(time: lastSecondInKiribatiMinus14, milliseconds: 50, kind: .sdnn, source: source),
      HRVSample(time: ordinary, milliseconds: 61, kind: .sdnn, source: source),
    ]
    let last = RecordValidator.Range.days.upperBound
    records.restingHeartRate = [
      DailyValue(date: last, value: 48, source: source),
      DailyValue(date: last.adding(days: 1), value: 49, source: source),
    ]
    var rejected: [String] = []
    let kept = RecordValidator.keepingDates(records) { problem, date in
      rejected.append("\(problem.reason) '\(date)'")
    }
    #expect(kept.hrv.map(\.milliseconds) == [61])
    #expect(kept.restingHeartRate.map(\.value) == [48])
    #expect(
      rejected == [
        "hrv.time outside 0000-01-01–9999-12-31 '10000-01-01T13:59:59Z'",
        "restingHeartRate.date outside 0000-01-01–9999-12-31 '10000-01-01'",
      ])
    let (valid, counts) = RecordValidator.validate(records)
    #expect(valid.hrv.count == 1)
    #expect(counts.records.values.reduce(0, +) == 2)
  }

  @Test func otherDaysKeepTheInstantsLocalToThemInEveryZone() {
    var records = RecordSet()
    let source = native("intervals")
    let asked = day("2026-09-14")...day("2026-09-21")
    records.restingHeartRate = [
      DailyValue(date: day("2026-09-14"), value: 48, source: source),
      DailyValue(date: day("1900-01-01"), value: 49, source: source),
    ]
    // By default an instant must be on an asked day in every zone: 15 Sep 00:00 to 21 Sep
    // 00:00 UTC.
    records.hrv = [
      HRVSample(
        time: instant("2026-09-15T00:00:00Z"), milliseconds: 50, kind: .rmssd, source: source),
      HRVSample(
        time: instant("2026-09-14T23:59:59Z"), milliseconds: 51, kind: .rmssd, source: source),
      HRVSample(
        time: instant("2026-09-21T00:00:01Z"), milliseconds: 52, kind: .rmssd, source: source),
    ]
    var count = 0
    let kept = RecordValidator.keepingDates(records, in: asked) { _, _ in count += 1 }
    #expect(kept.restingHeartRate.map(\.value) == [48])
    #expect(kept.hrv.map(\.milliseconds) == [50])
    #expect(count == 3)
  }
}
