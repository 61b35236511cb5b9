import Foundation
import ScoreEngine
import VeloJSON

/// An intervals.icu wellness day or activity, read with the shared JSON field reader.
typealias IntervalsObject = JSONFields

/// The top level of an intervals.icu list response: its elements, one at a time.
///
/// The elements are read as they are mapped (`JSONArrayReader`), so a response of tens of
/// megabytes never exists as one JSON tree.
struct IntervalsResponse {
  private var reader: JSONArrayReader
  private let resource: String
  private var count = 0

  /// Opens the JSON array in `bytes`.
  ///
  /// A body that is not JSON, or JSON that is not an array, is an `ImportError`: the caller keeps
  /// its store untouched instead of reading an error page or a changed API as "no data".
  static func elements(_ bytes: [UInt8], resource: String) throws(ImportError)
    -> IntervalsResponse
  {
    let reader: JSONArrayReader
    do {
      reader = try JSONArrayReader(bytes)
    } catch {
      throw malformed(resource, error)
    }
    guard reader.isArray else {
      throw .unrecognised(
        reason: "the intervals.icu \(resource) response is a JSON \(reader.typeName), "
          + "expected an array")
    }
    return IntervalsResponse(reader: reader, resource: resource)
  }

  private init(reader: JSONArrayReader, resource: String) {
    self.reader = reader
    self.resource = resource
  }

  /// The next element and its 0-based index, or `nil` after the last.
  ///
  /// - Throws: `ImportError` where the body stops being valid JSON; the caller drops the whole
  ///   response then, as if it had been refused before its first element.
  mutating func next() throws(ImportError) -> (index: Int, element: JSONValue)? {
    let element: JSONValue?
    do {
      element = try reader.next()
    } catch {
      throw Self.malformed(resource, error)
    }
    guard let element else { return nil }
    defer { count += 1 }
    return (count, element)
  }

  private static func malformed(_ resource: String, _ error: JSONSyntaxError) -> ImportError {
    .malformed(reason: "the intervals.icu \(resource) response is not valid JSON (\(error))")
  }
}
