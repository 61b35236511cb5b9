/// A plain decimal number as exports write it: an optional sign, digits and at most one point
/// (`54`, `33.82`, `-0.23`); no grouping, exponent, `nan` or `inf`.
enum DecimalText {
  /// The value of `text` (already trimmed), or `nil` when it is not a plain decimal number.
  static func value(_ text: String) -> Double? {
    let digits = text.drop { $0 == "-" || $0 == "+" }
    guard text.count - digits.count <= 1, !digits.isEmpty, digits.first != ".",
      digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      digits.filter({ $0 == "." }).count <= 1, let value = Double(text), value.isFinite
    else { return nil }
    return value
  }
}
