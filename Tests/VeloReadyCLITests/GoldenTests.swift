import Foundation
import TestSupport
import Testing

@testable import VeloReadyCLI

/// Every golden case (`GoldenCase`, `Fixtures/cases/<case>/`) prints exactly what it recorded,
/// and nothing above 127 when ASCII is asked for.
///
/// `VELOREADY_RECORD=1 swift test --filter GoldenTests` re-records every case,
/// `VELOREADY_RECORD=case-name[,case-name…]` only those; a re-recorded case fails on purpose.
@Suite struct GoldenTests {
  static var casesDirectory: URL { GoldenCase.casesDirectory }
  static var caseNames: [String] { GoldenCase.names }

  /// The cases `VELOREADY_RECORD` names: `nil` for none, an empty set for all (`1`).
  static var recording: Set<String>? {
    guard let value = ProcessInfo.processInfo.environment["VELOREADY_RECORD"], !value.isEmpty
    else { return nil }
    if value == "1" { return [] }
    return Set(value.split(separator: ",").map(String.init))
  }

  static func isRecording(_ name: String) -> Bool {
    recording.map { $0.isEmpty || $0.contains(name) } ?? false
  }

  /// The case's command run after its setup with its arguments passed through `rewrite`; the
  /// output with the store and fixture paths written as `$STORE` and `$FIXTURES`.
  static func run(_ name: String, rewrite: ([String]) -> [String] = { $0 }) throws -> RunResult {
    let played = try GoldenCase(name).play(rewrite: rewrite)
    if let problem = played.problems.first { throw GoldenCaseError(problem: problem) }
    return RunResult(
      stdout: played.text("stdout"), stderr: played.text("stderr"),
      status: Int32(played.text("status").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1)
  }

  /// What a failing case says: which file differs, how (a unified diff), and the command that
  /// re-records that case alone.
  static func mismatch(_ name: String, _ file: String, expected: String, actual: String) -> String {
    let diff = LineDiff.unified(
      expected: expected, actual: actual, expectedLabel: "Fixtures/cases/\(name)/\(file)",
      actualLabel: "\(file) of this run")
    return """
      golden case '\(name)' differs in \(file):
      \(diff)
      if the change is meant, re-record this case with:
        VELOREADY_RECORD=\(name) swift test --filter GoldenTests
      """
  }

  @Test(arguments: caseNames)
  func goldenCase(_ name: String) async throws {
    let golden = GoldenCase(name)
    let played = try await offThePool { try golden.play() }
    for problem in played.problems { Issue.record("golden case '\(name)': \(problem)") }
    if Self.isRecording(name) {
      try Self.record(played, golden)
      return
    }
    for (file, text) in played.actual {
      let expected = try golden.expected(file)
      if expected != text {
        Issue.record(
          Comment(rawValue: Self.mismatch(name, file, expected: expected, actual: text)))
      }
    }
  }

  /// Writes what a case printed as its expected files (an empty `stderr` as no file), and says
  /// so as a failure, so that a recording run is never taken for a passing one.
  static func record(_ played: GoldenCase.Played, _ golden: GoldenCase) throws {
    for (file, text) in played.actual {
      let url = golden.directory.appendingPathComponent(file)
      if file == "stderr" && text.isEmpty {
        try? FileManager.default.removeItem(at: url)
      } else {
        try Data(text.utf8).write(to: url)
      }
    }
    Issue.record(
      "re-recorded '\(golden.name)'; review the diff, then run the tests without VELOREADY_RECORD")
  }

  /// How a case is run again to see that its output is pure ASCII.
  enum ASCIIRun: String, CaseIterable, Sendable {
    case asciiFlag = "--ascii"
    case cLocale = "LANG=C"
  }

  @Test(arguments: caseNames, ASCIIRun.allCases)
  func everyCaseIsPureASCIIWhenAsked(_ name: String, _ run: ASCIIRun) async throws {
    let golden = GoldenCase(name)
    let played = try await offThePool {
      switch run {
      case .asciiFlag: try golden.play(extra: ["--ascii"])
      case .cLocale: try golden.play(variables: ["LANG": "C"])
      }
    }
    for problem in played.problems { Issue.record("\(problem)") }
    for (stream, text) in played.actual where stream != "status" {
      let bytes = Array(text.utf8)
      if let offset = bytes.firstIndex(where: { $0 >= 0x80 }) {
        let line = text.utf8.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count + 1
        Issue.record("'\(name)' with \(run.rawValue): byte ≥ 0x80 in \(stream), line \(line)")
      }
    }
    #expect(played.actual.contains { $0.file != "status" && !$0.text.isEmpty })
  }
}
