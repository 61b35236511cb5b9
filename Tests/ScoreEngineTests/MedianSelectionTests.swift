import Testing

@testable import ScoreEngine

/// `MedianSelection` against the median a sort gives (docs/architecture.md §14, *Cost*).
struct MedianSelectionTests {
  /// The median as `Statistics.median` took it before: sort, then the middle or the mean of the
  /// two middle values.
  static func sortedMedian(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  @Test func handWorkedValues() {
    #expect(MedianSelection.median([]) == nil)
    #expect(MedianSelection.median([4.2]) == 4.2)
    // 3 1 2 → 1 2 3: the middle is 2.
    #expect(MedianSelection.median([3, 1, 2]) == 2)
    // 4 1 3 2 → 1 2 3 4: (2 + 3) / 2.
    #expect(MedianSelection.median([4, 1, 3, 2]) == 2.5)
    // 5 5 1 5 → 1 5 5 5: (5 + 5) / 2.
    #expect(MedianSelection.median([5, 5, 1, 5]) == 5)
    #expect(MedianSelection.median([-1, -3]) == -2)
  }

  @Test func sameAsSortingOnOrderedShapes() {
    for count in 1...70 {
      let ascending = (0..<count).map { Double($0) * 0.37 }
      let shapes = [
        ascending, ascending.reversed(), Array(repeating: 1.5, count: count),
        ascending.map { $0.truncatingRemainder(dividingBy: 1.1) },
        (0..<count).map { Double($0 % 3) },
      ]
      for values in shapes {
        #expect(MedianSelection.median(values) == Self.sortedMedian(values), "\(values)")
      }
    }
  }

  @Test func sameAsSortingOnPseudoRandomWindows() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      // Few distinct values, so that ties are common; a log like the HRV windows'.
      return (Double(state >> 58) + 1).squareRoot() - 4
    }
    for _ in 0..<400 {
      let count = Int(state >> 59) + Int(state >> 62) * 20 + 1
      let values = (0..<count).map { _ in next() }
      #expect(MedianSelection.median(values) == Self.sortedMedian(values), "\(values)")
    }
  }

  @Test func selectPartitionsAroundTheValue() {
    let values: [Double] = [9, 2, 7, 4, 4, 8, 1, 6, 3, 5]
    for k in values.indices {
      var work = values
      let found = MedianSelection.select(&work, k)
      #expect(found == values.sorted()[k])
      #expect(work[..<k].allSatisfy { $0 <= found } && work[(k + 1)...].allSatisfy { $0 >= found })
      #expect(work.sorted() == values.sorted())
    }
  }
}
