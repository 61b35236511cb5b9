import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// What an import gave, comparable: the result's every field, or the error's words.
struct Outcome: Equatable, CustomStringConvertible {
  struct Fields: Equatable {
    var records: RecordSet
    var seen: [String: Int]
    var duplicates: Int
    var rejections: RejectionLog
    var droppedSamples: [String: Int]
    var droppedFields: DroppedFields
    var notes: [String]
    var types: [String: AppleHealthTypeCounts]
    var bytesScanned: Int64
    var compressedBytes: Int64?
    var entryPath: String?
    var dateRange: ClosedRange<LocalDate>?
    var exportDate: Date?
    var locale: String?
    var heartRateOutsideWorkouts: Int
    var foreignOffsets: [Int: Int]

    init(_ result: AppleHealthImport) {
      records = result.report.records
      seen = result.report.seen
      duplicates = result.report.duplicatesDropped
      rejections = result.report.rejections
      droppedSamples = result.report.droppedSamples
      droppedFields = result.report.droppedFields
      notes = result.report.notes
      types = result.types
      bytesScanned = result.bytesScanned
      compressedBytes = result.compressedBytes
      entryPath = result.entryPath
      dateRange = result.dateRange
      exportDate = result.exportDate
      locale = result.locale
      heartRateOutsideWorkouts = result.heartRateOutsideWorkouts
      foreignOffsets = result.foreignOffsets
    }
  }

  /// The fields of a result, or the words of an error.
  enum Compared: Equatable {
    case fields(Fields)
    case error(String)
  }

  var result: Result<AppleHealthImport, ImportError>
  private var compared: Compared {
    switch result {
    case .success(let imported): .fields(Fields(imported))
    case .failure(let error): .error("\(error)")
    }
  }

  init(_ bytes: [UInt8], split: ExportSplit) {
    result = Result { () throws(ImportError) in
      try AppleHealthArchive.importXML(
        InMemoryBytes(bytes), timeZone: AppleHealthFixture.timeZone("Europe/Paris"), split: split)
    }
  }

  init(zip bytes: [UInt8], split: ExportSplit) {
    result = Result { () throws(ImportError) in
      try AppleHealthArchive.importExport(
        InMemoryBytes(bytes), timeZone: AppleHealthFixture.timeZone("Europe/Paris"), split: split)
    }
  }

  static func == (a: Outcome, b: Outcome) -> Bool { a.compared == b.compared }

  var description: String { "\(compared)" }
}

extension ExportPiecesTests {
  /// The header of `basic`, the bodies of five fixtures one after the other, and three records
  /// to reject at the end (a value, a date, a missing source).
  static func mixedExport() throws -> [UInt8] {
    func lines(_ path: String) throws -> [Substring] {
      String(decoding: try AppleHealthFixture.bytes(path), as: UTF8.self)
        .split(separator: "\n", omittingEmptySubsequences: false)
    }
    let basic = try lines("basic/export.xml")
    let root = try #require(basic.firstIndex { $0.hasPrefix("<HealthData") })
    var text = basic[...root].joined(separator: "\n") + "\n"
    for path in [
      "basic/export.xml", "engine-day/export.xml", "duplicates/export.xml", "units/export.xml",
      "ios8/export.xml",
    ] {
      let all = try lines(path)
      let open = try #require(all.firstIndex { $0.hasPrefix("<HealthData") })
      let close = try #require(all.firstIndex { $0.hasPrefix("</HealthData") })
      text += all[(open + 1)..<close].joined(separator: "\n") + "\n"
    }
    let record = " <Record type=\"HKQuantityTypeIdentifierRestingHeartRate\" unit=\"count/min\" "
    text += record + "sourceName=\"Watch\" startDate=\"2026-09-22 07:00:00 +0200\" "
    text += "endDate=\"2026-09-22 07:00:00 +0200\" value=\"fast\"/>\n"
    text += record + "sourceName=\"Watch\" startDate=\"yesterday\" endDate=\"today\" "
    text += "value=\"50\"/>\n"
    text += record + "startDate=\"2026-09-22 07:00:00 +0200\" "
    text += "endDate=\"2026-09-22 07:00:00 +0200\" value=\"50\"/>\n"
    text += "</HealthData>\n"
    return Array(text.utf8)
  }

  /// The line feeds in `bytes`.
  static func lineCount(_ bytes: [UInt8]) -> Int {
    bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
  }
}
