import Testing

@testable import HealthImport

/// The packed heart-rate store: exact values, duplicates, windows.
@Suite struct AppleHealthHeartRateSeriesTests {
  func point(_ start: UInt32, _ bpm: Double, span: UInt32 = 0) -> HeartRatePoint {
    HeartRatePoint(start: start, span: span, bpm: bpm)
  }

  @Test func valuesComeBackExactlyWhetherPackedOrNot() {
    var series = HeartRateSeries()
    let points = [
      point(1_000, 139.6), point(1_005, 72.345), point(1_010, 60, span: 5_000), point(1_015, 0.01),
      point(4_000_000_000, 250),
    ]
    for point in points.reversed() { series.append(point) }
    #expect(series.settle() == 0)
    #expect(series.samples(from: 0, to: 5e9) == points)
  }

  @Test func exactDuplicatesAreRemovedAndNearOnesKept() {
    var series = HeartRateSeries()
    for point in [
      point(10, 120), point(10, 120), point(10, 121), point(10, 120, span: 1), point(20, 72.345),
      point(20, 72.345),
    ] {
      series.append(point)
    }
    #expect(series.settle() == 2)
    #expect(series.count == 4)
  }

  @Test func windowsIncludeBothEnds() {
    var series = HeartRateSeries()
    for start in stride(from: UInt32(0), through: 100, by: 10) { series.append(point(start, 100)) }
    series.append(point(55, 100.125))
    _ = series.settle()
    #expect(series.samples(from: 20, to: 60).map(\.start) == [20, 30, 40, 50, 55, 60])
    #expect(series.samples(from: 101, to: 200).isEmpty)
  }
}
