import Foundation
import ScoreEngine

/// A record of a kind the algorithm reads, parsed and converted to its canonical unit.
struct AppleHealthSample {
  /// What it measures.
  var kind: AppleHealthKind
  /// Its type id in the document's type table.
  var type: Int
  /// Its source id in the document's source table.
  var source: Int
  /// Start instant, seconds since the epoch.
  var start: Double
  /// End instant, seconds since the epoch.
  var end: Double
  /// The value in the kind's unit; for sleep, the stage's index in `SleepStage.allCases`.
  var value: Double
  /// The 1-based line of the record in the document.
  var line: Int
}

/// Running sums of one day and source.
struct DailyMean {
  var sum = 0.0
  var count = 0
  var mean: Double { sum / Double(count) }
}

/// Collects the records of one export: drops exact duplicates, validates with
/// `RecordValidator` (docs/algorithm.md §12), and aggregates daily values per day and source.
///
/// Cumulative quantities (steps, active energy) are summed per local day of their start and
/// source; levels (resting HR) are averaged. Duplicates are exact: same type, start, end, value
/// and source, recognised by a 64-bit fingerprint (a false match needs ~4·10⁹ records to become
/// likely; see `DuplicateFilter`). Memory grows with the records kept, not with the file: 16 to
/// 32 bytes per fingerprinted sample, 8 per heart-rate sample, the kept records themselves, and
/// nothing per record of a type the algorithm does not read.
struct AppleHealthCollector {
  var days: LocalDayCache
  /// Workouts written with a UTC offset that is not the zone's at their start, by that offset
  /// (seconds east of UTC): a phone set to another zone, or a trip.
  var foreignOffsets: [Int: Int] = [:]
  var sources: [Source] = []
  var types: [TypeTally] = []
  var rejections = RejectionLog()
  var duplicates = 0
  var droppedSamples: [String: Int] = [:]
  var droppedFields = DroppedFields()
  var notes: [String] = []
  var firstDay = Int.max
  var lastDay = Int.min
  /// When the phone wrote the export, seconds since the epoch, once `<ExportDate>` is read.
  var exportDate: Double?
  /// Records that start after `exportDate` (a wrong clock), and the latest such start.
  var afterExport = 0
  var latestAfterExport = -Double.infinity
  private(set) var duplicateFilter = DuplicateFilter()

  var sleep: [SleepSegment] = []
  var hrv: [HRVSample] = []
  var respiratory: [RespiratorySample] = []
  var restingHeartRate: [Int: DailyMean] = [:]
  var wristTemperature: [Int: DailyMean] = [:]
  var steps = DailySums()
  var activeEnergy = DailySums()
  /// Heart-rate samples by source id.
  var heartRate: [HeartRateSeries] = []
  var workouts: [AppleHealthWorkout] = []
  var rmssdDerived = 0
  var rmssdUnavailable = 0

  /// One record type's name and counts.
  struct TypeTally {
    var name: String
    var counts = AppleHealthTypeCounts()
  }

  init(timeZone: TimeZone) {
    days = LocalDayCache(timeZone: timeZone)
  }

  /// The key of a day and a source in the daily dictionaries.
  @inline(__always)
  static func key(day: Int, source: Int) -> Int { day << 24 | source }

  /// Whether the record is new; counts it as a duplicate otherwise.
  @inline(__always)
  mutating func isNew(type: Int, source: Int, start: Double, end: Double, value: Double) -> Bool {
    var hash = StableHash.combine(UInt64(type) << 32 | UInt64(source), start.bitPattern)
    hash = StableHash.combine(hash, end.bitPattern)
    hash = StableHash.combine(hash, value.bitPattern)
    if duplicateFilter.insert(type: type, source: source, start: start, fingerprint: hash) {
      return true
    }
    duplicates += 1
    types[type].counts.duplicates += 1
    return false
  }

  /// Logs a rejected record of `type`.
  mutating func reject(type: Int, line: Int, reason: String, message: String) {
    types[type].counts.rejected += 1
    rejections.reject(at: "line \(line)", reason: reason, message: message)
  }

  /// Logs a record of `type` that failed validation.
  mutating func reject(type: Int, line: Int, problem: RecordProblem) {
    reject(
      type: type, line: line, reason: problem.reason.description, message: problem.description)
  }

  /// Counts a kept record of `type` on local day `day`.
  @inline(__always)
  mutating func kept(type: Int, day: Int) {
    types[type].counts.kept += 1
    if day < firstDay { firstDay = day }
    if day > lastDay { lastDay = day }
  }

  /// Counts a record that starts after the export was written: a phone or watch clock was wrong.
  @inline(__always)
  mutating func checkStart(_ start: Double) {
    guard let exportDate, start > exportDate else { return }
    afterExport += 1
    latestAfterExport = max(latestAfterExport, start)
  }

  /// Adds one record; `rmssd` is the beat-derived rMSSD of an HRV record, when it has one.
  mutating func add(_ sample: AppleHealthSample, rmssd: Double?) {
    checkStart(sample.start)
    if sample.kind == .heartRate {
      let limit = Double(UInt32.max)
      guard sample.start >= 0, sample.start <= limit, sample.end >= sample.start,
        sample.end - sample.start <= limit
      else {
        return reject(
          type: sample.type, line: sample.line, reason: "heart rate: time out of range",
          message: "a heart-rate sample's dates are before 1970, after 2106 or reversed")
      }
      while heartRate.count <= sample.source { heartRate.append(HeartRateSeries()) }
      heartRate[sample.source].append(
        HeartRatePoint(
          start: UInt32(sample.start),
          span: UInt32(sample.end.rounded(.down) - sample.start.rounded(.down)), bpm: sample.value))
      return
    }
    guard
      isNew(
        type: sample.type, source: sample.source, start: sample.start, end: sample.end,
        value: sample.value)
    else { return }
    if let problem = store(sample, rmssd: rmssd) {
      reject(type: sample.type, line: sample.line, problem: problem)
    } else {
      let day = days.dayNumber(of: sample.kind == .wristTemperature ? sample.end : sample.start)
      kept(type: sample.type, day: day)
    }
  }

  /// Validates and stores a sample; the problem when it is rejected.
  private mutating func store(_ sample: AppleHealthSample, rmssd: Double?) -> RecordProblem? {
    typealias Range = RecordValidator.Range
    let source = sources[sample.source]
    let start = Date(timeIntervalSince1970: sample.start)
    switch sample.kind {
    case .sleep:
      let segment = SleepSegment(
        start: start, end: Date(timeIntervalSince1970: sample.end),
        stage: SleepStage.allCases[Int(sample.value)], source: source)
      if let problem = RecordValidator.problem(of: segment) { return problem }
      sleep.append(segment)
    case .heartRateVariability:
      if let problem = RecordValidator.problem("hrv.ms", sample.value, in: Range.hrvMilliseconds) {
        return problem
      }
      hrv.append(HRVSample(time: start, milliseconds: sample.value, kind: .sdnn, source: source))
      if let rmssd, RecordValidator.problem("hrv.ms", rmssd, in: Range.hrvMilliseconds) == nil {
        hrv.append(HRVSample(time: start, milliseconds: rmssd, kind: .rmssd, source: source))
        rmssdDerived += 1
      }
    case .restingHeartRate:
      let field = "restingHeartRate.bpm"
      if let problem = RecordValidator.problem(field, sample.value, in: Range.restingHeartRate) {
        return problem
      }
      let key = Self.key(day: days.dayNumber(of: sample.start), source: sample.source)
      restingHeartRate[key, default: DailyMean()].sum += sample.value
      restingHeartRate[key, default: DailyMean()].count += 1
    case .respiratoryRate:
      let field = "respiratoryRate.brpm"
      if let problem = RecordValidator.problem(field, sample.value, in: Range.respiratoryRate) {
        return problem
      }
      respiratory.append(
        RespiratorySample(time: start, breathsPerMinute: sample.value, source: source))
    case .wristTemperature:
      let field = "skinTemperature.celsius"
      if let problem = RecordValidator.problem(
        field, sample.value, in: SkinTemperatureBaseline.plausibleCelsius)
      {
        return problem
      }
      let key = Self.key(day: days.dayNumber(of: sample.end), source: sample.source)
      wristTemperature[key, default: DailyMean()].sum += sample.value
      wristTemperature[key, default: DailyMean()].count += 1
    case .steps, .activeEnergy:
      let isSteps = sample.kind == .steps
      let field = isSteps ? "steps.count" : "activeEnergy.kcal"
      let range = isSteps ? Range.steps : Range.activeEnergy
      if let problem = RecordValidator.problem(field, sample.value, in: range) { return problem }
      let key = Self.key(day: days.dayNumber(of: sample.start), source: sample.source)
      if isSteps {
        steps.add(sample.value, to: key)
      } else {
        activeEnergy.add(sample.value, to: key)
      }
    case .heartRate, .other:
      break
    }
    return nil
  }
}
