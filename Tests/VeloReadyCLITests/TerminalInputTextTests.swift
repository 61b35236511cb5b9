import Foundation
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

/// Text from an input reaches the terminal escaped on every surface that shows it, even the
/// sequences veloready itself draws with (a colour, lines up, clear below), while the colours
/// veloready paints still draw and columns still line up.
@Suite struct TerminalInputTextTests {
  let runner = InProcessRunner()

  /// A screen clear, a colour, a line up, a title change and a C1 CSI.
  static let payload = "\u{1B}[2J\u{1B}[31m\u{1B}[1F\u{1B}]0;title\u{07}\u{9B}"
  /// How `payload` is shown.
  static let shown = #"\x1B[2J\x1B[31m\x1B[1F\x1B]0;title\x07\u{9B}"#

  @Test func inputTextIsEscapedWhereItEntersTheView() {
    #expect(ShownText.escaping(Self.payload) == Self.shown)
    #expect(ShownText.escapingLines("a\(Self.payload)\nb\t") == "a\(Self.shown)\nb\\x09")
    // The console's own net lets veloready's sequences through; the text never holds one.
    #expect(ControlEscapingConsole.escaping(ShownText.escaping(Self.payload)) == Self.shown)
  }

  @Test func everySurfaceShowsTheNamesEscaped() throws {
    let directory = TemporaryDirectory("terminal-input")
    let store = directory.path("store")
    let file = directory.path("ride\(Self.payload).json")
    try NativeFile.write(
      #"{"format":"veloready.records/v1","source":"Watch\#(Self.json)","#
        + #""activities":[{"id":"a1","start":"2026-11-19T07:00:00Z","durationSeconds":3600,"#
        + #""sport":"cycling","name":"Ride\#(Self.json)","averageHeartRate":140}]}"#, to: file)
    let imported = run(["--data", store, "import", file])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.contains("ride\(Self.shown).json"), "\(imported.stdout)")
    let surfaces: [([String], String)] = [
      (["today", "--date", "2026-11-19"], "Ride\(Self.shown)"),
      (["activities", "--date", "2026-11-19"], "Ride\(Self.shown)"),
      (["activities", "--date", "2026-11-19"], "Watch\(Self.shown)"),
      (["explain", "strain", "--date", "2026-11-19"], "Ride\(Self.shown)"),
      (["status"], "Watch\(Self.shown)"),
      (["status"], "ride\(Self.shown).json"),
    ]
    for (arguments, expected) in surfaces {
      for colour in ["never", "always"] {
        let result = run(["--data", store, "--color", colour] + arguments)
        #expect(result.status == 0, "\(arguments) \(result.stderr)")
        #expect(result.stdout.contains(expected), "\(arguments): \(result.stdout)")
        // `status` paints nothing: with colour too, no escape sequence at all.
        Self.expectNoRawSequence(result, colour: colour == "always" && arguments != ["status"])
      }
    }
    // The data keeps the names exactly; JSON escapes its controls and stays valid.
    let json = run(["--data", store, "activities", "--date", "2026-11-19", "--json"])
    // JSON escapes the C1 control too (`\u009b`).
    let name = #"Ride\u001b[2J\u001b[31m\u001b[1F\u001b]0;title\u0007"#
    #expect(json.stdout.contains(name + #"\u009b""#), "\(json.stdout)")
    #expect((try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) != nil)
  }

  @Test func aZipEntryAndAnArchiveNameAreShownEscaped() throws {
    let directory = TemporaryDirectory("terminal-input-zip")
    let csv =
      "Activity ID,Activity Date,Activity Name,Activity Type,Elapsed Time,Filename\n"
      + "1,\"Nov 19, 2026, 7:00:00 AM\",Ride\(Self.payload),Ride,3600,activities/m\(Self.payload).fit\n"
      + "2,\"Nov 18, 2026, 7:00:00 AM\",Spin,Ride,3600,activities/d\(Self.payload).fit\n"
    let zip = StoredZip.bytes([
      ("activities.csv", Array(csv.utf8)),
      ("activities/d\(Self.payload).fit", Array("not a fit file at all".utf8)),
    ])
    let path = directory.path("export\(Self.payload).zip")
    try Data(zip).write(to: URL(fileURLWithPath: path))
    let result = run(["--data", directory.path("store"), "--color", "always", "import", path])
    #expect(result.status == 0, "\(result.stderr)")
    for expected in [
      "export\(Self.shown).zip", "activities/m\(Self.shown).fit", "activities/d\(Self.shown).fit",
    ] {
      #expect(result.stdout.contains(expected), "\(expected): \(result.stdout)")
    }
    Self.expectNoRawSequence(result, colour: false)
  }

  @Test func anErrorQuotingInputShowsItEscaped() {
    let directory = TemporaryDirectory("terminal-input-error")
    let missing = directory.path("gone\(Self.payload).fit")
    let result = run(["--data", directory.path("store"), "--color", "always", "import", missing])
    #expect(result.status == 66)
    #expect(result.stderr.contains("gone\(Self.shown).fit"), "\(result.stderr)")
    Self.expectNoRawSequence(result, colour: false)
    let date = run(["--color", "always", "today", "--date", "2026\(Self.payload)"])
    #expect(date.status == 64)
    #expect(date.stderr.contains("2026\(Self.shown)"), "\(date.stderr)")
    Self.expectNoRawSequence(date, colour: false)
  }

  @Test func columnsLineUpByTheEscapedNamesWidth() throws {
    let directory = TemporaryDirectory("terminal-input-width")
    let store = directory.path("store")
    for (index, source) in ["Watch" + Self.json, "Bike computer"].enumerated() {
      let file = directory.path("ride\(index).json")
      try NativeFile.write(
        NativeFile.ride(
          source: source, id: "a\(index)", start: "2026-11-1\(7 + index)T07:00:00Z",
          heartRate: 140),
        to: file)
      #expect(run(["--data", store, "import", file]).status == 0)
    }
    let status = run(["--data", store, "status"]).stdout.split(separator: "\n")
    let rows = status.filter { $0.contains("Watch") || $0.contains("Bike computer") }
    #expect(rows.count == 2, "\(status)")
    // Right-aligned counts: the rows end at the same column.
    #expect(Set(rows.map { TextWidth.of(String($0)) }).count == 1, "\(rows)")
    for width in ["40", "80"] {
      var narrow = runner
      narrow.variables["COLUMNS"] = width
      let result = narrow.run([
        "--data", store, "--color", "always", "activities", "--date", "2026-11-17",
      ])
      #expect(result.stdout.contains("Watch\\x1B"), "\(result.stdout)")
      for line in result.stdout.split(separator: "\n") {
        #expect(TextWidth.of(String(line)) <= Int(width) ?? 0, "\(line)")
      }
    }
  }

  /// `payload` as a JSON string's content.
  static let json = #"\u001b[2J\u001b[31m\u001b[1F\u001b]0;title\u0007\u009b"#

  private func run(_ arguments: [String]) -> RunResult { runner.run(arguments) }

  /// No part of the payload reached the terminal raw; with colour, veloready's own still draws.
  static func expectNoRawSequence(_ result: RunResult, colour: Bool) {
    let all = result.stdout + result.stderr
    for raw in ["\u{1B}[2J", "\u{1B}[1F", "\u{1B}]", "\u{07}", "\u{9B}"] {
      #expect(!all.contains(raw), "\(raw.debugDescription) in \(all)")
    }
    if colour {
      #expect(result.stdout.contains("\u{1B}[0m"), "no colour in \(result.stdout)")
    } else {
      #expect(!all.contains("\u{1B}"), "\(all)")
    }
  }
}
