import Foundation
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

/// The report commands fit the terminal and keep to ASCII when asked (docs/architecture.md §9):
/// every line of text output within `COLUMNS`, and no byte ≥ 0x80 under `--ascii` or a
/// non-UTF-8 locale, on the demo athlete and on a store.
@Suite struct ReportLayoutTests {
  static let commands: [[String]] = [
    ["history"], ["history", "--days", "120"], ["week"], ["week", "--date", "2026-11-04"],
    ["trends"], ["trends", "--days", "365"], ["trends", "--chart", "pmc"],
    ["activities", "--days", "10"],
    ["what-if", "--load", "150"], ["what-if", "--loads", "80,0,250,0,40"], ["validate"],
  ]

  static let widths = [40, 52, 61, 80, 100, 132]

  /// A store with the golden athlete, made once for the suite's runs.
  static let store: String = {
    let directory = Paths.temporaryDirectory("layout")
    let store = directory.appendingPathComponent("store").path
    let fixture = Paths.fixtures.appendingPathComponent("records/unwell.json").path
    _ = InProcessRunner().run(["--data", store, "import", fixture])
    return store
  }()

  @Test(arguments: commands)
  func everyLineFitsTheWidth(_ command: [String]) {
    for width in Self.widths {
      for store in [[], ["--data", Self.store]] {
        var runner = InProcessRunner()
        runner.variables["COLUMNS"] = "\(width)"
        runner.variables["VELOREADY_HOME"] = "/nonexistent/veloready-layout"
        let result = runner.run(store + command)
        #expect(result.status == 0, "\(command) at \(width): \(result.stderr)")
        for line in result.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
          #expect(
            TextWidth.of(String(line)) <= width,
            "\(command) at \(width) columns: '\(line)' is \(TextWidth.of(String(line))) wide")
        }
      }
    }
  }

  @Test(arguments: commands + [["export", "--csv"], ["history", "--csv"]])
  func asciiOutputHasNoByteAbove127(_ command: [String]) {
    for (flag, locale) in [(["--ascii"], "C.UTF-8"), ([], "C"), ([], "en_GB.ISO-8859-1")] {
      for store in [[], ["--data", Self.store]] {
        var runner = InProcessRunner()
        runner.variables["LANG"] = locale
        runner.variables["VELOREADY_HOME"] = "/nonexistent/veloready-layout"
        let result = runner.run(store + flag + command)
        #expect(result.status == 0, "\(command): \(result.stderr)")
        for (stream, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
          let wide = text.utf8.filter { $0 >= 0x80 }.count
          #expect(wide == 0, "\(command) \(flag) LANG=\(locale): \(wide) bytes ≥ 0x80 on \(stream)")
        }
      }
    }
  }
}
