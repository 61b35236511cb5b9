import Foundation

/// Writes a synthetic Apple Health `export.xml` of realistic shape (docs/formats.md §6.2):
/// records grouped by type and sorted by time, one per line, the real `device` attribute, a
/// third with `MetadataEntry` children, HRV records with ~70-beat lists, workouts with
/// statistics followed by activity summaries — in roughly the proportions of the 3.1 GB export
/// of ten years of Watch data (active energy a third, heart rate and basal energy a sixth each).
///
/// It writes two files in one pass: `path` with a HealthKit Export Version 12 DTD (the broken
/// one), and `path` + `.nodtd.xml` without any DTD, which Foundation's `XMLParser` can read.
///
/// `mix` picks the proportions and the order (`AppleHealthExportGenerator+Mix.swift`); the
/// standard mix writes the same bytes as before the mixes existed.
struct AppleHealthExportGenerator {
  let days: Int
  let mix: Mix
  let start = 1_735_686_000  // 2025-01-01 00:00 +0100
  var random = SplitMix(seed: 0x5EED)

  /// Enough days for about `megabytes` of XML (the mix says how much a day weighs).
  init(megabytes: Int, mix: Mix = .standard) {
    self.mix = mix
    days = max(1, megabytes * 1_000_000 / mix.bytesPerDay)
  }

  static let device =
    "&lt;&lt;HKDevice: 0x281d99900&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, "
    + "hardware:Watch6,2, software:10.4&gt;"
  static let watch = "Anna’s Apple Watch"
  static let phone = "Anna’s iPhone"

  /// One record type: how many a day, from which source, with which unit and value range.
  struct Series {
    var type: String
    var perDay: Int
    var source: String
    var unit: String
    var values: ClosedRange<Double>
    var integer = false
    var metadata: String? = nil
    /// Every how many records one carries the `MetadataEntry`.
    var metadataEvery = 3
  }

  static let series: [Series] = [
    Series(
      type: "StepCount", perDay: 90, source: phone, unit: "count", values: 10...900, integer: true),
    Series(
      type: "StepCount", perDay: 90, source: watch, unit: "count", values: 10...900, integer: true),
    Series(
      type: "DistanceWalkingRunning", perDay: 150, source: watch, unit: "km", values: 0.01...0.6),
    Series(
      type: "HeartRate", perDay: 330, source: watch, unit: "count/min", values: 48...165,
      integer: true, metadata: "HKMetadataKeyHeartRateMotionContext"),
    Series(
      type: "RestingHeartRate", perDay: 1, source: watch, unit: "count/min", values: 44...58,
      integer: true),
    Series(type: "RespiratoryRate", perDay: 20, source: watch, unit: "count/min", values: 12...18),
    Series(type: "OxygenSaturation", perDay: 8, source: watch, unit: "%", values: 0.93...1),
    Series(type: "ActiveEnergyBurned", perDay: 720, source: watch, unit: "Cal", values: 0.05...12),
    Series(type: "BasalEnergyBurned", perDay: 330, source: watch, unit: "Cal", values: 0.9...1.3),
    Series(
      type: "AppleExerciseTime", perDay: 60, source: watch, unit: "min", values: 1...1,
      integer: true),
    Series(
      type: "AppleStandTime", perDay: 60, source: watch, unit: "min", values: 1...5, integer: true),
    Series(
      type: "EnvironmentalAudioExposure", perDay: 90, source: watch, unit: "dBASPL",
      values: 40...85,
      metadata: "HKMetadataKeyAudioExposureLevel"),
    Series(
      type: "AppleSleepingWristTemperature", perDay: 1, source: watch, unit: "degC",
      values: 35.4...36.4),
  ]

  /// Writes both files; returns their sizes.
  mutating func write(to path: String) throws -> (withDTD: Int64, withoutDTD: Int64) {
    let full = try Output(path: path)
    let bare = try Output(path: path + ".nodtd.xml")
    full.append(Self.dtd)
    let body =
      "<HealthData locale=\"en_GB\">\n <ExportDate value=\"\(date(start + days * 86_400))\"/>\n"
      + " <Me HKCharacteristicTypeIdentifierDateOfBirth=\"1988-04-17\" "
      + "HKCharacteristicTypeIdentifierBiologicalSex=\"HKBiologicalSexFemale\" "
      + "HKCharacteristicTypeIdentifierBloodType=\"HKBloodTypeNotSet\" "
      + "HKCharacteristicTypeIdentifierFitzpatrickSkinType=\"HKFitzpatrickSkinTypeNotSet\" "
      + "HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse=\"None\"/>\n"
    full.append(body)
    bare.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + body)
    let both = { (text: String) in
      full.append(text)
      bare.append(text)
    }
    if mix.byDay {
      for day in 0..<days {
        for chunk in dayChunks(day) { both(chunk) }
      }
    } else {
      writeByType(both)
    }
    both("</HealthData>\n")
    return (try full.close(), try bare.close())
  }

  /// The records grouped by type, each type sorted by time, as the Health app writes them.
  private mutating func writeByType(_ both: (String) -> Void) {
    for series in mix.series {
      for day in 0..<days {
        var rode = series.type != "HeartRate" || !Self.hasWorkout(day)
        for index in 0..<series.perDay {
          if !rode, index * 86_400 / series.perDay >= 17 * 3600 {
            for second in stride(from: 0, through: 3600, by: 5) { both(workoutBeat(day, second)) }
            rode = true
          }
          let begin = recordStart(series, day: day, index: index)
          both(record(series, begin: begin, index: index))
        }
      }
    }
    for day in 0..<days {
      for index in 0..<mix.variabilityPerDay { both(variabilityRecord(day: day, index: index)) }
      both(sleep(day: day))
    }
    for day in 0..<days where Self.hasWorkout(day) { both(workout(day: day)) }
    for day in 0..<days { both(summary(day: day)) }
  }

  func date(_ epoch: Int) -> String {
    let local = epoch + 3600
    let day = local / 86_400
    let second = local % 86_400
    let (y, m, d) = Self.civil(day)
    return String(
      format: "%04d-%02d-%02d %02d:%02d:%02d +0100", y, m, d, second / 3600, second / 60 % 60,
      second % 60)
  }

  mutating func record(_ series: Series, begin: Int, index: Int) -> String {
    let end = series.unit == "count/min" ? begin : begin + 60
    var value = random.double(in: series.values)
    if series.integer { value = value.rounded() }
    let text = series.integer ? String(Int(value)) : String(format: "%.4g", value)
    var line =
      " <Record type=\"HKQuantityTypeIdentifier\(series.type)\" sourceName=\"\(series.source)\" "
      + "sourceVersion=\"10.4\" device=\"\(Self.device)\" unit=\"\(series.unit)\" "
      + "creationDate=\"\(date(end + 5))\" startDate=\"\(date(begin))\" endDate=\"\(date(end))\" "
      + "value=\"\(text)\""
    if let key = series.metadata, index % series.metadataEvery == 0 {
      line += ">\n  <MetadataEntry key=\"\(key)\" value=\"\(random.next() % 3)\"/>\n </Record>\n"
    } else {
      line += "/>\n"
    }
    return line
  }

  /// Four rides in five days, 17:00–18:00.
  static func hasWorkout(_ day: Int) -> Bool { day % 5 != 4 }

  /// A heart-rate sample of the ride, every 5 s.
  mutating func workoutBeat(_ day: Int, _ second: Int) -> String {
    let time = date(start + day * 86_400 + 17 * 3600 + second)
    return
      " <Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"\(Self.watch)\" "
      + "sourceVersion=\"10.4\" device=\"\(Self.device)\" unit=\"count/min\" "
      + "creationDate=\"\(time)\" startDate=\"\(time)\" endDate=\"\(time)\" "
      + "value=\"\(120 + Int(random.next() % 50))\"/>\n"
  }

  mutating func variabilityRecord(day: Int, index: Int) -> String {
    let begin = variabilityStart(day: day, index: index)
    var line =
      " <Record type=\"HKQuantityTypeIdentifierHeartRateVariabilitySDNN\" sourceName=\"\(Self.watch)\" "
      + "sourceVersion=\"10.4\" device=\"\(Self.device)\" unit=\"ms\" creationDate=\"\(date(begin + 61))\" "
      + "startDate=\"\(date(begin))\" endDate=\"\(date(begin + 60))\" "
      + "value=\"\(String(format: "%.4f", random.double(in: 25...90)))\">\n"
      + "  <HeartRateVariabilityMetadataList>\n"
    var time = Double((begin + 3600) % 86_400)
    for _ in 0..<mix.beatsPerList {
      let interval = random.double(in: 0.9...1.1)
      time += interval
      let hours = Int(time / 3600) % 24
      line +=
        "   <InstantaneousBeatsPerMinute bpm=\"\(Int((60 / interval).rounded()))\" time=\""
        + String(
          format: "%d:%02d:%05.2f %@", hours % 12 == 0 ? 12 : hours % 12, Int(time / 60) % 60,
          time.truncatingRemainder(dividingBy: 60), hours < 12 ? "am" : "pm") + "\"/>\n"
    }
    return line + "  </HeartRateVariabilityMetadataList>\n </Record>\n"
  }

  func sleep(day: Int) -> String {
    let stages = ["AsleepCore", "AsleepDeep", "AsleepCore", "AsleepREM", "Awake"]
    var lines = ""
    var time = start + day * 86_400 - 3600
    for index in 0..<25 {
      let next = time + 1080
      lines +=
        " <Record type=\"HKCategoryTypeIdentifierSleepAnalysis\" sourceName=\"\(Self.watch)\" "
        + "sourceVersion=\"10.4\" device=\"\(Self.device)\" creationDate=\"\(date(next))\" "
        + "startDate=\"\(date(time))\" endDate=\"\(date(next))\" "
        + "value=\"HKCategoryValueSleepAnalysis\(stages[index % stages.count])\"/>\n"
      time = next
    }
    return lines
  }

  mutating func workout(day: Int) -> String {
    let begin = start + day * 86_400 + 17 * 3600
    let end = begin + 3600
    let span = "startDate=\"\(date(begin))\" endDate=\"\(date(end))\""
    return
      " <Workout workoutActivityType=\"HKWorkoutActivityTypeCycling\" duration=\"60\" "
      + "durationUnit=\"min\" sourceName=\"\(Self.watch)\" sourceVersion=\"10.4\" "
      + "device=\"\(Self.device)\" creationDate=\"\(date(end + 30))\" \(span)>\n"
      + "  <MetadataEntry key=\"HKIndoorWorkout\" value=\"0\"/>\n"
      + "  <WorkoutEvent type=\"HKWorkoutEventTypePause\" date=\"\(date(begin + 1800))\"/>\n"
      + "  <WorkoutEvent type=\"HKWorkoutEventTypeResume\" date=\"\(date(begin + 1900))\"/>\n"
      + "  <WorkoutStatistics type=\"HKQuantityTypeIdentifierActiveEnergyBurned\" \(span) "
      + "sum=\"\(Int(random.double(in: 400...900)))\" unit=\"Cal\"/>\n"
      + "  <WorkoutStatistics type=\"HKQuantityTypeIdentifierDistanceCycling\" \(span) "
      + "sum=\"\(String(format: "%.3f", random.double(in: 20...40)))\" unit=\"km\"/>\n"
      + "  <WorkoutStatistics type=\"HKQuantityTypeIdentifierHeartRate\" \(span) "
      + "average=\"142\" minimum=\"90\" maximum=\"171\" unit=\"count/min\"/>\n"
      + "  <WorkoutRoute sourceName=\"\(Self.watch)\" sourceVersion=\"10.4\" \(span)>\n"
      + "   <FileReference path=\"/workout-routes/route_\(day).gpx\"/>\n  </WorkoutRoute>\n"
      + " </Workout>\n"
  }

  func summary(day: Int) -> String {
    let (y, m, d) = Self.civil((start + 3600) / 86_400 + day)
    return String(
      format:
        " <ActivitySummary dateComponents=\"%04d-%02d-%02d\" activeEnergyBurned=\"612.4\" "
        + "activeEnergyBurnedGoal=\"600\" activeEnergyBurnedUnit=\"Cal\" appleMoveTime=\"0\" "
        + "appleMoveTimeGoal=\"0\" appleExerciseTime=\"64\" appleExerciseTimeGoal=\"30\" "
        + "appleStandHours=\"12\" appleStandHoursGoal=\"12\"/>\n", y, m, d)
  }

  static func civil(_ day: Int) -> (Int, Int, Int) {
    let z = day + 719_468
    let era = z / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
  }

  /// A HealthKit Export Version 12 style DTD, with its unclosed `VisionPrescription` ATTLIST.
  static let dtd = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE HealthData [
    <!-- HealthKit Export Version: 12 -->
    <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
    <!ATTLIST HealthData
      locale CDATA #REQUIRED
    >
    <!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
    <!ATTLIST Record
      type          CDATA #REQUIRED
      unit          CDATA #IMPLIED
      value         CDATA #IMPLIED
      sourceName    CDATA #REQUIRED
      sourceVersion CDATA #IMPLIED
      device        CDATA #IMPLIED
      creationDate  CDATA #IMPLIED
      startDate     CDATA #REQUIRED
      endDate       CDATA #REQUIRED
    >
    <!ELEMENT VisionPrescription ((RightEye|LeftEye|Attachment|MetadataEntry)*)>
    <!ATTLIST VisionPrescription
      type             CDATA #REQUIRED
      dateIssued       CDATA #REQUIRED
    <!ELEMENT RightEye EMPTY>
    ]>

    """
}

/// A buffered append-only file.
final class Output {
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private(set) var written: Int64 = 0

  init(path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    buffer.reserveCapacity(1 << 22)
  }

  func append(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 22 { flush() }
  }

  private func flush() {
    handle.write(Data(buffer))
    written += Int64(buffer.count)
    buffer.removeAll(keepingCapacity: true)
  }

  func close() throws -> Int64 {
    flush()
    try handle.close()
    return written
  }
}

/// A small deterministic generator (splitmix64), so every run writes the same file.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func double(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + Double(next() >> 11) / Double(1 << 53)
      * (range.upperBound - range.lowerBound)
  }
}
