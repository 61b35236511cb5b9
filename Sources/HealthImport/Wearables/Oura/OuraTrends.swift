import Foundation
import ScoreEngine

/// Oura's trends CSV (`oura_<from>_<to>_trends.csv` from the web app): one row per day, with the
/// night that ended it and the day's activity (docs/formats.md §6.7). Durations are seconds;
/// `None` is a missing value.
///
/// | column (2022 name, or the 2020 one) | becomes |
/// |---|---|
/// | `Bedtime Start`, `Bedtime End` | the night's bounds (ISO 8601 with offset) |
/// | `Total Sleep Duration` (`Total Sleep Time`), `Deep`, `REM`, `Light Sleep Duration` (`… Time`), `Awake Time` | its totals |
/// | `Sleep Latency` | its latency |
/// | `Lowest Resting Heart Rate` | resting heart rate |
/// | `Average HRV` | daily rMSSD |
/// | `Respiratory Rate` | daily respiratory rate |
/// | `Temperature Deviation (°C)` | skin-temperature deviation (Oura's own, from its baseline) |
/// | `Readiness Score`, `Sleep Score` | reference scores, never scored |
/// | `Steps`, `Activity Burn` | the `date`'s steps and active energy |
///
/// The night's values are dated by the local date of `Bedtime End` (Oura's own day), else by
/// `date`. Not read: the score contributors (`… Score` columns other than the two above), `Total
/// Bedtime` (the bounds give it), `Average Resting Heart Rate`, `Restless Sleep`, `Sleep
/// Efficiency`, `Sleep Timing`, `Temperature Trend Deviation`, `Total Burn`, `Target Calories`,
/// `Equivalent Walking Distance`, the activity times, `Average MET` and `Long Periods of
/// Inactivity`.
enum OuraTrends {
  /// Parses the file `name`.
  static func parse(_ bytes: [UInt8], name: String) throws(ImportError) -> WearableFileImport {
    guard let table = CSVTable(bytes), table.has(["date"]) else {
      throw .unrecognised(reason: "not an Oura trends CSV: the header lacks 'date'")
    }
    var file = WearableFileImport(name: name, kind: .ouraTrends)
    for record in table.records {
      file.summary.rows += 1
      file.report.seen[WearableFileKind.ouraTrends.recordName, default: 0] += 1
      let location = "line \(record.line)"
      do throws(RecordRejection) {
        try read(OuraCell(row: try table.row(record)), at: location, into: &file)
      } catch {
        file.reject(error, at: location)
      }
    }
    return file
  }

  private static func read(
    _ cell: OuraCell, at location: String, into file: inout WearableFileImport
  )
    throws(RecordRejection)
  {
    guard let dateText = cell.text("date"), let date = LocalDate(iso: dateText) else {
      let text = cell.text("date") ?? ""
      throw RecordRejection(
        reason: "'date' is not a date", message: "'date' '\(text)' is not a date (YYYY-MM-DD)")
    }
    let night = OuraNight(
      bedtimeStart: cell.text("Bedtime Start"), bedtimeEnd: cell.text("Bedtime End"),
      asleep: try cell.number("Total Sleep Duration", "Total Sleep Time"),
      deep: try cell.number("Deep Sleep Duration", "Deep Sleep Time"),
      rem: try cell.number("REM Sleep Duration", "REM Sleep Time"),
      light: try cell.number("Light Sleep Duration", "Light Sleep Time"),
      awake: try cell.number("Awake Time"), latency: try cell.number("Sleep Latency"),
      lowestHeartRate: try cell.number("Lowest Resting Heart Rate"),
      hrv: try cell.number("Average HRV"), respiratoryRate: try cell.number("Respiratory Rate"),
      temperatureDeviation: try cell.number("Temperature Deviation (°C)"),
      sleepScore: try cell.number("Sleep Score"),
      readinessScore: try cell.number("Readiness Score"))
    let day = night.wakeDay ?? date
    try night.record(day: day, at: location, into: &file)
    let source = WearableService.oura.source
    typealias Range = RecordValidator.Range
    for (column, field, range, isSteps) in [
      ("Steps", "steps.count", Range.steps, true),
      ("Activity Burn", "activeEnergy.kcal", Range.activeEnergy, false),
    ] {
      guard let value = try cell.number(column) else { continue }
      if let problem = WearableValues.rangeProblem(field, value, range) {
        file.reject(problem, at: location)
        continue
      }
      let daily = DailyValue(date: date, value: value, source: source)
      if isSteps {
        file.report.records.steps.append(daily)
      } else {
        file.report.records.activeEnergy.append(daily)
      }
    }
    file.summary.cover(day)
    file.summary.cover(date)
  }
}

/// A row of the trends CSV, where `None` is an empty cell and a column may have an older name.
struct OuraCell {
  let row: CSVRow

  /// The text of the first of `names` the file has; `nil` when empty or `None`.
  func text(_ names: String...) -> String? {
    for name in names {
      if let text = row.text(name) { return text == "None" ? nil : text }
    }
    return nil
  }

  /// The number of the first of `names` the file has; `nil` when empty or `None`.
  func number(_ names: String...) throws(RecordRejection) -> Double? {
    for name in names where row.text(name) != nil {
      return row.text(name) == "None" ? nil : try row.number(name)
    }
    return nil
  }
}
