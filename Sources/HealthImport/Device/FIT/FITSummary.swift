/// The summary fields that sessions and laps share, in SI units.
struct FITSummary {
  var startTime: UInt32?
  /// The message's own timestamp: the end of the session or lap.
  var timestamp: UInt32?
  var sport: UInt8?
  var subSport: UInt8?
  var elapsedSeconds: Double?
  var timerSeconds: Double?
  var distanceMeters: Double?
  var ascentMeters: Double?
  var kilocalories: Double?
  var averageHeartRate: Double?
  var maxHeartRate: Double?
  var averagePower: Double?
  var normalizedPower: Double?
  var trainingStressScore: Double?
  var thresholdPower: Double?
}
