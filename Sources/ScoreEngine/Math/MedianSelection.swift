/// The median of a list found by selection rather than by sorting (docs/architecture.md §14,
/// *Cost*): the middle value is put in its sorted place by partitioning around pivots, only the
/// side that holds it is partitioned again, and for an even count the value before it is the
/// largest of the side on its left. It returns the very values a sort would put in the middle, so
/// the median is the same to the bit.
///
/// A year of `history` takes two HRV baselines a day, each the median of up to 60 nights: sorting
/// each window cost as much as scoring the recovery of the year.
enum MedianSelection {
  /// The median (the mean of the two middle values for an even count); `nil` for no values.
  /// Values must not be NaN.
  static func median(_ values: consuming [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    // Reordered in place when the caller hands the list over (a window made for the baseline);
    // copied first when the caller keeps it.
    var work = consume values
    let middle = work.count / 2
    let upper = select(&work, middle)
    guard work.count % 2 == 0 else { return upper }
    // Everything before `middle` is now at most `upper`: the largest of it is the lower middle.
    var lower = work[0]
    for value in work[1..<middle] where value > lower { lower = value }
    return (lower + upper) / 2
  }

  /// The value that sorts at `k` in `values`, which are reordered so that those before `k` are
  /// not greater and those after it not smaller.
  static func select(_ values: inout [Double], _ k: Int) -> Double {
    var low = 0
    var high = values.count - 1
    while high > low {
      // The median of three as the pivot keeps sorted and reversed windows linear.
      let mid = low + (high - low) / 2
      if values[mid] < values[low] { values.swapAt(mid, low) }
      if values[high] < values[low] { values.swapAt(high, low) }
      if values[high] < values[mid] { values.swapAt(high, mid) }
      let pivot = values[mid]
      var left = low
      var right = high
      while left <= right {
        while values[left] < pivot { left += 1 }
        while pivot < values[right] { right -= 1 }
        if left <= right {
          values.swapAt(left, right)
          left += 1
          right -= 1
        }
      }
      // [low, right] ≤ pivot ≤ [left, high], and anything between equals the pivot.
      if k <= right {
        high = right
      } else if k >= left {
        low = left
      } else {
        return values[k]
      }
    }
    return values[k]
  }
}
