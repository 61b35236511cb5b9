/// Sorts integers that come as a few long ascending runs by merging each run into the sorted part
/// before it, only where the two overlap (docs/architecture.md §5, *The finish of a big export*).
///
/// A source's heart rate arrives in file order: an export written day by day gives each day's
/// samples in order, then a workout's dense samples of an hour that day, in order too. The
/// standard library's merge sort took 106 instructions a sample on such a series; merging a run
/// costs a binary search and the overlap (the samples of the sorted part later than the run's
/// first), so a series of long runs is sorted in a few instructions a sample. Anything else (a
/// shuffled series, runs that overlap much) spends at most twice the series' length in moves and
/// then sorts with the standard library, so the worst case stays `n log n`. The values are
/// integers, equal only when identical, so every sort gives the same array.
enum RunMerge {
  /// Sorts `values` in ascending order.
  static func sort(_ values: inout [UInt64]) {
    if !mergeRuns(&values, budget: 2 * values.count) { values.sort() }
  }

  /// Merges each run of `values` into the sorted part before it; `false` when the overlaps came
  /// to more than `budget` values, leaving `values` a permutation of what it held.
  static func mergeRuns(_ values: inout [UInt64], budget: Int) -> Bool {
    var spare: [UInt64] = []
    return values.withUnsafeMutableBufferPointer { buffer in
      var budget = budget
      // buffer[..<sorted] is in order; buffer[sorted..<runEnd] is the next run.
      var sorted = 1
      while sorted < buffer.count {
        var runEnd = sorted + 1
        while runEnd < buffer.count, buffer[runEnd - 1] <= buffer[runEnd] { runEnd += 1 }
        let first = buffer[sorted]
        if buffer[sorted - 1] > first {
          let start = firstGreater(than: first, in: buffer, before: sorted)
          budget -= sorted - start
          if budget < 0 { return false }
          spare.removeAll(keepingCapacity: true)
          spare.append(contentsOf: buffer[start..<sorted])
          merge(spare, into: buffer, at: start, before: runEnd)
        }
        sorted = runEnd
      }
      return true
    }
  }

  /// Merges `spare` (the sorted part's values from `start` on) with the run that follows them,
  /// `buffer[start + spare.count..<runEnd]`, into `buffer[start..<runEnd]`. The run's values not
  /// yet taken stay in place, after every value written.
  private static func merge(
    _ spare: [UInt64], into buffer: UnsafeMutableBufferPointer<UInt64>, at start: Int,
    before runEnd: Int
  ) {
    var (left, right, out) = (0, start + spare.count, start)
    while left < spare.count, right < runEnd {
      if buffer[right] < spare[left] {
        buffer[out] = buffer[right]
        right += 1
      } else {
        buffer[out] = spare[left]
        left += 1
      }
      out += 1
    }
    while left < spare.count {
      buffer[out] = spare[left]
      left += 1
      out += 1
    }
  }

  /// The index of the first value of `buffer[..<end]` (in order) greater than `value`.
  private static func firstGreater(
    than value: UInt64, in buffer: UnsafeMutableBufferPointer<UInt64>, before end: Int
  ) -> Int {
    var (low, high) = (0, end)
    while low < high {
      let middle = low + (high - low) / 2
      if buffer[middle] > value { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
