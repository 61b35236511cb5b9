extension InputFormat {
  /// Why an input that `sniff(_:)` does not recognise is refused, when its first bytes say more
  /// than "not a format veloready reads"; `nil` when they do not.
  ///
  /// - an empty file, or one of zero bytes only;
  /// - an empty JSON array: what intervals.icu saves for dates without data;
  /// - a JSON array of other objects;
  /// - the clinical document that sits beside an Apple Health export (`export_cda.xml`).
  public static func refusal(_ prefix: [UInt8]) -> String? {
    if prefix.isEmpty { return "the file is empty (0 bytes)" }
    if prefix.allSatisfy({ $0 == 0 }) {
      return "the file holds only zero bytes, as a copy cut short or a damaged card leaves it"
    }
    var bytes = prefix[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let text = String(decoding: bytes, as: UTF8.self)
    let start = text.drop(while: \.isWhitespace)
    if start.first == "[" {
      if start.dropFirst().drop(while: \.isWhitespace).first == "]" {
        return "an empty JSON array '[]': there is nothing to import (intervals.icu saves '[]' "
          + "for a date range without data; save a wider range)"
      }
      return "a JSON array, but not of intervals.icu wellness days or activities"
    }
    if text.contains("<ClinicalDocument") { return AppleHealthValues.clinicalDocumentReason }
    return nil
  }
}
