import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// Reading `export.zip` directly (`Fixtures/apple-health/zips`).
@Suite struct ZipArchiveTests {
  func zip(_ name: String) throws -> InMemoryBytes {
    InMemoryBytes(try AppleHealthFixture.bytes("zips/\(name)"))
  }

  @Test func theExportIsFoundByContentUnderALocalisedName() throws {
    var reported: [(Int64, Int64)] = []
    let result = try AppleHealthArchive.importZip(
      zip("exportar.zip"), timeZone: AppleHealthFixture.timeZone("Europe/Madrid")
    ) { done, total in reported.append((done, total)) }
    #expect(result.entryPath == "apple_health_export/exportar.xml")
    #expect(result.locale == "es_ES")
    #expect(result.report.records.steps.map(\.value) == [321])
    #expect(
      result.report.records.restingHeartRate.map(\.source) == [
        Source.appleHealth("Apple Watch de Ana")
      ])
    let xml = try AppleHealthFixture.bytes("localised/apple_health_export/exportar.xml")
    #expect(result.bytesScanned == Int64(xml.count))
    #expect(reported.last.map { $0 == (Int64(xml.count), Int64(xml.count)) } == true)
    #expect(result.compressedBytes.map { $0 < Int64(xml.count) } == true)
  }

  @Test func aZipImportsTheSameRecordsAsTheFolder() throws {
    let zone = AppleHealthFixture.timeZone("Europe/Madrid")
    let fromZip = try AppleHealthArchive.importZip(zip("exportar.zip"), timeZone: zone)
    let fromFile = try AppleHealthFixture.importXML(
      "localised/apple_health_export/exportar.xml", zone: "Europe/Madrid")
    #expect(fromZip.report.records == fromFile.report.records)
  }

  @Test func zip64AndStoredAndUTF8NamesAreRead() throws {
    let zip64 = try AppleHealthArchive.importExport(zip("zip64.zip"), timeZone: .gmt)
    let basic = try AppleHealthFixture.importXML("basic/export.xml", zone: "GMT")
    #expect(zip64.entryPath == "export.xml")
    #expect(zip64.report.records == basic.report.records)
    let stored = try AppleHealthArchive.importZip(zip("stored.zip"), timeZone: .gmt)
    #expect(stored.report.records.steps.map(\.value) == [321])
    let chinese = try AppleHealthArchive.importZip(zip("chinese-name.zip"), timeZone: .gmt)
    #expect(chinese.entryPath == "apple_health_export/导出.xml")
  }

  @Test func zip64EndRecordsAndExtraFieldsAreUnderstood() throws {
    let archive = try ZipArchive(zip("zip64.zip"))
    let entry = try #require(archive.entries.first)
    let xml = try AppleHealthFixture.bytes("basic/export.xml")
    #expect(entry.uncompressedSize == Int64(xml.count))
    #expect(entry.method == .deflated)
  }

  @Test(arguments: [
    ("no-export.zip", "no Apple Health export.xml")
  ])
  func aZipWithoutAnExportIsUnrecognised(name: String, expected: String) throws {
    let bytes = try zip(name)
    #expect {
      try AppleHealthArchive.importZip(bytes, timeZone: .gmt)
    } throws: { error in
      guard case ImportError.unrecognised(let reason) = error else { return false }
      return reason.contains(expected) && reason.contains("exportar_cda.xml")
    }
  }

  @Test(arguments: [("truncated.zip", "truncated"), ("corrupt.zip", "")])
  func aDamagedZipIsMalformed(name: String, expected: String) throws {
    let bytes = try zip(name)
    #expect {
      try AppleHealthArchive.importZip(bytes, timeZone: .gmt)
    } throws: { error in
      guard case ImportError.malformed(let reason) = error else { return false }
      return expected.isEmpty || reason.contains(expected)
    }
  }

  @Test func unreadableBytesAreReportedAsUnreadable() {
    struct FailingDisk: RandomAccessBytes {
      var count: Int64 { 10_000 }
      func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws(ImportError)
        -> Int
      {
        throw .unreadable(reason: "I/O error at \(offset)")
      }
    }
    #expect(throws: ImportError.unreadable(reason: "I/O error at 0")) {
      try AppleHealthArchive.importExport(FailingDisk(), timeZone: .gmt)
    }
  }

  @Test func anEmptyOrTinyFileIsNotAZip() {
    #expect(throws: ImportError.self) { try ZipArchive(InMemoryBytes([])) }
    #expect(throws: ImportError.self) { try ZipArchive(InMemoryBytes(Array("PK\u{3}\u{4}".utf8))) }
  }
}
