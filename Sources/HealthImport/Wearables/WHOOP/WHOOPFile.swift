import ScoreEngine

/// What the four WHOOP parsers share: the table, its required columns, and a row loop that keeps
/// every good row and rejects a bad one with its line and reason.
enum WHOOPFile {
  /// The source of every WHOOP record.
  static let source = WearableService.whoop.source

  /// Reads the CSV `bytes` of the export file `name` and hands each row to `body`.
  ///
  /// - Throws: `ImportError.unrecognised` when the header lacks a column of `required`.
  static func read(
    _ bytes: [UInt8], name: String, kind: WearableFileKind, required: [String],
    row body: (WHOOPRow, String, inout WearableFileImport) throws(RecordRejection) -> Void
  ) throws(ImportError) -> WearableFileImport {
    guard let table = CSVTable(bytes), table.has(required) else {
      throw .unrecognised(
        reason: "not a \(kind.rawValue): the header lacks "
          + required.map { "'\($0)'" }.joined(separator: " or "))
    }
    var file = WearableFileImport(name: name, kind: kind)
    for record in table.records {
      file.summary.rows += 1
      file.report.seen[kind.recordName, default: 0] += 1
      let location = "line \(record.line)"
      do throws(RecordRejection) {
        try body(try WHOOPRow(try table.row(record)), location, &file)
      } catch {
        file.reject(error, at: location)
      }
    }
    return file
  }

  /// The value of `column` when it lies in `range`; otherwise `nil`, with the value rejected at
  /// `location` under the native-format name `field`.
  static func value(
    _ row: WHOOPRow, _ column: String, field: String, range: ClosedRange<Double>,
    at location: String, in file: inout WearableFileImport
  ) throws(RecordRejection) -> Double? {
    file.kept(try row.row.number(column), field, range, at: location)
  }

  /// Adds the service's score in `column` for `date`, when present and in its range.
  static func reference(
    _ row: WHOOPRow, _ column: String, _ metric: ReferenceScore.Metric, name: String,
    date: LocalDate, at location: String, in file: inout WearableFileImport
  ) throws(RecordRejection) {
    guard
      let value = try value(
        row, column, field: "reference.\(name)", range: metric.range, at: location, in: &file)
    else { return }
    file.report.referenceScores.append(
      ReferenceScore(date: date, metric: metric, name: name, value: value, source: source))
  }
}
