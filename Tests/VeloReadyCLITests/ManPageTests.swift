import Foundation
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

/// `docs/veloready.1`: made from the tables, current, and clean for groff.
@Suite struct ManPageTests {
  static let file = Paths.root.appendingPathComponent("docs/veloready.1")

  @Test func theCommittedPageIsTheOneTheTablesMake() throws {
    let committed = try String(contentsOf: Self.file, encoding: .utf8)
    let rendered = VeloReadyCommand.manPage()
    #expect(
      committed == rendered,
      """
      docs/veloready.1 is not what the tables make:
      \(LineDiff.unified(
        expected: committed, actual: rendered, expectedLabel: "docs/veloready.1",
        actualLabel: "the page the tables make"))
      regenerate with: swift run veloready-tools man-page > docs/veloready.1
      """)
  }

  @Test func thePageHasEverySectionInOrder() {
    let headings = VeloReadyCommand.manPage().split(separator: "\n").filter { $0.hasPrefix(".SH ") }
    #expect(
      headings == [
        ".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH COMMANDS", ".SH OPTIONS", ".SH FILES",
        ".SH ENVIRONMENT", ".SH EXIT STATUS", ".SH EXAMPLES", ".SH SEE ALSO",
      ])
  }

  @Test func thePageNamesEveryCommandOptionAndVariable() {
    let page = VeloReadyCommand.manPage()
    let program = CommandTable.program
    for command in program.commands {
      #expect(page.contains("\n.SS \(command.name)\n"), "no section for \(command.name)")
    }
    for option in program.options {
      #expect(page.contains("\\fB" + Roff.escaped(option.name)), "no \(option.name)")
    }
    for variable in [
      "VELOREADY_HOME", "XDG_DATA_HOME", "NO_COLOR", "COLUMNS", "VELOREADY_INTERVALS_API_KEY",
      "TERM",
    ] {
      #expect(page.contains("\\fB" + Roff.escaped(variable) + "\\fR"), "no \(variable)")
    }
  }

  @Test(
    .enabled(
      if: ShellHarness.path(of: "groff") != nil || ShellHarness.shellsRequired,
      "groff is not installed here (CI installs groff-base)"))
  func groffReadsThePageWithoutAWarning() throws {
    let groff = try #require(ShellHarness.path(of: "groff"), "groff is not installed")
    let home = TemporaryDirectory("groff")
    let page = home.path("veloready.1")
    try Data(VeloReadyCommand.manPage().utf8).write(to: URL(fileURLWithPath: page))
    let result = try ChildProcess.run(
      groff, ["-man", "-ww", "-z", page], environment: ["PATH": "/usr/bin:/bin", "HOME": home.path])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "groff warned:\n\(result.stderr)")
  }

  @Test(
    "roff escapes",
    arguments: [
      ("--date", "\\-\\-date"), (".hidden", "\\&.hidden"), ("'quoted'", "\\&'quoted'"),
      ("a\\b", "a\\eb"), ("1–3650", "1\\[u2013]3650"), ("plain text", "plain text"),
    ])
  func roffEscapes(text: String, escaped: String) {
    #expect(Roff.escaped(text) == escaped)
  }

  @Test func proseBecomesParagraphsAndBullets() {
    let prose = """
      Reads:
        - one thing;
        - another that
          goes on.
      After the list.

      A new paragraph.
      """
    #expect(
      Roff.paragraphs(prose) == [
        "Reads:", ".IP \\(bu 2", "one thing;", ".IP \\(bu 2", "another that", "goes on.", ".PP",
        "After the list.", ".PP", "A new paragraph.",
      ])
  }

  @Test func labelsSetNamesInBoldAndPlaceholdersInItalics() {
    #expect(Roff.label("--date <date>") == "\\fB\\-\\-date\\fR \\fIdate\\fR")
    #expect(Roff.label("-h, --help") == "\\fB\\-h\\fR, \\fB\\-\\-help\\fR")
    #expect(
      Roff.label("veloready import <path> ...")
        == "\\fBveloready\\fR \\fBimport\\fR \\fIpath\\fR ...")
    #expect(Roff.label("[<alert>]") == "[\\fIalert\\fR]")
    #expect(Roff.label("<store>/config.json") == "\\fIstore\\fR\\fB/config.json\\fR")
  }
}
