import Foundation
import ScoreEngine

/// WHOOP's `physiological_cycles.csv`: one row per physiological cycle, from one sleep onset to
/// the next (docs/formats.md §6.7).
///
/// | column | becomes |
/// |---|---|
/// | `Cycle start time`, `Cycle timezone` | the row's offset, and its day when it has no wake |
/// | `Sleep onset` … `Wake onset`, `Asleep`, `Light sleep`, `Deep (SWS)`, `REM`, `Awake duration (min)` | the night, a `SleepSummary` |
/// | `Resting heart rate (bpm)` | resting heart rate of the wake date |
/// | `Heart rate variability (ms)` | daily rMSSD of the wake date |
/// | `Respiratory rate (rpm)` | daily respiratory rate of the wake date |
/// | `Skin temp (celsius)` | absolute: a deviation from the rider's baseline (`SkinTemperatureBaseline`) |
/// | `Recovery score %`, `Sleep performance %`, `Day Strain` | reference scores, never scored |
///
/// The day of a row is the local date of its `Wake onset`, in the row's own offset (what WHOOP
/// shows as that day); a row without a wake onset is dated by its cycle's start. `Blood oxygen
/// %`, `Energy burned (cal)` (total energy, resting included), the day's `Max HR` and
/// `Average HR`, `In bed duration`, `Sleep need`, `Sleep debt`, `Sleep efficiency %` and `Sleep
/// consistency %` are not read: VR-2 has no input for them, or they derive from what is read.
enum WHOOPCycles {
  /// The columns every cycles file has.
  static let required = ["Cycle start time", "Cycle timezone"]

  /// Parses the file `name`.
  static func parse(_ bytes: [UInt8], name: String) throws(ImportError) -> WearableFileImport {
    var temperatures: [(day: Int, celsius: Double, location: String)] = []
    var file = try WHOOPFile.read(bytes, name: name, kind: .whoopCycles, required: required) {
      row, location, file throws(RecordRejection) in
      let start = try row.requiredTime("Cycle start time")
      _ = try row.time("Cycle end time")
      let day = try row.time("Wake onset")?.wall.day ?? start.wall.day
      if let night = try row.sleep(source: WHOOPFile.source) {
        file.report.records.sleepSummaries.append(night)
      } else if try row.time("Sleep onset") != nil {
        file.skip("sleep not scored by WHOOP")
      }
      try readValues(row, day: day, at: location, into: &file)
      if let celsius = try WHOOPFile.value(
        row, "Skin temp (celsius)", field: "skinTemperature.celsius",
        range: SkinTemperatureBaseline.plausibleCelsius, at: location, in: &file)
      {
        temperatures.append((day.dayNumber, celsius, location))
      }
      file.summary.cover(day)
    }
    addDeviations(temperatures, to: &file)
    return file
  }

  /// The row's resting HR, HRV, respiratory rate and WHOOP's three scores, each kept or rejected
  /// on its own.
  private static func readValues(
    _ row: WHOOPRow, day: LocalDate, at location: String, into file: inout WearableFileImport
  ) throws(RecordRejection) {
    typealias Range = RecordValidator.Range
    let source = WHOOPFile.source
    if let bpm = try WHOOPFile.value(
      row, "Resting heart rate (bpm)", field: "restingHeartRate.bpm", range: Range.restingHeartRate,
      at: location, in: &file)
    {
      file.report.records.restingHeartRate.append(DailyValue(date: day, value: bpm, source: source))
    }
    if let ms = try WHOOPFile.value(
      row, "Heart rate variability (ms)", field: "dailyHrv.ms", range: Range.hrvMilliseconds,
      at: location, in: &file)
    {
      file.report.records.dailyHRV.append(
        DailyHRV(date: day, milliseconds: ms, kind: .rmssd, source: source))
    }
    if let rate = try WHOOPFile.value(
      row, "Respiratory rate (rpm)", field: "dailyRespiratoryRate.brpm",
      range: Range.respiratoryRate, at: location, in: &file)
    {
      file.report.records.dailyRespiratoryRate.append(
        DailyValue(date: day, value: rate, source: source))
    }
    try WHOOPFile.reference(
      row, "Recovery score %", .recovery, name: "recovery", date: day, at: location, in: &file)
    try WHOOPFile.reference(
      row, "Sleep performance %", .sleep, name: "sleep performance", date: day, at: location,
      in: &file)
    try WHOOPFile.reference(
      row, "Day Strain", .strain, name: "day strain", date: day, at: location, in: &file)
  }

  /// Each night's skin temperature as a deviation from the nights before it; a deviation
  /// outside −5…+5 °C is rejected at its row.
  private static func addDeviations(
    _ temperatures: [(day: Int, celsius: Double, location: String)],
    to file: inout WearableFileImport
  ) {
    var byDay: [Int: (celsius: Double, location: String)] = [:]
    for night in temperatures { byDay[night.day] = (night.celsius, night.location) }
    let nights = byDay.map { (day: $0.key, celsius: $0.value.celsius) }
    let (values, waiting) = SkinTemperatureBaseline.deviations([0: nights])
    for value in values.sorted(by: { $0.day < $1.day }) {
      let field = "skinTemperature.deviationC"
      if let problem = WearableValues.rangeProblem(
        field, value.deviation, RecordValidator.Range.skinTemperature)
      {
        file.reject(problem, at: byDay[value.day]?.location ?? "skinTemperature")
        continue
      }
      file.report.records.skinTemperature.append(
        DailyValue(
          date: LocalDate(dayNumber: value.day), value: value.deviation, source: WHOOPFile.source))
    }
    if let note = SkinTemperatureBaseline.waitingNote(waiting, what: "skin-temperature") {
      file.report.notes.append(note)
    }
  }
}
