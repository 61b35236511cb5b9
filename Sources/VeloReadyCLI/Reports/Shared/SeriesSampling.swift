/// A daily series squeezed into fewer columns: each column is the mean of the values present in
/// its share of the days, missing when none is.
enum SeriesSampling {
  /// `values` in `columns` buckets of consecutive days (`values` itself when it is not longer).
  static func buckets(_ values: [Double?], into columns: Int) -> [Double?] {
    guard columns > 0, values.count > columns else { return values }
    return (0..<columns).map { column in
      let start = column * values.count / columns
      let end = (column + 1) * values.count / columns
      // Summed in place, in order (as `reduce` adds): a list of each column's present values
      // was an allocation per column and mark.
      var sum = 0.0
      var count = 0
      for case let value? in values[start..<end] {
        sum += value
        count += 1
      }
      return count == 0 ? nil : sum / Double(count)
    }
  }

  /// How many days one column holds, as text: `1 day`, `3 days`, `2–3 days`.
  static func daysPerColumn(_ days: Int, columns: Int, unicode: Bool) -> String {
    guard columns > 0, days > columns else { return "1 day" }
    let fewest = days / columns
    let most = (days + columns - 1) / columns
    return fewest == most ? "\(fewest) days" : "\(fewest)\(unicode ? "–" : "-")\(most) days"
  }
}
