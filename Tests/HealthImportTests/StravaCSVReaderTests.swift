import Testing

@testable import HealthImport

/// The RFC 4180 reader under the Strava importer.
@Suite struct StravaCSVReaderTests {
  @Test(
    "records and fields",
    arguments: [
      ("a,b,c\n1,2,3\n", [["a", "b", "c"], ["1", "2", "3"]]),
      ("a,b\r\n1,2\r\n", [["a", "b"], ["1", "2"]]),
      ("a,b\n1,2", [["a", "b"], ["1", "2"]]),
      ("\u{FEFF}a,b\n", [["a", "b"]]),
      ("\"x, y\",\"say \"\"hi\"\"\"\n", [["x, y", "say \"hi\""]]),
      ("\"two\nlines\",z\n", [["two\nlines", "z"]]),
      ("\"crlf\r\ninside\",z\r\n", [["crlf\r\ninside", "z"]]),
      (",,\n", [["", "", ""]]),
      ("\"\",x\n", [["", "x"]]),
      ("a\n\n\nb\n", [["a"], ["b"]]),
      ("5'11\",x\n", [["5'11\"", "x"]]),
      ("", []),
    ])
  func fields(text: String, expected: [[String]]) {
    let records = CSVReader.records(Array(text.utf8))
    #expect(records.map(\.fields) == expected)
    #expect(records.allSatisfy { $0.problem == nil })
  }

  @Test func recordsKnowTheLineTheyStartOn() {
    let records = CSVReader.records(Array("h\n\"a\nb\nc\"\nnext\n\nlast\n".utf8))
    #expect(records.map(\.line) == [1, 2, 5, 7])
  }

  @Test(
    "damage is reported on its record only",
    arguments: [
      ("a,\"b\"c,d\nok\n", "text after a closing quote"),
      ("a,\"never closed\nok\n", "unterminated quoted field"),
    ])
  func damage(text: String, problem: String) {
    let records = CSVReader.records(Array(text.utf8))
    #expect(records.first?.problem == problem)
    if problem == "text after a closing quote" {
      #expect(records.last?.fields == ["ok"] && records.last?.problem == nil)
    }
  }
}
