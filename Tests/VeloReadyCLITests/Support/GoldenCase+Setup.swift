import Foundation
import TestSupport

@testable import VeloStore

extension GoldenCase {
  /// Runs `lines` of the case's setup in `directory` (its `$STORE` is `directory/store`); what
  /// went wrong, one problem a line.
  func runSetup(_ lines: [Substring], in directory: URL) throws -> [String] {
    var problems: [String] = []
    let runner = runner(in: directory)
    for line in lines {
      let words = line.split(separator: " ").map { substitute(String($0), in: directory) }
      switch words.first {
      case "run":
        let result = runner.run(Array(words.dropFirst()))
        if result.status != 0 { problems.append("setup '\(line)' failed: \(result.stderr)") }
      case "write":
        try Data(words.dropFirst(2).joined(separator: " ").utf8).write(
          to: URL(fileURLWithPath: words[1]))
      case "sql":
        let database = try SQLiteDatabase(path: words[1])
        try database.execute(words.dropFirst(2).joined(separator: " "))
      case "truncate":
        if truncate(words[1], off_t(words[2]) ?? 0) != 0 {
          problems.append("cannot truncate '\(words[1])'")
        }
      case "mkdir":
        try FileManager.default.createDirectory(
          atPath: words[1], withIntermediateDirectories: true)
      case "mkfifo":
        if mkfifo(words[1], 0o600) != 0 { problems.append("cannot make a pipe at '\(words[1])'") }
      default:
        problems.append("unknown setup line '\(line)'")
      }
    }
    return problems
  }
}

/// The setups that golden cases share, each made once per test process.
///
/// Eighty cases begin by importing the same athlete into a fresh store; importing it is most of
/// what such a case costs, and a case is played twice when it prints a byte above 127. A setup's
/// leading `run --data $STORE …` lines, with no other mention of the store, leave a store that
/// does not depend on where it is, so they are made once in a directory of its own and each play
/// copies that directory before running the rest of its setup (a `write`, an `sql` line, …).
/// `COLUMNS` only shapes what a command prints, never what it stores, so cases that differ only
/// in it share their setup. A setup of several lines starts from a copy of the setup of all but
/// its last line (the same import, then a tag or a setting), so that import too is made once.
final class GoldenSetups: @unchecked Sendable {
  static let shared = GoldenSetups()

  /// A setup made: its directory (`$STORE` is `directory/store`), those of the shorter setups
  /// it started from, and what went wrong.
  struct Made: Sendable {
    var directory: URL
    var ancestors: [URL] = []
    var problems: [String]

    /// Its directory and those it was copied from: where a path it stored may point.
    var directories: [URL] { [directory] + ancestors }
  }

  /// One setup, made by the first play that needs it while the others wait.
  private final class Entry: @unchecked Sendable {
    let lock = NSLock()
    var made: Made?
  }

  private let lock = NSLock()
  private var entries: [String: Entry] = [:]

  /// `setup`'s lines split where they stop being shareable: the leading lines that are
  /// `run --data $STORE` with arguments that do not name the store again, and the rest.
  static func split(_ setup: String) -> (shared: [Substring], rest: [Substring]) {
    let lines = setup.split(separator: "\n")
    let shared = lines.prefix { line in
      line.hasPrefix("run --data $STORE ")
        && !line.dropFirst("run --data $STORE ".count).contains("$STORE")
    }
    return (Array(shared), Array(lines.dropFirst(shared.count)))
  }

  /// The key of a shared setup: its lines and the case's environment but for `COLUMNS`.
  static func key(shared: [Substring], environment: String) -> String {
    let variables = environment.split(separator: "\n").filter { !$0.hasPrefix("COLUMNS=") }
    return (variables + ["\u{0}"] + shared).joined(separator: "\n")
  }

  /// The setup of `lines` in a case's `environment`, made the first time by `run` (lines, the
  /// directory): in a fresh directory for one line, else in a copy of the setup of all but the
  /// last line, running that line.
  func made(
    _ lines: [Substring], environment: String, _ run: ([Substring], URL) throws -> [String]
  ) throws -> Made {
    try made(key: Self.key(shared: lines, environment: environment)) { directory in
      guard lines.count > 1 else {
        return Made(directory: directory, problems: try run(lines, directory))
      }
      let start = try made(Array(lines.dropLast()), environment: environment, run)
      try Self.copyContents(of: start.directory, into: directory)
      let problems = try run(Array(lines.suffix(1)), directory)
      return Made(
        directory: directory, ancestors: start.directories, problems: start.problems + problems)
    }
  }

  /// The setup of `key`, made by `make` in a fresh directory the first time.
  private func made(key: String, _ make: (URL) throws -> Made) throws -> Made {
    let entry = lock.withLock {
      if let entry = entries[key] { return entry }
      let entry = Entry()
      entries[key] = entry
      return entry
    }
    entry.lock.lock()
    defer { entry.lock.unlock() }
    if let made = entry.made { return made }
    let made = try make(Paths.temporaryDirectory("golden-setup"))
    entry.made = made
    return made
  }

  /// Copies what `source` holds into the existing directory `destination`.
  static func copyContents(of source: URL, into destination: URL) throws {
    let manager = FileManager.default
    for name in try manager.contentsOfDirectory(atPath: source.path) {
      try manager.copyItem(
        at: source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
    }
  }
}
