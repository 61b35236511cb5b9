import Foundation
import Testing

@testable import HealthImport

/// The scanner's fast path for tags shaped like the previous ones (`TagTemplate`) and its line
/// counting: both must report exactly what a full scan of every tag reports.
@Suite struct XMLScannerShapeTests {
  /// Records each tag with its line and offset.
  struct Recorder: XMLTagHandler {
    var events: [String] = []
    mutating func handle(_ tag: XMLTag) throws(ImportError) {
      let mark = tag.kind == .start ? "+" : tag.kind == .end ? "-" : "="
      let attributes = tag.attributes.map {
        " \(String(decoding: $0.name, as: UTF8.self))=\(String(decoding: $0.value, as: UTF8.self))"
      }
      events.append(
        "\(tag.line)@\(tag.offset) \(mark)" + String(decoding: tag.name, as: UTF8.self)
          + attributes.joined())
    }
  }

  func scan(_ bytes: [UInt8], chunk: Int) throws -> [String] {
    var scanner = XMLScanner()
    var recorder = Recorder()
    try scanner.feed(bytes, inChunksOf: chunk, to: &recorder)
    #expect(!scanner.hasUnfinishedConstruct)
    return recorder.events
  }

  /// Records of one shape whose values change length, quote, line feeds and endings, so that the
  /// fast path both matches and falls back; long enough for several tags per chunk.
  static let document: String = {
    var text = "<?xml version=\"1.0\"?>\n<HealthData locale=\"en\">\n"
    let values = ["1", "22", "333", "4444", "55555", "666666", "7777777", "88888888", "9"]
    for (number, value) in values.enumerated() {
      text += " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Watch\" "
      text += "device=\"&lt;&lt;HKDevice: 0x1&gt;, name:Apple Watch&gt;\" "
      text += "startDate=\"2026-09-21 04:4\(number):09 +0200\" value=\"\(value)\"/>\n"
    }
    text += " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Watch\" "
    text += "device=\"a\nb\" startDate=\"2026-09-21 05:00:00 +0200\" value=\"7\">\n"
    text += "  <MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"1\"/>\n"
    text += " </Record>\n"
    text += " <Record type='HKQuantityTypeIdentifierStepCount' sourceName='Wa\"tch' "
    text += "device='x > y' startDate='2026-09-21 05:01:00 +0200' value='8' />\n"
    text += " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Watch\" "
    text += "device=\"&lt;&lt;HKDevice: 0x1&gt;, name:Apple Watch&gt;\" "
    text += "startDate=\"2026-09-21 05:02:00 +0200\" value=\"9\">\n"
    text += "  <MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"22\"/>\n"
    text += " </Record>\n"
    text += " <Record type=\"HKQuantityTypeIdentifierStepCount\"\n  sourceName=\"Watch\" "
    text += "value=\"10\"/>\n"
    text += " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Watch\" "
    text += "unit=\"count\" bare value=\"11\"/>\n"
    text += "</HealthData>\n"
    return text
  }()

  @Test func shapedTagsReportWhatAFullScanReports() throws {
    let bytes = Array(Self.document.utf8)
    // One byte at a time, no buffer ever holds a whole tag: every tag takes the full scan.
    let full = try scan(bytes, chunk: 1)
    #expect(full.count == 20)
    #expect(
      full[1] == "3@48 =Record type=HKQuantityTypeIdentifierStepCount sourceName=Watch "
        + "device=&lt;&lt;HKDevice: 0x1&gt;, name:Apple Watch&gt; "
        + "startDate=2026-09-21 04:40:09 +0200 value=1")
    for chunk in [7, 64, 100, 333, 4096, .max] {
      #expect(try scan(bytes, chunk: chunk) == full, "chunk \(chunk)")
    }
  }

  @Test func everyTagIsOnTheLineOfItsFirstByte() throws {
    let bytes = Array(Self.document.utf8)
    for event in try scan(bytes, chunk: .max) {
      let place = event.prefix { $0 != " " }.split(separator: "@")
      let (line, offset) = (Int(place[0]) ?? 0, Int(place[1]) ?? 0)
      #expect(line == 1 + bytes[..<offset].filter { $0 == 0x0A }.count, "\(event)")
    }
  }
}

/// The duplicate check's set of 64-bit fingerprints.
@Suite struct FingerprintSetTests {
  @Test func aFingerprintIsNewOnlyTheFirstTime() {
    var set = FingerprintSet(capacity: 4)
    // 0 is the empty-slot marker inside the table; 16 and 32 share a slot in a small table.
    let fingerprints: [UInt64] = [0, 16, 32, 1, UInt64.max, 48]
    let first = fingerprints.map { set.insert($0) }
    let again = fingerprints.map { set.insert($0) }
    #expect(first.allSatisfy { $0 } && again.allSatisfy { !$0 })
    #expect(set.count == 6)
    #expect(!set.contains(64))
  }

  @Test func itGrowsWithoutLosingAny() {
    var set = FingerprintSet()
    let fingerprints = (1...50_000).map { StableHash.combine(0, UInt64($0)) }
    var inserted = 0
    for fingerprint in fingerprints where set.insert(fingerprint) { inserted += 1 }
    #expect(inserted == 50_000)
    #expect(fingerprints.allSatisfy { set.contains($0) })
    #expect(set.count == 50_000)
    #expect(!set.contains(StableHash.combine(0, 50_001)))
  }
}

/// Apple Health dates read with a day memo, as the importer reads them.
@Suite struct AppleHealthDateMemoTests {
  func seconds(_ texts: [String]) -> [Double?] {
    var memo = AppleHealthDate.DayMemo()
    return texts.map { text in
      var text = text
      return text.withUTF8 { AppleHealthDate.epochSeconds(UnsafeRawBufferPointer($0), memo: &memo) }
    }
  }

  @Test func aMemoisedDayGivesWhatAFreshReadGives() {
    let texts = [
      "2026-09-21 04:41:09 +0200", "2026-09-21 23:59:59 -0500", "2026-09-22 00:00:00 +0000",
      "2026-02-30 04:41:09 +0200", "2026-02-30 04:41:09 +0200", "2026-09-22 24:00:00 +0000",
      "2026-09-22T01:00:00Z", "20260922010000+0100", "2026-09-22 01:00:00.5 +01:00",
    ]
    let fresh = texts.map { text -> Double? in
      var text = text
      return text.withUTF8 { AppleHealthDate.epochSeconds(UnsafeRawBufferPointer($0)) }
    }
    #expect(seconds(texts) == fresh)
    // 2026-09-21 is day 20,717 since 1970-01-01: 20,717 × 86,400 + 4:41:09 − 2 h.
    #expect(fresh[0] == 1_789_958_469)
    #expect(fresh[3] == nil && fresh[4] == nil && fresh[5] == nil)
  }
}
