import Foundation
import Testing

@testable import HealthImport

/// `TagTemplate` reads a tag whose first gap (its `<`, name and first attribute name) is longer
/// than 32 bytes, as a beat of an HRV list is, by its shape, and reports what a full scan does.
@Suite struct TagTemplateLongGapTests {
  static let first = " <InstantaneousBeatsPerMinute bpm=\"52\" time=\"4:40:06.12 am\"/>\n"
  static let second = " <InstantaneousBeatsPerMinute bpm=\"118\" time=\"12:40:07.1 pm\"/>\n"
  /// Differs from the recorded tag only in its 33rd byte (`:` for `=`), which only the gap's
  /// fifth word holds: everything after it lines up.
  static let otherQuote = " <InstantaneousBeatsPerMinute bpm:\"52\" time=\"4:40:06.12 am\"/>\n"

  /// Scans `first` in full (recording its shape), then matches `next` against the template.
  func match(after first: String, _ next: String) -> [String]? {
    let storage = AttributeStorage()
    var recorder = XMLScannerShapeTests.Recorder()
    var line = 1
    var bytes = Array((first + next + String(repeating: " ", count: 64)).utf8)
    return bytes.withUnsafeMutableBytes { raw -> [String]? in
      let buffer = UnsafeRawBufferPointer(raw)
      let used = try? XMLScanner.scan(
        UnsafeRawBufferPointer(rebasing: buffer[0..<first.utf8.count]), base: 0, line: &line,
        attributes: storage, handler: &recorder)
      guard used == first.utf8.count, let base = buffer.baseAddress else { return nil }
      let pointer = base.assumingMemoryBound(to: UInt8.self)
      let open = first.utf8.count + 1
      guard
        let found = storage.template.match(pointer, open, buffer.count, storage.pointer)
      else { return nil }
      #expect(found.kind == .empty)
      #expect(found.next == first.utf8.count + next.utf8.count - 1)
      return (0..<found.attributeCount).map {
        let attribute = storage.pointer[$0]
        return String(decoding: attribute.name, as: UTF8.self) + "="
          + String(decoding: attribute.value, as: UTF8.self)
      }
    }
  }

  @Test func aBeatIsReadByTheShapeOfThePreviousOne() {
    #expect(match(after: Self.first, Self.second) == ["bpm=118", "time=12:40:07.1 pm"])
  }

  @Test func aGapDifferingPastItsThirtySecondByteIsNotTakenForIt() {
    #expect(match(after: Self.first, Self.otherQuote) == nil)
  }
}
