import Foundation
import ScoreEngine

/// WHOOP's `sleeps.csv`: one row per sleep, naps included (docs/formats.md §6.7).
///
/// Every scored row becomes a `SleepSummary` from `Sleep onset` to `Wake onset` with its stage
/// minutes, read as in `WHOOPCycles`; `Nap` decides nothing here, VR-2's main-sleep rule does
/// (docs/algorithm.md §2.5). A row that is not a nap also gives the day's respiratory rate and
/// WHOOP's sleep performance, dated by its wake, as the cycles file does: the same night in both
/// files is one night (`WearableExport`). A row with bounds but no asleep duration was not scored
/// by WHOOP and is skipped. `Sleep need`, `Sleep debt`, `Sleep efficiency %`, `Sleep consistency
/// %` and `In bed duration` are not read.
enum WHOOPSleeps {
  /// The columns every sleeps file has.
  static let required = ["Cycle timezone", "Sleep onset", "Wake onset"]

  /// Parses the file `name`.
  static func parse(_ bytes: [UInt8], name: String) throws(ImportError) -> WearableFileImport {
    try WHOOPFile.read(bytes, name: name, kind: .whoopSleeps, required: required) {
      row, location, file throws(RecordRejection) in
      let isNap = try nap(row)
      guard let night = try row.sleep(source: WHOOPFile.source) else {
        file.skip("sleep not scored by WHOOP")
        return
      }
      file.report.records.sleepSummaries.append(night)
      let day = try row.requiredTime("Wake onset").wall.day
      file.summary.cover(day)
      guard !isNap else { return }
      if let rate = try WHOOPFile.value(
        row, "Respiratory rate (rpm)", field: "dailyRespiratoryRate.brpm",
        range: RecordValidator.Range.respiratoryRate, at: location, in: &file)
      {
        file.report.records.dailyRespiratoryRate.append(
          DailyValue(date: day, value: rate, source: WHOOPFile.source))
      }
      try WHOOPFile.reference(
        row, "Sleep performance %", .sleep, name: "sleep performance", date: day, at: location,
        in: &file)
    }
  }

  /// The `Nap` cell: `true` or `false`; empty reads as not a nap.
  private static func nap(_ row: WHOOPRow) throws(RecordRejection) -> Bool {
    guard let text = row.row.text("Nap") else { return false }
    guard let value = WearableValues.boolean(text) else {
      throw RecordRejection(
        reason: "'Nap' is not true or false", message: "'Nap' '\(text)' is not true or false")
    }
    return value
  }
}
