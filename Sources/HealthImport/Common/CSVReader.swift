/// One record of a CSV file: its fields and where it starts.
struct CSVRecord: Hashable, Sendable {
  /// The 1-based line on which the record starts (a quoted field may span several lines).
  var line: Int
  /// The fields, unquoted.
  var fields: [String]
  /// Why the record is malformed (an unterminated quote, text after a closing quote), or `nil`.
  var problem: String?

  /// Creates a record.
  init(line: Int, fields: [String], problem: String? = nil) {
    self.line = line
    self.fields = fields
    self.problem = problem
  }
}

/// An RFC 4180 reader: comma-separated fields (or another one-byte separator, such as the `;` of
/// Oura's account export), quoted fields with `""` for a quote, separators and line breaks inside
/// quotes, CRLF or LF line ends, and a leading UTF-8 BOM skipped.
///
/// Damage is reported per record, never thrown: a stray quote marks its own record as malformed
/// and reading goes on, so one bad row costs one row. An unterminated quote swallows the rest of
/// the input into its record, which is then reported malformed. Lines that are entirely empty are
/// skipped. Fields are decoded as UTF-8, with invalid bytes replaced by U+FFFD.
enum CSVReader {
  /// The records of `bytes`, in order, fields separated by `separator` (a comma by default).
  static func records(_ bytes: [UInt8], separator: UInt8 = UInt8(ascii: ",")) -> [CSVRecord] {
    var cursor = Cursor(bytes: bytes, comma: separator)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { cursor.index = 3 }
    var records: [CSVRecord] = []
    while !cursor.atEnd {
      let startLine = cursor.line
      var fields: [String] = []
      var problem: String?
      while true {
        let (field, fieldProblem) = cursor.readField()
        fields.append(String(decoding: field, as: UTF8.self))
        problem = problem ?? fieldProblem
        if cursor.next == separator {
          cursor.index += 1
          continue
        }
        cursor.skipLineEnd()
        break
      }
      if fields == [""], problem == nil { continue }
      records.append(CSVRecord(line: startLine, fields: fields, problem: problem))
    }
    return records
  }

  private static let quote = UInt8(ascii: "\"")
  private static let lineFeed = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")

  /// A position in the input, with the current 1-based line.
  private struct Cursor {
    let bytes: [UInt8]
    /// The field separator.
    let comma: UInt8
    var index = 0
    var line = 1

    var atEnd: Bool { index >= bytes.count }
    var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Reads one field up to (not including) the next comma, line end or end of input.
    mutating func readField() -> (field: [UInt8], problem: String?) {
      var field: [UInt8] = []
      var problem: String?
      let quoted = next == quote
      if quoted {
        index += 1
        var closed = false
        while let byte = next {
          index += 1
          if byte == quote {
            guard next == quote else {
              closed = true
              break
            }
            index += 1
          } else if byte == lineFeed {
            line += 1
          }
          field.append(byte)
        }
        if !closed { problem = "unterminated quoted field" }
      }
      while let byte = next, byte != comma, byte != lineFeed, byte != carriageReturn {
        // RFC 4180 allows nothing between a closing quote and the separator; the text is kept,
        // but the record is flagged because its columns may have shifted. A quote inside an
        // unquoted field (`5'11"`) is kept as written.
        if quoted, problem == nil { problem = "text after a closing quote" }
        field.append(byte)
        index += 1
      }
      return (field, problem)
    }

    /// Skips a CRLF, LF or lone CR, counting the line.
    mutating func skipLineEnd() {
      guard !atEnd else { return }
      if next == carriageReturn { index += 1 }
      if next == lineFeed { index += 1 }
      line += 1
    }
  }
}
