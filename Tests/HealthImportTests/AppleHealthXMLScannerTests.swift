import Foundation
import Testing
import VeloJSON

@testable import HealthImport

/// The tag scanner on its own: what it reports, what it skips, and chunk boundaries.
@Suite struct AppleHealthXMLScannerTests {
  /// Records tags as text: `+name a=v`, `-name`, `=name a=v` (empty element).
  struct Recorder: XMLTagHandler {
    var events: [String] = []
    mutating func handle(_ tag: XMLTag) throws(ImportError) {
      let mark = tag.kind == .start ? "+" : tag.kind == .end ? "-" : "="
      let attributes = tag.attributes.map {
        " \(String(decoding: $0.name, as: UTF8.self))=\(XMLText.string($0.value))"
      }
      events.append(mark + String(decoding: tag.name, as: UTF8.self) + attributes.joined())
    }
  }

  func scan(_ text: String, chunk: Int = .max) throws -> [String] {
    var scanner = XMLScanner()
    var recorder = Recorder()
    let bytes = Array(text.utf8)
    try scanner.feed(bytes, inChunksOf: chunk, to: &recorder)
    #expect(!scanner.hasUnfinishedConstruct)
    return recorder.events
  }

  static let document = """
    <?xml version="1.0"?>
    <!DOCTYPE HealthData [
    <!ATTLIST VisionPrescription
      type CDATA #REQUIRED
    <!ELEMENT RightEye EMPTY>
    <!-- a comment with <Record> inside -->
    ]>
    <HealthData locale='en'>
     <!-- <Record type="commented out"/> -->
     <![CDATA[ <Record type="cdata"/> ]]>
     <Record type="a" device="x > y &lt;&lt;z&gt;" value = "1"/>
     <Record	type="b"\u{0B}value="2" >text<Child n="&#x263A;&amp;"/></Record>
     <Odd bare attr=unquoted />
    </HealthData>
    """

  static let expected = [
    "+HealthData locale=en", "=Record type=a device=x > y <<z> value=1", "+Record type=b value=2",
    "=Child n=☺&", "-Record", "=Odd attr=unquoted", "-HealthData",
  ]

  @Test func reportsTagsAndSkipsDeclarationsCommentsAndCDATA() throws {
    #expect(try scan(Self.document) == Self.expected)
  }

  @Test(arguments: [1, 2, 3, 5, 8, 13, 64])
  func anyChunkingGivesTheSameTags(chunk: Int) throws {
    #expect(try scan(Self.document, chunk: chunk) == Self.expected)
  }

  @Test func anUnfinishedTagIsCarriedNotReported() throws {
    var scanner = XMLScanner()
    var recorder = Recorder()
    try Array("<a x=\"1>\"".utf8).withImportBytes { slice throws(ImportError) in
      try scanner.feed(slice, to: &recorder)
    }
    #expect(recorder.events.isEmpty && scanner.hasUnfinishedConstruct)
  }

  @Test(arguments: [
    ("12.5", 12.5), ("812", 812), ("0.97", 0.97), ("-3.25", -3.25), ("1e3", 1000),
    ("45.1937", 45.1937), ("71.4821", 71.4821),
    ("12345678901234567890.5", 12_345_678_901_234_567_890.5),
  ])
  func numbersAreExact(text: String, value: Double) {
    var text = text
    #expect(text.withUTF8 { XMLText.number(UnsafeRawBufferPointer($0)) } == value)
  }

  @Test(arguments: ["", "-", "abc", "1.2.3", "12kg", "nan"])
  func nonNumbersAreRejected(text: String) {
    var text = text
    #expect(text.withUTF8 { XMLText.number(UnsafeRawBufferPointer($0)) } == nil)
  }

  @Test(arguments: [
    ("2026-09-21 04:41:09 +0200", "2026-09-21T02:41:09Z"),
    ("2026-09-21 04:41:09 -0530", "2026-09-21T10:11:09Z"),
    ("2026-09-21T04:41:09+02:00", "2026-09-21T02:41:09Z"),
    ("2026-09-21 04:41:09 Z", "2026-09-21T04:41:09Z"),
  ])
  func exportDatesCarryTheirOffset(text: String, utc: String) {
    #expect(healthDate(text) == Timestamp.parse(utc))
  }

  @Test(arguments: [
    "2026-09-21 04:41:09", "2026-02-30 04:41:09 +0200", "21/09/2026 04:41:09 +0200",
  ])
  func otherDatesAreRejected(text: String) {
    #expect(healthDate(text).timeIntervalSince1970.isNaN)
  }
}
