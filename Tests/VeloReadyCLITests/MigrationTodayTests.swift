import Foundation
import TestSupport
import Testing
import VeloJSON

@testable import VeloReadyCLI

/// A version-1 store migrated to the database scores every date exactly as the version-1
/// program did: `today --json` byte for byte (Fixtures/store-v1-today/README.md).
@Suite struct MigrationTodayTests {
  static let recordings = Paths.fixture("store-v1-today")

  /// The dates recorded with the version-1 program.
  static var recordedDates: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: recordings.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// Every `--date` of the golden cases.
  static var goldenDates: Set<String> {
    var dates: Set<String> = []
    for name in GoldenTests.caseNames {
      let url = GoldenTests.casesDirectory.appendingPathComponent("\(name)/arguments")
      let words = ((try? String(contentsOf: url, encoding: .utf8)) ?? "")
        .split(separator: "\n").map(String.init)
      for (word, next) in zip(words, words.dropFirst()) where word == "--date" {
        dates.insert(next)
      }
    }
    return dates
  }

  @Test func everyGoldenDateWasRecordedWithTheVersionOneProgram() {
    #expect(!Self.goldenDates.isEmpty)
    let missing = Self.goldenDates.subtracting(Self.recordedDates)
    #expect(
      missing.isEmpty,
      "record \(missing.sorted()) as Fixtures/store-v1-today/README.md says")
  }

  @Test(arguments: recordedDates)
  func todayAfterTheMigrationIsTodayOfTheVersionOneProgram(_ date: String) async throws {
    let expected = try String(
      contentsOf: Self.recordings.appendingPathComponent("\(date).json"), encoding: .utf8)
    let computedAt = try #require(
      try JSONParser.parse(Array(expected.utf8))["computedAt"]?.stringValue)
    var runner = InProcessRunner()
    runner.now = try #require(Timestamp.parse(computedAt))
    let migrating = runner
    let result = try await offThePool {
      let scratch = ScratchStore("migrate-today")
      defer { scratch.remove() }
      try scratch.copyFixture("store-v1")
      return migrating.run([
        "--data", scratch.directory, "today", "--json", "--offline", "--date", date,
      ])
    }
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("note: migrated the store"))
    let actual = Self.maskingAges(result.stdout)
    if actual != Self.maskingAges(expected) {
      let diff = LineDiff.unified(
        expected: Self.maskingAges(expected), actual: actual,
        expectedLabel: "Fixtures/store-v1-today/\(date).json", actualLabel: "after the migration")
      Issue.record("today --json of \(date) differs from version 1:\n\(diff)")
    }
  }

  /// `text` with the age of the out-of-date warning replaced by `<age>`: version 1 counted it in
  /// hours, the current program in days past two days (Fixtures/store-v1-today/README.md).
  static func maskingAges(_ text: String) -> String {
    let opening = "The newest record is "
    var masked = ""
    var rest = Substring(text)
    while let start = rest.range(of: opening), let end = rest[start.upperBound...].range(of: " old")
    {
      masked += rest[..<start.upperBound] + "<age>"
      rest = rest[end.lowerBound...]
    }
    return masked + rest
  }
}
