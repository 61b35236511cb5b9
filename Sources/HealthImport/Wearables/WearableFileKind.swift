/// A file of a WHOOP, Oura or Garmin Connect export, recognised by its content
/// (docs/formats.md §6.1, §6.7): a CSV by its header's column names, a JSON file by its keys.
public enum WearableFileKind: String, CaseIterable, Hashable, Sendable {
  /// WHOOP `physiological_cycles.csv`.
  case whoopCycles = "WHOOP physiological_cycles.csv"
  /// WHOOP `sleeps.csv`.
  case whoopSleeps = "WHOOP sleeps.csv"
  /// WHOOP `workouts.csv`.
  case whoopWorkouts = "WHOOP workouts.csv"
  /// WHOOP `journal_entries.csv`.
  case whoopJournal = "WHOOP journal_entries.csv"
  /// Oura's trends CSV (`oura_<from>_<to>_trends.csv`).
  case ouraTrends = "Oura trends CSV"
  /// Oura's JSON export: an object with a `sleep` array.
  case ouraJSON = "Oura JSON"
  /// Garmin Connect `DI-Connect-Wellness/…_sleepData.json`.
  case garminSleep = "Garmin Connect sleepData.json"
  /// Garmin Connect `DI-Connect-Wellness/…_healthStatusData.json`.
  case garminHealthStatus = "Garmin Connect healthStatusData.json"
  /// Garmin Connect `DI-Connect-Aggregator/UDSFile_….json`.
  case garminDailySummary = "Garmin Connect UDSFile.json"

  /// The service whose export holds this kind of file.
  public var service: WearableService {
    switch self {
    case .whoopCycles, .whoopSleeps, .whoopWorkouts, .whoopJournal: return .whoop
    case .ouraTrends, .ouraJSON: return .oura
    case .garminSleep, .garminHealthStatus, .garminDailySummary: return .garmin
    }
  }

  /// What one row or object of the file is, for the report's `seen` counts.
  var recordName: String {
    switch self {
    case .whoopCycles: return "WHOOP cycles"
    case .whoopSleeps: return "WHOOP sleeps"
    case .whoopWorkouts: return "WHOOP workouts"
    case .whoopJournal: return "WHOOP journal entries"
    case .ouraTrends: return "Oura days"
    case .ouraJSON: return "Oura records"
    case .garminSleep: return "Garmin sleeps"
    case .garminHealthStatus: return "Garmin health status days"
    case .garminDailySummary: return "Garmin daily summaries"
    }
  }

  /// The kind of a file from its first bytes (4 KiB is plenty), or `nil` when it is none of
  /// these.
  public static func sniff(_ prefix: [UInt8]) -> WearableFileKind? {
    var bytes = prefix[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let text = String(decoding: bytes, as: UTF8.self)
    let start = text.drop(while: \.isWhitespace)
    switch start.first {
    case "{": return jsonObject(start)
    case "[": return jsonArray(start)
    default: return csvHeader(text)
    }
  }

  /// Oura's JSON export: an object whose records carry Oura's sleep keys.
  private static func jsonObject(_ text: Substring) -> WearableFileKind? {
    let ouraKeys = ["bedtime_start", "summary_date", "total_sleep_duration", "hr_lowest"]
    guard has(text, "sleep") || has(text, "readiness") || has(text, "activity"),
      ouraKeys.contains(where: { has(text, $0) })
    else { return nil }
    return .ouraJSON
  }

  /// Garmin's wellness JSON files are arrays of day objects.
  private static func jsonArray(_ text: Substring) -> WearableFileKind? {
    if has(text, "sleepStartTimestampGMT") || has(text, "deepSleepSeconds") { return .garminSleep }
    guard has(text, "calendarDate") else { return nil }
    if has(text, "metrics") { return .garminHealthStatus }
    let dailyKeys = [
      "restingHeartRate", "totalSteps", "totalKilocalories", "allDayStress", "minHeartRate",
    ]
    return dailyKeys.contains(where: { has(text, $0) }) ? .garminDailySummary : nil
  }

  /// A CSV header naming WHOOP's or Oura's columns.
  private static func csvHeader(_ text: String) -> WearableFileKind? {
    guard let line = text.split(whereSeparator: \.isNewline).first,
      let fields = CSVReader.records(Array(line.utf8)).first?.fields
    else { return nil }
    let names = Set(fields.map(WearableValues.trimmed))
    if names.contains("Cycle timezone") {
      if names.contains("Question text") { return .whoopJournal }
      if names.contains("Workout start time") { return .whoopWorkouts }
      if names.contains("Nap") { return .whoopSleeps }
      if names.contains("Cycle start time") { return .whoopCycles }
      return nil
    }
    let ouraColumns = ["Sleep Score", "Readiness Score", "Bedtime Start", "Average HRV"]
    if fields.first.map(WearableValues.trimmed) == "date",
      ouraColumns.filter(names.contains).count >= 2
    {
      return .ouraTrends
    }
    return nil
  }

  /// Whether `text` has `"key":` (JSON, any spacing before the colon).
  private static func has(_ text: Substring, _ key: String) -> Bool {
    text.containsBytes(of: "\"\(key)\":") || text.containsBytes(of: "\"\(key)\" :")
  }

  /// Parses the bytes of a file of this kind, named `name`.
  ///
  /// - Throws: `ImportError` when the file cannot be read at all.
  public func parse(_ bytes: [UInt8], name: String) throws(ImportError) -> WearableFileImport {
    switch self {
    case .whoopCycles: return try WHOOPCycles.parse(bytes, name: name)
    case .whoopSleeps: return try WHOOPSleeps.parse(bytes, name: name)
    case .whoopWorkouts: return try WHOOPWorkouts.parse(bytes, name: name)
    case .whoopJournal: return try WHOOPJournal.parse(bytes, name: name)
    case .ouraTrends: return try OuraTrends.parse(bytes, name: name)
    case .ouraJSON: return try OuraJSON.parse(bytes, name: name)
    case .garminSleep: return try GarminSleep.parse(bytes, name: name)
    case .garminHealthStatus: return try GarminHealthStatus.parse(bytes, name: name)
    case .garminDailySummary: return try GarminDailySummary.parse(bytes, name: name)
    }
  }
}
