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

  /// The ways of asking for ASCII, taken in turn by the cases that print a byte above 127.
  enum ASCIIRun: String, CaseIterable, Sendable {
    case asciiFlag = "--ascii"
    case cLocale = "LANG=C"
  }

  /// Each case with its turn among the ways of asking for ASCII.
  static let cases = caseNames.enumerated().map {
    ($0.element, ASCIIRun.allCases[$0.offset % ASCIIRun.allCases.count])
  }

  /// The case prints what it recorded; when that has a byte above 127, it is played again in
  /// ASCII (`--ascii` or `LANG=C`, in turn), which must print none.
  ///
  /// Only those cases are played again: under ASCII every byte a command writes passes through
  /// `ASCIIConsole`'s fold, so the output of a case that printed only ASCII is the same
  /// (checked for all 140 cases when this was written), and the two ways of asking differ
  /// only in how the style is resolved, as `TerminalStyleTests` and
  /// `theWaysOfAskingForASCIIPrintTheSame` check.
  @Test(arguments: cases)
  func goldenCase(_ name: String, _ ascii: ASCIIRun) async throws {
    let golden = GoldenCase(name)
    let played = try await offThePool { try golden.play() }
    for problem in played.problems { Issue.record("golden case '\(name)': \(problem)") }
    if Self.isRecording(name) {
      try Self.record(played, golden)
    } else {
      for (file, text) in played.actual {
        let expected = try golden.expected(file)
        if expected != text {
          Issue.record(
            Comment(rawValue: Self.mismatch(name, file, expected: expected, actual: text)))
        }
      }
    }
    guard played.actual.contains(where: { $0.text.utf8.contains { $0 >= 0x80 } }) else { return }
    let folded = try await offThePool { try Self.playInASCII(golden, ascii) }
    Self.expectASCII(folded, "'\(name)' with \(ascii.rawValue)")
  }

  static func playInASCII(_ golden: GoldenCase, _ way: ASCIIRun) throws -> GoldenCase.Played {
    switch way {
    case .asciiFlag: try golden.play(extra: ["--ascii"])
    case .cLocale: try golden.play(variables: ["LANG": "C"])
    }
  }

  static func expectASCII(_ played: GoldenCase.Played, _ what: String) {
    for problem in played.problems { Issue.record("\(what): \(problem)") }
    for (stream, text) in played.actual where stream != "status" {
      let bytes = Array(text.utf8)
      if let offset = bytes.firstIndex(where: { $0 >= 0x80 }) {
        let line = text.utf8.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count + 1
        Issue.record("\(what): byte ≥ 0x80 in \(stream), line \(line)")
      }
    }
    #expect(played.actual.contains { $0.file != "status" && !$0.text.isEmpty }, "\(what)")
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

  /// Both ways of asking for ASCII print the same bytes, on cases whose output is mostly
  /// symbols: the dashboard, a usage error, `explain`, a report.
  @Test(arguments: ["today-store", "sync-bad-days", "explain-store", "history"])
  func theWaysOfAskingForASCIIPrintTheSame(_ name: String) async throws {
    let golden = GoldenCase(name)
    let outputs = try await offThePool {
      try ASCIIRun.allCases.map { try Self.playInASCII(golden, $0) }
    }
    for played in outputs { Self.expectASCII(played, "'\(name)'") }
    #expect(outputs[0].actual.map(\.text) == outputs[1].actual.map(\.text))
  }
}
