import Foundation
import ScoreEngine
import VeloJSON

/// An intervals.icu wellness day or activity, read with the shared JSON field reader.
typealias IntervalsObject = JSONFields

/// The top level of an intervals.icu list response.
enum IntervalsResponse {
  /// The elements of the JSON array in `bytes`.
  ///
  /// A body that is not JSON, or JSON that is not an array, is an `ImportError`: the caller keeps
  /// its store untouched instead of reading an error page or a changed API as "no data".
  static func elements(_ bytes: [UInt8], resource: String) throws(ImportError) -> [JSONValue] {
    let document: JSONValue
    do {
      document = try JSONParser.parse(bytes)
    } catch {
      throw .malformed(
        reason: "the intervals.icu \(resource) response is not valid JSON (\(error))")
    }
    guard let elements = document.arrayValue else {
      throw .unrecognised(
        reason: "the intervals.icu \(resource) response is a JSON \(document.typeName), "
          + "expected an array")
    }
    return elements
  }
}
