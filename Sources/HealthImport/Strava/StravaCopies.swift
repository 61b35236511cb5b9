/// The columns that Strava writes more than once and whose copies disagree, counted per column
/// with the first row where they do, for a note in the import summary.
///
/// `Elapsed Time` is `5804` in its first copy and `5804.0` in its second; copies agree when their
/// numbers differ by less than 1, since one copy is rounded. A copy of 0 in a measurement column
/// (heart rate, RPE) means "not measured" and disagrees with nothing.
struct StravaCopies {
  /// The first disagreement of one column.
  struct Example {
    var line: Int
    var copies: [String]
  }

  private(set) var counts: [StravaColumn: Int] = [:]
  private(set) var examples: [StravaColumn: Example] = [:]

  /// Notes on `row`'s copies of every column read more than once.
  mutating func check(_ row: StravaRow) {
    for column in StravaColumn.allCases where row.header.positions(column).count > 1 {
      let copies = row.copies(column)
      let numbers = copies.compactMap { StravaValues.number($0, row.header.language) }
        .filter { $0 != 0 || !column.zeroIsUnmeasured }
      guard let low = numbers.min(), let high = numbers.max(), high - low >= 1 else { continue }
      counts[column, default: 0] += 1
      if examples[column] == nil {
        examples[column] = Example(line: row.record.line, copies: copies)
      }
    }
  }

  /// One note per column whose copies disagree, in column order: `the 2 copies of 'Max Heart
  /// Rate' disagree on 3 rows (first on line 5: '171', '168.0'); the first filled copy is read`.
  func notes(_ header: StravaHeader) -> [String] {
    StravaColumn.allCases.compactMap { column in
      guard let count = counts[column], let example = examples[column] else { return nil }
      let values = example.copies.map { "'\($0)'" }.joined(separator: ", ")
      let rows = count == 1 ? "1 row" : "\(count) rows"
      return "the \(header.positions(column).count) copies of '\(header.name(column))' disagree "
        + "on \(rows) (first on line \(example.line): \(values)); the first filled copy is read"
    }
  }
}

extension StravaColumn {
  /// Whether 0 in this column means "not measured" rather than a value.
  var zeroIsUnmeasured: Bool {
    switch self {
    case .maxHeartRate, .averageHeartRate, .perceivedExertion: return true
    default: return false
    }
  }
}
