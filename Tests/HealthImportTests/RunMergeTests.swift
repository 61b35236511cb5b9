import Testing

@testable import HealthImport

/// `RunMerge`: the same order as the standard library's sort, by merging runs where they come in
/// runs and by the fallback otherwise.
@Suite struct RunMergeTests {
  /// A deterministic generator, so that a failure can be repeated.
  struct Numbers: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state
    }
  }

  /// Day after day: the day's samples every 180 s, then an hour's workout every 5 s, with the
  /// beats in the low bits as `HeartRateSeries` packs them.
  func days(_ count: Int, numbers: inout Numbers) -> [UInt64] {
    var values: [UInt64] = []
    for day in 0..<UInt64(count) {
      let midnight = 1_735_689_600 + day * 86_400
      for second in stride(from: midnight, to: midnight + 86_400, by: 180) {
        values.append(second << 32 | numbers.next() % 20_000)
      }
      for second in stride(from: midnight + 61_200, to: midnight + 64_800, by: 5) {
        values.append(second << 32 | numbers.next() % 20_000)
      }
    }
    return values
  }

  @Test func runsOfDaysAreMergedWithinTheBudget() {
    var numbers = Numbers(state: 1)
    let values = days(30, numbers: &numbers)
    var merged = values
    #expect(RunMerge.mergeRuns(&merged, budget: 2 * merged.count))
    #expect(merged == values.sorted())
    var sorted = values
    RunMerge.sort(&sorted)
    #expect(sorted == values.sorted())
  }

  @Test func shuffledValuesExhaustTheBudgetAndAreSortedAnyway() {
    var numbers = Numbers(state: 7)
    let values = (0..<5_000).map { _ in numbers.next() % 1_000 }
    var partly = values
    #expect(!RunMerge.mergeRuns(&partly, budget: 2 * partly.count))
    #expect(partly.sorted() == values.sorted())
    var sorted = values
    RunMerge.sort(&sorted)
    #expect(sorted == values.sorted())
  }

  @Test func smallAndEdgeShapesSortAsTheStandardLibrary() {
    var numbers = Numbers(state: 42)
    var shapes: [[UInt64]] = [
      [], [5], [2, 1], [1, 1, 1], [3, 2, 1], [1, 3, 2, 4], [9, 1, 2, 3], [4, 5, 6, 1, 2, 3],
      [UInt64.max, 0, UInt64.max, 0], Array((0..<100).reversed()),
    ]
    for length in 2..<40 {
      shapes.append((0..<length).map { _ in numbers.next() % 8 })
    }
    for shape in shapes {
      var runs = shape
      #expect(RunMerge.mergeRuns(&runs, budget: .max))
      #expect(runs == shape.sorted(), "\(shape)")
      var sorted = shape
      RunMerge.sort(&sorted)
      #expect(sorted == shape.sorted(), "\(shape)")
    }
  }

  @Test func runsInAnyOrderMergeAndKeepEveryDuplicate() {
    var numbers = Numbers(state: 3)
    var values: [UInt64] = []
    for _ in 0..<50 {
      let base = numbers.next() % 10_000
      values += (0..<UInt64(numbers.next() % 200)).map { base + $0 / 2 }
    }
    var merged = values
    #expect(RunMerge.mergeRuns(&merged, budget: .max))
    #expect(merged == values.sorted())
  }
}
