import Foundation
import Testing

@testable import HealthImport

/// An unzipped `apple_health_export/` folder: the CLI lists files, `isExportXML` picks the export.
@Suite struct AppleHealthFolderTests {
  @Test(arguments: [
    ("localised/apple_health_export/exportar.xml", true),
    ("localised/apple_health_export/exportar_cda.xml", false),
    ("localised/apple_health_export/workout-routes/route_2026-09-20_9.14am.gpx", false),
    ("v12-dtd/export.xml", true),
    ("zips/exportar.zip", false),
  ])
  func theExportIsRecognisedByItsFirstBytes(path: String, isExport: Bool) throws {
    let prefix = try AppleHealthFixture.bytes(path).prefix(AppleHealthArchive.sniffLength)
    #expect(AppleHealthArchive.isExportXML(prefix: prefix) == isExport)
  }

  @Test func aRootWithoutDTDIsRecognisedToo() {
    let text = "<?xml version=\"1.0\"?>\n<HealthData locale=\"ja_JP\">"
    #expect(AppleHealthArchive.isExportXML(prefix: Array(text.utf8)))
  }

  @Test func importExportTellsXMLFromZipByContent() throws {
    let xml = try AppleHealthFixture.bytes("localised/apple_health_export/exportar.xml")
    let zip = try AppleHealthFixture.bytes("zips/exportar.zip")
    let fromXML = try AppleHealthArchive.importExport(InMemoryBytes(xml), timeZone: .gmt)
    let fromZip = try AppleHealthArchive.importExport(InMemoryBytes(zip), timeZone: .gmt)
    #expect(fromXML.entryPath == nil && fromZip.entryPath != nil)
    #expect(fromXML.report.records == fromZip.report.records)
  }
}
