import Foundation
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

/// The generated completion scripts, run in the real bash, zsh and fish. A shell that is not
/// installed skips its test with a message, unless `VELOREADY_REQUIRE_SHELLS=1` (CI, which
/// installs them) makes that a failure.
@Suite struct CompletionShellTests {
  static let ids = [
    "missing-sleep", "stale-data", "calibrating", "hrv-suppressed", "rhr-elevated",
    "overtraining", "illness-watch", "sync-failing",
  ]

  static let cases: [CompletionCase] = [
    CompletionCase("a command by its prefix", "veloready con", ["config"]),
    CompletionCase(
      "every command", "veloready ",
      [
        "today", "import", "sync", "alerts", "explain", "status", "history", "week", "trends",
        "report", "activities", "what-if", "tag", "impacts", "export", "validate", "config",
        "completions", "help",
      ]),
    CompletionCase(
      "a command after a global option's value", "veloready --data /tmp/x con", ["config"]),
    CompletionCase("today's options when no command is named", "veloready --of", ["--offline"]),
    CompletionCase("an alerts option", "veloready alerts --j", ["--json"]),
    CompletionCase("no other command's options", "veloready import --j", []),
    CompletionCase("status's options", "veloready status --c", ["--check", "--color"]),
    CompletionCase("sync's option and a global one", "veloready sync --d", ["--days", "--data"]),
    CompletionCase("the colours", "veloready --color ", ["auto", "always", "never"]),
    CompletionCase(
      "the sports", "veloready activities --sport ",
      ["cycling", "running", "swimming", "walking", "hiking", "strength", "rowing", "other"]),
    CompletionCase("the what-if plans", "veloready what-if --lo", ["--load", "--loads"]),
    CompletionCase("history's formats", "veloready history --c", ["--csv", "--color"]),
    CompletionCase(
      "the charts", "veloready trends --chart ", ["pmc", "recovery", "sleep", "hrv", "resting-hr"]),
    CompletionCase("a colour after '='", "veloready today --color=al", ["always"]),
    CompletionCase("the alerts actions", "veloready alerts ", ["dismiss", "reset"]),
    CompletionCase("alert ids after dismiss", "veloready alerts dismiss ", ids),
    CompletionCase("an alert id after reset", "veloready alerts reset ill", ["illness-watch"]),
    CompletionCase(
      "nothing after the alert", "veloready alerts dismiss overtraining ", []),
    CompletionCase("the config actions", "veloready config ", ["list", "get", "set", "unset"]),
    CompletionCase(
      "the corrections", "veloready activities ", ["ignore", "set-load", "set-sport", "reset"]),
    CompletionCase(
      "what an ignore ignores", "veloready activities ignore k3x9ab --h", ["--hr", "--help"]),
    CompletionCase(
      "a sport after set-sport's id", "veloready activities set-sport k3x9ab ru", ["running"]),
    CompletionCase("the tag actions", "veloready tag ", ["add", "remove", "list"]),
    CompletionCase("suggested tag names", "veloready tag add late", ["late-meal"]),
    CompletionCase("impacts' own options", "veloready impacts --t", ["--tag", "--tz"]),
    CompletionCase(
      "config keys after get", "veloready config get interv",
      [
        "intervals.athleteId", "intervals.baseURL", "intervals.syncIntervalMinutes",
        "intervals.apiKey",
      ]),
    CompletionCase(
      "config keys after unset", "veloready config unset s",
      ["sleepNeedHours", "sex", "stepGoal", "sources", "sections"]),
    CompletionCase("no key after a key", "veloready config set ftp ", []),
    CompletionCase("the shells", "veloready completions ", ["bash", "zsh", "fish"]),
    CompletionCase("an explain topic by its prefix", "veloready explain re", ["recovery"]),
    CompletionCase("commands after help", "veloready help c", ["config", "completions"]),
    CompletionCase("directories after --data", "veloready --data rid", ["ride-store"]),
    CompletionCase("files after import", "veloready import rid", ["ride-2026.json", "ride-store"]),
    CompletionCase(
      "files after another file", "veloready import ride-2026.json rid",
      ["ride-2026.json", "ride-store"]),
  ]

  @Test(
    .enabled(if: ShellHarness.runs("bash"), "bash is not installed here (CI installs it)"))
  func bashCompletesFromTheTable() throws {
    try check("bash") { home, work in
      let script = home.path("veloready.bash")
      try write(CompletionScript.render(CommandTable.program, for: .bash), to: script)
      let driver = home.path("driver.bash")
      try write(ShellScripts.bash(Self.cases), to: driver)
      return ["--norc", "--noprofile", driver, script, work.path]
    }
  }

  @Test(
    .enabled(if: ShellHarness.runs("fish"), "fish is not installed here (CI installs it)"))
  func fishCompletesFromTheTable() throws {
    try check("fish") { home, work in
      let script = home.path("veloready.fish")
      try write(CompletionScript.render(CommandTable.program, for: .fish), to: script)
      let driver = home.path("driver.fish")
      try write(ShellScripts.fish(Self.cases), to: driver)
      return [driver, script, work.path]
    }
  }

  @Test(
    .enabled(if: ShellHarness.runs("zsh"), "zsh is not installed here (CI installs it)"),
    arguments: ["fpath", "source"])
  func zshCompletesFromTheTable(loadedBy mode: String) throws {
    try check("zsh") { home, work in
      let functions = home.path("functions")
      try FileManager.default.createDirectory(atPath: functions, withIntermediateDirectories: true)
      try write(
        CompletionScript.render(CommandTable.program, for: .zsh), to: functions + "/_veloready")
      let driver = home.path("driver.zsh")
      try write(ShellScripts.zsh, to: driver)
      return ["-f", driver, mode, functions, work.path] + Self.cases.map(\.line)
    }
  }

  /// Runs `shell` with the arguments `prepare` returns and compares every case.
  private func check(
    _ shell: String, _ prepare: (TemporaryDirectory, TemporaryDirectory) throws -> [String]
  ) throws {
    let home = TemporaryDirectory("shell-home")
    let work = try ShellHarness.workDirectory()
    let result = try ShellHarness.run(shell, try prepare(home, work), home: home)
    try #require(
      result.status == 0 && result.cases.count == Self.cases.count,
      "\(shell) exited \(result.status) after \(result.cases.count) cases: \(result.stderr)")
    for (example, words) in zip(Self.cases, result.cases) {
      #expect(
        CompletionCase.normalised(words) == example.expected,
        "\(shell), \(example.name): '\(example.line)' offered \(words.sorted())")
    }
  }

  private func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }
}
