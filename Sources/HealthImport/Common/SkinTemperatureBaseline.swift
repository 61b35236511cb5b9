/// Turns absolute nightly skin temperatures into deviations from the rider's own baseline, for
/// the services that export the absolute value (Apple Health's sleeping wrist temperature,
/// WHOOP's `Skin temp (celsius)`): the engine reads deviations (docs/formats.md §1.4).
///
/// The baseline of night D is the median of the same source's nights in `[D − 30, D − 1]`, ready
/// with at least 5 of them. 30 days matches the resting-HR baseline of docs/algorithm.md §4.2; 5
/// nights is how long the Health app waits to show them; the median keeps a feverish night from
/// moving the baseline. Nights before the baseline is ready give no value rather than a guess.
enum SkinTemperatureBaseline {
  /// Days before a night whose nights make its baseline.
  static let baselineDays = 30
  /// Nights the baseline needs before it is ready.
  static let minimumNights = 5
  /// Absolute skin temperatures outside this range are sensor faults, not nights (°C).
  static let plausibleCelsius = 25.0...42.0

  /// Each night's deviation from its source's baseline, keyed like `nights`, and the number of
  /// nights that had no baseline yet.
  ///
  /// - Parameter nights: per source, each night's day number and absolute temperature (one per
  ///   day; any order).
  static func deviations<Key: Hashable>(_ nights: [Key: [(day: Int, celsius: Double)]]) -> (
    values: [(key: Key, day: Int, deviation: Double)], waiting: Int
  ) {
    var values: [(key: Key, day: Int, deviation: Double)] = []
    var waiting = 0
    for (key, unsorted) in nights {
      let sorted = unsorted.sorted { $0.day < $1.day }
      var low = 0
      for (index, night) in sorted.enumerated() {
        while sorted[low].day < night.day - baselineDays { low += 1 }
        guard index - low >= minimumNights else {
          waiting += 1
          continue
        }
        let earlier = sorted[low..<index].map(\.celsius).sorted()
        let middle = earlier.count / 2
        let median =
          earlier.count % 2 == 1 ? earlier[middle] : (earlier[middle - 1] + earlier[middle]) / 2
        values.append((key, night.day, night.celsius - median))
      }
    }
    return (values, waiting)
  }

  /// The summary note for nights that had no baseline yet, or `nil` when every night had one.
  static func waitingNote(_ waiting: Int, what: String) -> String? {
    guard waiting > 0 else { return nil }
    return "\(waiting) \(what) night(s) have no deviation: fewer than \(minimumNights) earlier "
      + "nights in the \(baselineDays) days before"
  }
}
