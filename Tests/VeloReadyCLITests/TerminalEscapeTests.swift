import Foundation
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

/// Text from an input never commands the terminal: a source name carrying a title change
/// (`ESC]0;…BEL`), a screen clear or a C1 control is printed escaped, while veloready's own
/// colours still draw.
@Suite struct TerminalEscapeTests {
  let runner = InProcessRunner()

  @Test func escapingKeepsOnlyTheSequencesVeloreadyDrawsWith() {
    let escape = ControlEscapingConsole.escaping
    #expect(escape("plain\ttext\r\n") == "plain\ttext\r\n")
    #expect(escape("\u{1B}[38;5;214mamber\u{1B}[0m") == "\u{1B}[38;5;214mamber\u{1B}[0m")
    #expect(escape("\u{1B}[3F\u{1B}[J") == "\u{1B}[3F\u{1B}[J")
    #expect(escape("a\u{1B}]0;title\u{07}b") == "a\\x1B]0;title\\x07b")
    #expect(escape("\u{1B}[2J\u{9B}31m\u{08}") == "\\x1B[2J\\u{9B}31m\\x08")
    #expect(escape("\u{1B}") == "\\x1B")
  }

  @Test func aSourceNameCannotRetitleOrClearTheTerminal() throws {
    let directory = TemporaryDirectory("terminal-escape")
    let file = directory.path("evil.json")
    try NativeFile.write(
      #"{"format":"veloready.records/v1","source":"Watch\u001b]0;pwned\u0007\u001b[2J","#
        + #""activities":[{"id":"a1","start":"2026-11-19T07:00:00Z","durationSeconds":3600,"#
        + #""sport":"cycling","averageHeartRate":140}]}"#, to: file)
    let store = directory.path("store")
    #expect(runner.run(["--data", store, "import", file]).status == 0)
    for arguments in [["activities", "--date", "2026-11-20"], ["status"]] {
      let result = runner.run(["--data", store] + arguments)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains(#"Watch\x1B]0;pwned\x07\x1B[2J"#), "\(result.stdout)")
      #expect(!result.stdout.contains("\u{1B}"))
    }
    // The data keeps the name exactly; JSON escapes its controls.
    let json = runner.run(["--data", store, "export", "--json"])
    #expect(json.stdout.contains(#"Watch\u001b]0;pwned\u0007\u001b[2J"#))
  }
}
