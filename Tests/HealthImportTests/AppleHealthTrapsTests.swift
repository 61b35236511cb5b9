import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// The quirks of real exports (docs/formats.md §6.2), one fixture each.
@Suite struct AppleHealthTrapsTests {
  @Test func theBrokenVersion12DTDIsSkipped() throws {
    let result = try AppleHealthFixture.importXML("v12-dtd/export.xml")
    #expect(result.locale == "de_DE")
    #expect(result.report.records.restingHeartRate.map(\.value) == [51])
    #expect(result.report.records.sleep.count == 1)
  }

  @Test func controlCharactersAndEntitiesInAttributesAreTolerated() throws {
    let result = try AppleHealthFixture.importXML("control-characters/export.xml")
    let names = result.report.records.steps.map(\.source.name)
    #expect(names == ["Mark\u{0B}s iPhone", "Zoë's Watch"])
    #expect(result.report.records.hrv.map(\.milliseconds) == [42])
    #expect(result.report.rejections.total == 0)
  }

  @Test func exactDuplicatesAreDroppedAndSourcesNeverSummed() throws {
    let result = try AppleHealthFixture.importXML("duplicates/export.xml")
    let steps = result.report.records.steps
    // Phone: 1200 (three copies) + 800. Watch: 1150 (two copies) + 950 + 951 + 100 at 23:50.
    #expect(
      steps == [
        DailyValue(date: LocalDate.ymd("2026-09-20"), value: 3151, source: Source.annasWatch),
        DailyValue(date: LocalDate.ymd("2026-09-20"), value: 2000, source: Source.annasPhone),
      ])
    #expect(result.types["HKQuantityTypeIdentifierStepCount"]?.duplicates == 3)
    #expect(result.types["HKQuantityTypeIdentifierHeartRateVariabilitySDNN"]?.duplicates == 1)
    #expect(result.types["HKQuantityTypeIdentifierHeartRate"]?.duplicates == 1)
    #expect(result.types["Workout"]?.duplicates == 1)
    #expect(result.report.duplicatesDropped == 6)
    #expect(result.report.records.hrv.count == 1)
    let walk = try #require(result.report.records.activities.first)
    #expect(result.report.records.activities.count == 1)
    #expect(
      walk.heartRate == [
        HeartRateSample(offset: 60, bpm: 130), HeartRateSample(offset: 300, bpm: 140),
      ])
    #expect(walk.averageHeartRate == 135 && walk.maxHeartRate == 140)
  }

  @Test func theEngineTakesTheLargestStepSourceOfADay() throws {
    let result = try AppleHealthFixture.importXML("duplicates/export.xml")
    let profile = AthleteProfile(timeZone: AppleHealthFixture.timeZone("Europe/Paris"))
    let report = ScorePipeline.report(
      records: result.report.records, profile: profile, date: LocalDate.ymd("2026-09-20"))
    #expect(report.steps == 3151)
  }

  @Test func aMultiSourceNightKeepsEverySourcesSegmentsForTheEngine() throws {
    let result = try AppleHealthFixture.importXML("multi-source-night/export.xml")
    let sleep = result.report.records.sleep
    #expect(Set(sleep.map(\.source.name)) == ["Anna’s Apple Watch", "Anna’s iPhone", "Oura"])
    #expect(sleep.count == 8)
    let profile = AthleteProfile(timeZone: AppleHealthFixture.timeZone("Europe/Paris"))
    let report = ScorePipeline.report(
      records: result.report.records, profile: profile, date: LocalDate.ymd("2026-09-21"))
    // The watch has stages, so its night is kept: 2 h core + 1 h deep + 2 h 55 core + 1 h 30 REM.
    #expect(report.night?.asleepSeconds == Double((2 * 60 + 60 + 175 + 90) * 60))
  }

  @Test func unitsAreConvertedAsTheExportWritesThem() throws {
    let result = try AppleHealthFixture.importXML("units/export.xml", zone: "America/New_York")
    let records = result.report.records
    let energy = Dictionary(
      uniqueKeysWithValues: records.activeEnergy.map { ($0.source.name, $0.value) })
    #expect(energy["US Watch"] == 100)
    #expect(energy["EU Watch"] == 100)
    #expect(abs((energy["Polar"] ?? 0) - 100) < 1e-9)
    #expect(energy["Lab"] == 5)
    #expect(energy["Broken"] == nil)
    #expect(
      result.report.rejections.counts[
        "HKQuantityTypeIdentifierActiveEnergyBurned: unit not understood"] == 1)
    // °F nights: 96.8 96.8 96.9 97.0 97.1 → median 96.9 °F; the last night is 98.0 °F.
    let deviation = try #require(records.skinTemperature.first)
    #expect(deviation.date == LocalDate.ymd("2026-09-20"))
    #expect(abs(deviation.value - 1.1 * 5 / 9) < 1e-9)
    #expect(records.restingHeartRate.map(\.value) == [54])
    #expect(records.hrv.map(\.milliseconds) == [48.2])
    #expect(result.report.rejections.counts["hrv.ms outside 5–300"] == 1)
    let ride = try #require(records.activities.first)
    #expect(ride.durationSeconds == 3600)
    #expect(abs((ride.energyKilocalories ?? 0) - 2092 / 4.184) < 1e-9)
    #expect(ride.distanceMeters == 20 * 1609.344)
    #expect(ride.averageHeartRate == 150 && ride.maxHeartRate == 180)
    #expect(ride.name == "Cycling")
  }

  @Test func aTruncatedExportIsMalformed() throws {
    let bytes = try AppleHealthFixture.bytes("truncated/export.xml")
    #expect {
      try AppleHealthArchive.importXML(InMemoryBytes(bytes), timeZone: .gmt)
    } throws: { error in
      guard case ImportError.malformed(let reason) = error else { return false }
      return reason.contains("truncated")
    }
  }

  @Test(arguments: [
    ("not-an-export/export_cda.xml", "<ClinicalDocument>"),
    ("localised/apple_health_export/workout-routes/route_2026-09-20_9.14am.gpx", "<gpx>"),
  ])
  func anotherXMLDocumentIsNotAnExport(path: String, root: String) throws {
    let bytes = try AppleHealthFixture.bytes(path)
    #expect {
      try AppleHealthArchive.importXML(InMemoryBytes(bytes), timeZone: .gmt)
    } throws: { error in
      guard case ImportError.unrecognised(let reason) = error else { return false }
      return reason.contains(root)
    }
  }

  @Test(arguments: [
    ("not xml at all", "not XML"), ("", "no <HealthData>"),
    ("<?xml version=\"1.0\"?>\n", "no <HealthData>"),
    ("</HealthData>", "</HealthData>"),
  ])
  func inputThatIsNoExportIsUnrecognised(text: String, expected: String) {
    #expect {
      try AppleHealthArchive.importXML(InMemoryBytes(Array(text.utf8)), timeZone: .gmt)
    } throws: { error in
      guard case ImportError.unrecognised(let reason) = error else { return false }
      return reason.contains(expected)
    }
  }

  @Test(arguments: [[1], [7], [4096], [1 << 20], [3, 5000, 17, 65_536]])
  func recordsSpanningChunkBoundariesReadTheSame(sizes: [Int]) throws {
    let bytes = try AppleHealthFixture.bytes("basic/export.xml")
    let whole = try AppleHealthFixture.importXML("basic/export.xml")
    let chunked = try AppleHealthFixture.importInChunks(bytes, sizes: sizes)
    #expect(chunked.report.records == whole.report.records)
    #expect(chunked.types == whole.types)
    #expect(chunked.bytesScanned == whole.bytesScanned)
  }

  @Test func daysAreTheAthletesLocalDatesNotTheExportOffsets() throws {
    // 23:50 +0200 on 20 Sept is 21:50 UTC: 20 Sept in Paris, 21 Sept in Tokyo.
    let tokyo = try AppleHealthFixture.importXML("duplicates/export.xml", zone: "Asia/Tokyo")
    let dates = Set(tokyo.report.records.steps.map(\.date))
    #expect(dates == [LocalDate.ymd("2026-09-20"), LocalDate.ymd("2026-09-21")])
  }
}
