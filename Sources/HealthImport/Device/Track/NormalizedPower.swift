/// Average and normalized power of a power stream over moving time.
///
/// The stream is resampled to one value per moving second: each second takes the latest reading
/// at or before it in the same running interval, for at most `MovingTime.pauseThreshold` seconds
/// (a longer sensor dropout is left out, not filled). Normalized power is then the fourth root of
/// the mean fourth power of the 30-second rolling mean, which starts once 30 seconds are in:
///
///     NP = (mean over i ≥ 29 of (mean of p[i−29…i])⁴)^¼
///
/// For example, 30 s at 100 W then 30 s at 200 W: the 31 rolling means are 100, 103⅓, …, 200
/// (rising by 3⅓ W a second), and NP = 158.28 W where the average is 150 W.
enum NormalizedPower {
  /// The number of seconds in the rolling window.
  static let window = 30

  /// The 1-second series of `watts` read at `times` (ascending), over `moving`.
  ///
  /// Seconds without a usable reading are skipped in one step, so the work grows with the
  /// readings, not with the length of the intervals (a damaged file can claim years).
  static func resample(times: [Double], watts: [Double], over moving: MovingTime) -> [Double] {
    let hold = MovingTime.pauseThreshold
    var series: [Double] = []
    series.reserveCapacity(min(Int(min(moving.total, 1e9)) + 1, times.count * Int(hold + 1)))
    var next = 0
    for interval in moving.intervals {
      var latest: Int?
      var second = interval.start
      while second < interval.end {
        while next < times.count, times[next] <= second {
          latest = next
          next += 1
        }
        if let latest, times[latest] >= interval.start, second - times[latest] <= hold {
          series.append(watts[latest])
          second += 1
          continue
        }
        // No reading stands for this second: go to the first second at or after the next one.
        guard next < times.count, times[next] < interval.end else { break }
        second += max(1, (times[next] - second).rounded(.up))
      }
    }
    return series
  }

  /// The mean of a 1-second series, or `nil` when it is empty.
  static func average(_ series: [Double]) -> Double? {
    series.isEmpty ? nil : series.reduce(0, +) / Double(series.count)
  }

  /// Normalized power of a 1-second series, or `nil` when it is shorter than the window.
  static func normalized(_ series: [Double]) -> Double? {
    guard series.count >= window else { return nil }
    var sum = series[0..<window - 1].reduce(0, +)
    var fourthPowers = 0.0
    for index in window - 1..<series.count {
      sum += series[index]
      let mean = sum / Double(window)
      let squared = mean * mean
      fourthPowers += squared * squared
      sum -= series[index - (window - 1)]
    }
    let count = Double(series.count - (window - 1))
    return (fourthPowers / count).squareRoot().squareRoot()
  }
}
