/// Time in minutes per heart rate. Whole beats per minute (what devices record) are bucketed so
/// that the exponential of TRIMP is evaluated once per distinct rate rather than once per sample;
/// other values are kept as they are.
struct MinutesAtHeartRate {
  private var whole = [Double](repeating: 0, count: 251)
  private var fractional: [(bpm: Double, minutes: Double)] = []

  init() {}

  init(single bpm: Double, minutes: Double) {
    add(minutes, at: bpm)
  }

  mutating func add(_ minutes: Double, at bpm: Double) {
    if bpm == bpm.rounded(), bpm >= 0, bpm <= 250 {
      whole[Int(bpm)] += minutes
    } else {
      fractional.append((bpm, minutes))
    }
  }

  /// Every heart rate with its minutes.
  var pairs: [(bpm: Double, minutes: Double)] {
    whole.indices.compactMap { whole[$0] > 0 ? (Double($0), whole[$0]) : nil } + fractional
  }
}
