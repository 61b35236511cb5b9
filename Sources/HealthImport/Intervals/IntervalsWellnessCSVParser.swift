import Foundation
import ScoreEngine
import VeloJSON

/// Maps intervals.icu's `wellness.csv` (`GET /api/v1/athlete/{id}/wellness.csv`, or the same
/// table saved from its site) to records and ratings (docs/formats.md §6.4).
///
/// The CSV is the wellness JSON as a table: a `date` column (the JSON's `id`) and one column
/// per field, named as the JSON names it (`restingHR`, `hrv`, `soreness`, …), in whatever order
/// and subset `cols=` asked for. Each row is read as the JSON object it stands for, so the two
/// forms are mapped and validated by one reader: an empty cell is `null`, a number is a number,
/// anything else a string (which a numeric field then rejects). Rejections carry the location
/// `line N`.
public enum IntervalsWellnessCSVParser {
  /// The columns of which at least one, beside `date`, makes a CSV intervals.icu's wellness.
  static let knownColumns: Set<String> = [
    "restingHR", "hrv", "hrvSDNN", "sleepSecs", "sleepScore", "ctl", "atl", "weight", "steps",
    "respiration", "readiness", "soreness", "fatigue", "stress", "mood", "motivation", "injury",
  ]

  /// Whether `header` (the first line) is a wellness CSV's: `date` (or `id`) first, and a known
  /// column.
  public static func looksLikeHeader(_ header: String) -> Bool {
    let names = header.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",")
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) }
    guard names.first == "date" || names.first == "id" else { return false }
    return names.dropFirst().contains(where: knownColumns.contains)
  }

  /// Maps the bytes of a `wellness.csv`.
  ///
  /// - Throws: `ImportError` when the first line is not a wellness header.
  public static func parse(_ bytes: [UInt8]) throws(ImportError) -> ImportReport {
    let records = CSVReader.records(bytes)
    guard let header = records.first, looksLikeHeader(header.fields.joined(separator: ","))
    else {
      throw .unrecognised(
        reason: "the first line is not an intervals.icu wellness.csv header ('date' and its fields)"
      )
    }
    let names = header.fields.map { $0 == "date" ? "id" : $0 }
    var report = ImportReport()
    for record in records.dropFirst() {
      let location = "line \(record.line)"
      if let problem = record.problem {
        report.seen["wellness", default: 0] += 1
        report.rejections.reject(
          at: location, reason: "wellness.csv: malformed row", message: problem)
        continue
      }
      var fields: [String: JSONValue] = [:]
      for (name, cell) in zip(names, record.fields) where !cell.isEmpty {
        fields[name] = DecimalText.value(cell).map(JSONValue.number) ?? .string(cell)
      }
      IntervalsWellnessParser.read(.object(fields), location: location, into: &report)
    }
    return report
  }
}
