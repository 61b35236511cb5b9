import ScoreEngine

/// A WHOOP, Oura or Garmin Connect export read whole — its archive, its folder, or any of its
/// files alone — with what each file held (docs/formats.md §6.7).
public struct WearableExportImport: Sendable {
  /// Every file's records, rejections (located `'sleeps.csv' line 12`) and notes together, each
  /// night, daily value and score once.
  public var report = ImportReport()
  /// Each file read, in the order read.
  public var files: [WearableFileSummary] = []
  /// Files of the folder or archive that are none of the kinds read, by name.
  public var ignored: [String] = []

  /// The services whose files were read.
  public var services: [WearableService] {
    WearableService.allCases.filter { service in files.contains { $0.kind.service == service } }
  }
}

/// Reads the files of a wearable export, each recognised by its content.
public enum WearableExport {
  /// How many bytes of a file recognise it.
  public static let sniffLength = 4096

  /// Reads the files `names`: `prefix` gives a file's first bytes (`sniffLength` are enough),
  /// `contents` all of them. A file of no known kind is listed in `ignored`.
  ///
  /// - Throws: `ImportError.unrecognised` when no file is of a known kind; the first error of a
  ///   file that cannot be read at all.
  public static func read(
    names: [String], prefix: (String) throws(ImportError) -> [UInt8],
    contents: (String) throws(ImportError) -> [UInt8]
  ) throws(ImportError) -> WearableExportImport {
    var kinds: [String: WearableFileKind] = [:]
    var ignored: [String] = []
    for name in names {
      if let kind = WearableFileKind.sniff(try prefix(name)) {
        kinds[name] = kind
      } else {
        ignored.append(name)
      }
    }
    guard !kinds.isEmpty else {
      throw .unrecognised(
        reason: "no WHOOP, Oura or Garmin Connect file in it (\(names.count) files looked at)")
    }
    var result = try read(
      names: names.filter { kinds[$0] != nil }, kinds: kinds, contents: contents)
    result.ignored = ignored
    return result
  }

  /// Reads the files `names`, whose kinds are known.
  static func read(
    names: [String], kinds: [String: WearableFileKind],
    contents: (String) throws(ImportError) -> [UInt8]
  ) throws(ImportError) -> WearableExportImport {
    var result = WearableExportImport()
    for name in names {
      guard let kind = kinds[name] else { continue }
      let file = try kind.parse(try contents(name), name: name)
      result.report.absorb(file.report, from: file.summary.name)
      result.files.append(file.summary)
    }
    WearableMerge.once(&result.report)
    return result
  }

  /// Reads one file of an export, alone.
  ///
  /// - Throws: `ImportError.unrecognised` when it is none of the kinds read.
  public static func read(_ bytes: [UInt8], name: String) throws(ImportError)
    -> WearableExportImport
  {
    try read(
      names: [name], prefix: { _ throws(ImportError) in Array(bytes.prefix(sniffLength)) },
      contents: { _ throws(ImportError) in bytes })
  }
}

/// The same night, value or score from two files of one export, kept once.
///
/// WHOOP writes each night both in `physiological_cycles.csv` and in `sleeps.csv`, with its
/// respiratory rate and sleep performance; Oura's newer JSON repeats a readiness score in its
/// sleep and readiness records. Within one export those copies are the same measurement, so the
/// first is kept and the rest are dropped without being counted as duplicates.
enum WearableMerge {
  /// Keeps the first of each night (bounds and source), daily value (date, source and kind) and
  /// reference score (date, metric and source).
  static func once(_ report: inout ImportReport) {
    var records = report.records
    let nights = records.sleepSummaries.count
    records.sleepSummaries = unique(records.sleepSummaries) {
      "\($0.start.timeIntervalSince1970)|\($0.end.timeIntervalSince1970)|\($0.source)"
    }
    let daily: (DailyValue) -> String = { "\($0.date)|\($0.source)" }
    records.restingHeartRate = unique(records.restingHeartRate, daily)
    records.dailyRespiratoryRate = unique(records.dailyRespiratoryRate, daily)
    records.skinTemperature = unique(records.skinTemperature, daily)
    records.steps = unique(records.steps, daily)
    records.activeEnergy = unique(records.activeEnergy, daily)
    records.dailyHRV = unique(records.dailyHRV) { "\($0.date)|\($0.source)|\($0.kind)" }
    records.dailySleep = unique(records.dailySleep) { "\($0.date)|\($0.source)" }
    records.activities = unique(records.activities) { "\($0.id)|\($0.source)" }
    report.records = records
    report.referenceScores = unique(report.referenceScores) {
      "\($0.date)|\($0.metric)|\($0.source)"
    }
    let repeated = nights - records.sleepSummaries.count
    if repeated > 0 {
      report.notes.append("\(repeated) night(s) written in two files of the export, read once")
    }
  }

  private static func unique<Record>(_ records: [Record], _ key: (Record) -> String) -> [Record] {
    var seen: Set<String> = []
    return records.filter { seen.insert(key($0)).inserted }
  }
}
