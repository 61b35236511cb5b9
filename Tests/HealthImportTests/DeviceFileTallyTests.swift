import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// Device files found in a folder or an export: which count as device files, and the tally of
/// what they held.
@Suite struct DeviceFileTallyTests {
  struct CandidateCase: CustomTestStringConvertible, Sendable {
    let name: String
    let prefix: [UInt8]
    let path: String
    let isCandidate: Bool
    var testDescription: String { name }
  }

  static let text = Array("just some notes\n".utf8)

  @Test(arguments: [
    CandidateCase(
      name: "FIT content, any name", prefix: [14, 0x20, 0, 0, 0, 0, 0, 0] + Array(".FIT".utf8),
      path: "ride.bin", isCandidate: true),
    CandidateCase(name: "gzip content", prefix: [0x1F, 0x8B, 8], path: "x", isCandidate: true),
    CandidateCase(
      name: "GPX content", prefix: Array("<gpx version=\"1.1\">".utf8), path: "a.xml",
      isCandidate: true),
    CandidateCase(name: "text named .fit", prefix: text, path: "2026/RIDE.FIT", isCandidate: true),
    CandidateCase(name: "text named .tcx.gz", prefix: text, path: "a.tcx.gz", isCandidate: true),
    CandidateCase(name: "text named .txt", prefix: text, path: "notes.txt", isCandidate: false),
    CandidateCase(name: "text named fit", prefix: text, path: "fit", isCandidate: false),
  ])
  func aFileIsACandidateByContentOrByItsName(_ test: CandidateCase) {
    #expect(
      DeviceFileImporter.isCandidate(prefix: test.prefix, name: test.path) == test.isCandidate)
  }

  @Test func aGzippedFileOfAnotherKindIsPassedOverUnlessItsNameClaimsADeviceFile() throws {
    let zeros = try SyncFixture.bytes("device/zeros.gz")
    #expect(DeviceFileImporter.read(zeros, path: "zeros.gz") == nil)
    let named = DeviceFileImporter.read(zeros, path: "ride.fit.gz")
    #expect(named.map { if case .failure = $0.result { true } else { false } } == true)
    #expect(DeviceFileImporter.read(Self.text, path: "notes.txt") == nil)
  }

  @Test func theTallyCountsActivitiesBySportAndFilesByWhatTheyHeld() {
    var tally = DeviceFileTally()
    var rides = ImportReport()
    let source = Source(provider: .device, name: "Edge")
    rides.records.activities = [
      Activity(id: "a", start: Date(), durationSeconds: 60, sport: .cycling, source: source),
      Activity(id: "b", start: Date(), durationSeconds: 60, sport: .running, source: source),
    ]
    var rejected = ImportReport()
    rejected.rejections.reject(at: "session 1", reason: "r", message: "m")
    tally.add(DeviceFileRead(path: "1.fit", result: .success(.activities(rides))))
    tally.add(DeviceFileRead(path: "2.fit", result: .success(.activities(rejected))))
    tally.add(DeviceFileRead(path: "3.gpx", result: .success(.notAnActivity(.gpxWithoutTrack))))
    for index in 0..<7 {
      tally.add(
        DeviceFileRead(path: "bad-\(index).fit", result: .failure(.malformed(reason: "cut"))))
    }
    tally.ignore("notes.txt")
    #expect(tally.files == 10 && tally.activityCount == 2)
    #expect(tally.activities == [.cycling: 1, .running: 1])
    #expect(tally.filesRejected == 1 && tally.notActivities == [.gpxWithoutTrack: 1])
    // Seven damaged files, the first five named.
    #expect(tally.damaged == 7 && tally.damagedExamples.map(\.path).last == "bad-4.fit")
    #expect(tally.damagedExamples.count == DeviceFileTally.keptExamples)
    #expect(tally.ignored == 1 && tally.ignoredExamples == ["notes.txt"])
  }

  @Test func aNonActivityDescribesItselfOnce() {
    #expect(
      DeviceFileKind.fit(FITFileType(rawValue: 15)).description
        == "not an activity: a FIT monitoring file")
    #expect(DeviceFileKind.gpxWithoutTrack.fileDescription == "a GPX file with no track")
  }
}
