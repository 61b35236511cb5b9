import Foundation
import TestSupport

@testable import VeloStore

extension GoldenCase {
  /// Runs the case's `setup` lines in `directory` (its `$STORE` is `directory/store`); what went
  /// wrong, one problem a line.
  func runSetup(in directory: URL) throws -> [String] {
    var problems: [String] = []
    let runner = runner(in: directory)
    for line in (file("setup") ?? "").split(separator: "\n") where !line.isEmpty {
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
