import Foundation
import Testing

@testable import HealthImport

/// The device-file entry point: content sniffing, gzip unwrapping, and the reader each format
/// goes to.
@Suite struct DeviceFileImporterTests {
  @Test func theDeviceImporterReadsGzippedFilesLikePlainOnes() throws {
    guard
      case .activities(let zipped) = try DeviceFileImporter.read(
        try SyncFixture.bytes("device/garmin-edge-820-bike.fit.gz")),
      case .activities(let plain) = try DeviceFileImporter.read(
        try SyncFixture.bytes("fit/garmin-edge-820-bike.fit")),
      case .activities(let tcx) = try DeviceFileImporter.read(
        try SyncFixture.bytes("device/ride.tcx.gz"))
    else {
      Issue.record("expected activities")
      return
    }
    #expect(zipped.records.activities == plain.records.activities)
    #expect(zipped.records.activities.count == 1 && tcx.records.activities.count == 1)
    guard
      case .notAnActivity(.gpxWithoutTrack) = try DeviceFileImporter.read(
        try SyncFixture.bytes("device/route.gpx.gz"))
    else {
      Issue.record("expected a GPX without track")
      return
    }
  }

  @Test func theDeviceImporterRefusesOtherContent() {
    #expect(throws: ImportError.unrecognised(reason: "not a FIT, TCX or GPX file")) {
      try DeviceFileImporter.read(Array("Activity ID,Activity Date\n".utf8))
    }
  }

  struct SniffCase: CustomTestStringConvertible, Sendable {
    let name: String
    let prefix: [UInt8]
    let format: InputFormat?
    var testDescription: String { name }
  }

  @Test(arguments: [
    SniffCase(
      name: "FIT", prefix: [14, 0x20, 0, 0, 0, 0, 0, 0] + Array(".FIT".utf8) + [0, 0],
      format: .fit),
    SniffCase(name: "gzip", prefix: [0x1F, 0x8B, 8, 0], format: .gzip),
    SniffCase(
      name: "TCX",
      prefix: Array("<?xml version=\"1.0\"?>\n<TrainingCenterDatabase xmlns=\"\">".utf8),
      format: .tcx),
    SniffCase(
      name: "GPX", prefix: Array("\u{FEFF}<?xml version=\"1.0\"?><gpx version=\"1.1\">".utf8),
      format: .gpx),
    SniffCase(
      name: "Apple Health stays Apple Health",
      prefix: Array("<?xml version=\"1.0\"?>\n<!DOCTYPE HealthData [".utf8), format: .appleHealthXML
    ),
    SniffCase(name: "eleven bytes are not FIT", prefix: Array("12345678.FI".utf8), format: nil),
  ])
  func sniffingRecognisesDeviceFormatsByContent(_ example: SniffCase) {
    #expect(InputFormat.sniff(example.prefix) == example.format)
  }
}
