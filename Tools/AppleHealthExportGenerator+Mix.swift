/// The shapes of export the generator writes (`--mix`), so that the import budget is held on
/// the records riders' watches write most and in the orders exporters write them, not on one
/// layout (docs/performance.md §4).
extension AppleHealthExportGenerator {
  enum Mix: String, CaseIterable, Sendable {
    /// Roughly the proportions of ten years of Watch data, grouped by type: energy a third,
    /// heart rate a sixth, four short HRV beat lists a day.
    case standard
    /// A Watch worn day and night, grouped by type: heart rate every three minutes, each with
    /// its motion context, and HRV readings with long beat lists make up most of the bytes.
    case watchHeavy = "watch-heavy"
    /// The watch-heavy records written day by day in time order, every type interleaved, as
    /// some tools re-write exports.
    case interleaved

    /// Parses `--mix`'s value.
    init?(argument: String) { self.init(rawValue: argument) }

    /// Whether records are written day by day rather than type by type.
    var byDay: Bool { self == .interleaved }

    /// About how many bytes one day of this mix writes, for `init(megabytes:mix:)`.
    var bytesPerDay: Int { self == .standard ? 1_003_000 : 900_000 }

    var series: [Series] {
      self == .standard ? AppleHealthExportGenerator.series : Self.watchSeries
    }

    /// HRV records a day, and beats in each one's list.
    var variabilityPerDay: Int { self == .standard ? 4 : 40 }
    var beatsPerList: Int { self == .standard ? 70 : 110 }

    static let watchSeries: [Series] = [
      Series(
        type: "HeartRate", perDay: 480, source: watch, unit: "count/min", values: 46...165,
        integer: true, metadata: "HKMetadataKeyHeartRateMotionContext", metadataEvery: 1),
      Series(
        type: "StepCount", perDay: 60, source: watch, unit: "count", values: 10...900,
        integer: true),
      Series(
        type: "ActiveEnergyBurned", perDay: 150, source: watch, unit: "Cal", values: 0.05...12),
      Series(
        type: "BasalEnergyBurned", perDay: 48, source: watch, unit: "Cal", values: 20...30),
      Series(
        type: "RestingHeartRate", perDay: 1, source: watch, unit: "count/min", values: 44...58,
        integer: true),
      Series(
        type: "RespiratoryRate", perDay: 20, source: watch, unit: "count/min", values: 12...18),
      Series(type: "OxygenSaturation", perDay: 8, source: watch, unit: "%", values: 0.93...1),
      Series(
        type: "AppleSleepingWristTemperature", perDay: 1, source: watch, unit: "degC",
        values: 35.4...36.4),
    ]
  }

  /// When record `index` of `series` on `day` starts: evenly spread, a little jitter.
  mutating func recordStart(_ series: Series, day: Int, index: Int) -> Int {
    start + day * 86_400 + index * 86_400 / max(1, series.perDay) + Int(random.next() % 60)
  }

  /// When HRV reading `index` of `day` starts: the standard mix keeps its four night readings.
  func variabilityStart(day: Int, index: Int) -> Int {
    guard mix != .standard else { return start + day * 86_400 + 3600 * (1 + 2 * index) }
    return start + day * 86_400 + index * 86_400 / mix.variabilityPerDay + 600
  }

  /// Every element of `day`, sorted by time (ties in the order written): the interleaved mix.
  mutating func dayChunks(_ day: Int) -> [String] {
    var chunks: [(time: Int, text: String)] = []
    let midnight = start + day * 86_400
    for series in mix.series {
      var rode = series.type != "HeartRate" || !Self.hasWorkout(day)
      for index in 0..<series.perDay {
        if !rode, index * 86_400 / series.perDay >= 17 * 3600 {
          for second in stride(from: 0, through: 3600, by: 5) {
            chunks.append((midnight + 17 * 3600 + second, workoutBeat(day, second)))
          }
          rode = true
        }
        let begin = recordStart(series, day: day, index: index)
        chunks.append((begin, record(series, begin: begin, index: index)))
      }
    }
    for index in 0..<mix.variabilityPerDay {
      chunks.append(
        (variabilityStart(day: day, index: index), variabilityRecord(day: day, index: index)))
    }
    chunks.append((midnight - 3600, sleep(day: day)))
    if Self.hasWorkout(day) { chunks.append((midnight + 18 * 3600, workout(day: day))) }
    chunks.append((midnight + 86_399, summary(day: day)))
    return chunks.enumerated()
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element.text)
  }
}
