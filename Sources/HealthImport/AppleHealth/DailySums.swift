/// Sums of values by key (a day and a source, `AppleHealthCollector.key`), for values that come
/// in runs of one key, as an export's steps and energy do.
///
/// The running sum of the current key is kept aside, so that a run costs one dictionary look-up
/// rather than one per value. The additions happen in the order `sums[key, default: 0] += value`
/// would make them, so every sum is the same to the last bit.
struct DailySums {
  private var settled: [Int: Double] = [:]
  private var current: Int?
  private var running = 0.0

  /// Adds `value` to the sum of `key`.
  @inline(__always)
  mutating func add(_ value: Double, to key: Int) {
    if key != current { switchKey(to: key) }
    running += value
  }

  private mutating func switchKey(to key: Int) {
    if let current { settled[current] = running }
    current = key
    running = settled[key] ?? 0
  }

  /// The sum of every key.
  var sums: [Int: Double] {
    var sums = settled
    if let current { sums[current] = running }
    return sums
  }
}
