import Foundation
import ScoreEngine
import VeloJSON

/// Reads a `veloready.records/v1` document (docs/formats.md §1) into records.
///
/// A record with a wrong type, a missing field, a timestamp without offset, an unknown enum value
/// or a value outside its range (docs/algorithm.md §12) is rejected with its location
/// (`activities[3]`); every other record is kept. A document that is not JSON, or not this format,
/// is an `ImportError`.
public enum NativeRecordsParser {
  /// The format name a document must carry.
  public static let formatName = "veloready.records/v1"

  /// Parses the bytes of one document.
  public static func parse(_ bytes: [UInt8]) throws(ImportError) -> ImportReport {
    try parse(document: try document(bytes))
  }

  /// The JSON of one document, for a caller that reads more than the records from it (the
  /// command line's import also reads the rider's corrections and tags) without parsing it twice.
  public static func document(_ bytes: [UInt8]) throws(ImportError) -> JSONValue {
    do {
      return try JSONParser.parse(bytes)
    } catch {
      throw .malformed(reason: "not valid JSON (\(error))")
    }
  }

  /// Reads the records of a document already parsed from JSON.
  public static func parse(document: JSONValue) throws(ImportError) -> ImportReport {
    guard case .object(let members) = document else {
      throw .unrecognised(reason: "the document is a JSON \(document.typeName), not an object")
    }
    guard let format = members["format"]?.stringValue else {
      throw .unrecognised(reason: "no \"format\" key; expected \"\(formatName)\"")
    }
    guard format == formatName else {
      throw .unrecognised(reason: "format '\(format)' is not supported; expected '\(formatName)'")
    }
    var defaultSource = "native"
    if let source = members["source"] {
      guard let name = source.stringValue, !name.isEmpty else {
        throw .unrecognised(reason: "\"source\" must be a non-empty string")
      }
      defaultSource = name
    }
    var reader = NativeRecordReader(defaultSource: defaultSource)
    for (key, value) in members.sorted(by: { $0.key < $1.key }) {
      // The rider's corrections and tags are not records: the command line reads them.
      if ["format", "source", "corrections", "tags"].contains(key) { continue }
      guard let section = NativeRecordReader.sections[key] else {
        reader.report.unknownKeys[key, default: 0] += 1
        continue
      }
      guard case .array(let elements) = value else {
        reader.report.rejections.reject(
          at: key, reason: "\(key): expected an array",
          message: "'\(key)' is \(value.typeNameWithArticle), expected an array of records")
        continue
      }
      for (index, element) in elements.enumerated() {
        reader.read(element, section: section, location: "\(key)[\(index)]")
      }
    }
    return reader.report
  }
}
