import Testing

@testable import VeloReadyCLI

/// `ParallelMap`: every index computed once, the results in index order, on any number of threads.
@Suite struct ParallelMapTests {
  @Test(arguments: [nil, 1, 2, 3, 16] as [Int?])
  func everyIndexIsComputedOnceAndTheResultsAreInOrder(workers: Int?) {
    for count in [0, 1, 2, 7, 100] {
      let results = ParallelMap.map(count, workers: workers) { index in index * index }
      #expect(results == (0..<count).map { $0 * $0 }, "count \(count)")
    }
  }
}
