import ScoreEngine

/// A CSV file read by column name, as the wearable exports are: the header names each column
/// once, and a column veloready reads is found by its trimmed name wherever it stands.
struct CSVTable {
  /// The header's trimmed names, in order.
  let names: [String]
  /// The data records, header excluded.
  let records: [CSVRecord]
  private let columns: [String: Int]

  /// Reads `bytes`; `nil` when there is no header row or it is broken.
  init?(_ bytes: [UInt8], separator: UInt8 = UInt8(ascii: ",")) {
    let all = CSVReader.records(bytes, separator: separator)
    guard let header = all.first, header.problem == nil else { return nil }
    names = header.fields.map(WearableValues.trimmed)
    var columns: [String: Int] = [:]
    for (index, name) in names.enumerated() where columns[name] == nil {
      columns[name] = index
    }
    self.columns = columns
    records = Array(all.dropFirst())
  }

  /// Whether the header has every one of `required`.
  func has(_ required: [String]) -> Bool { required.allSatisfy { columns[$0] != nil } }

  /// A data record as a row, or a rejection when it is broken or its field count differs from
  /// the header's.
  func row(_ record: CSVRecord) throws(RecordRejection) -> CSVRow {
    if let problem = record.problem {
      throw RecordRejection(reason: "broken CSV row", message: "broken CSV row: \(problem)")
    }
    guard record.fields.count == names.count else {
      throw RecordRejection(
        reason: "row has a different number of fields than the header",
        message: "row has \(record.fields.count) fields, the header \(names.count)")
    }
    return CSVRow(fields: record.fields, columns: columns)
  }
}

/// One row of a `CSVTable`.
struct CSVRow {
  let fields: [String]
  let columns: [String: Int]

  /// The trimmed text of column `name`; `nil` when the column is absent or the cell empty.
  func text(_ name: String) -> String? {
    guard let index = columns[name] else { return nil }
    let text = WearableValues.trimmed(fields[index])
    return text.isEmpty ? nil : text
  }

  /// The number in column `name`, `nil` when absent or empty.
  ///
  /// - Throws: a rejection naming the column and the text when the cell is not a number.
  func number(_ name: String) throws(RecordRejection) -> Double? {
    guard let text = text(name) else { return nil }
    guard let value = WearableValues.number(text) else {
      throw RecordRejection(
        reason: "'\(name)' is not a number", message: "'\(name)' '\(text)' is not a number")
    }
    return value
  }
}
