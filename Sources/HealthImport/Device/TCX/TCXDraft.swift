import ScoreEngine
import VeloJSON

/// One TCX `<Activity>` while it is read.
struct TCXDraft {
  /// The `Sport` attribute.
  var sportName: String?
  /// The `<Id>` text.
  var idText: String?
  var creatorName: String?
  var points: [TrackPoint] = []
  /// The lap being read.
  var lap = Lap()
  private var lapStarts: [Double] = []
  private var laps: [Lap] = []

  /// The summary values of one `<Lap>`.
  struct Lap {
    var seconds: Double?
    var meters: Double?
    var kilocalories: Double?
    var averageHeartRate: Double?
    var maxHeartRate: Double?
  }

  init(sportName: String?) {
    self.sportName = sportName
  }

  mutating func startLap(at startTime: String?) {
    lap = Lap()
    if let startTime, let start = Timestamp.parse(startTime) {
      lapStarts.append(start.timeIntervalSince1970)
    }
  }

  mutating func endLap() {
    laps.append(lap)
    lap = Lap()
  }

  /// The activity's summary; `author` names the source when the activity has no creator.
  func summary(author: String?) -> TrackSummary {
    let idStart = idText.flatMap(Timestamp.parse)?.timeIntervalSince1970
    let start = lapStarts.min() ?? idStart
    let weighted = laps.compactMap { lap -> (Double, Double)? in
      guard let average = lap.averageHeartRate, let seconds = lap.seconds, seconds > 0 else {
        return nil
      }
      return (average * seconds, seconds)
    }
    let weight = weighted.reduce(0) { $0 + $1.1 }
    let firstTime = start ?? points.map(\.time).min() ?? 0
    return TrackSummary(
      id: "tcx:" + (idText ?? String(Int(firstTime))), sport: Self.sport(sportName), name: nil,
      source: Source(provider: .device, name: creatorName ?? author ?? "TCX file"),
      start: start, timerSeconds: Self.sum(laps.map(\.seconds)),
      distanceMeters: Self.sum(laps.map(\.meters)),
      averageHeartRate: weight > 0 ? weighted.reduce(0) { $0 + $1.0 } / weight : nil,
      maxHeartRate: laps.compactMap(\.maxHeartRate).max(),
      kilocalories: Self.sum(laps.map(\.kilocalories)))
  }

  /// TCX names three sports: `Biking`, `Running` and `Other`.
  static func sport(_ name: String?) -> Sport {
    switch name?.lowercased() {
    case "biking": return .cycling
    case "running": return .running
    default: return .other
    }
  }

  private static func sum(_ values: [Double?]) -> Double? {
    let present = values.compactMap { $0 }
    return present.isEmpty ? nil : present.reduce(0, +)
  }
}
