import Foundation
import TestSupport

/// Runs the built `veloready` binary on a store, as a rider's shell would: each call its own
/// process, with the given store and nothing of the test's environment.
struct StoreBinary {
  /// The store directory.
  let store: String
  /// `HOME`, so that nothing outside the test's scratch directory is read.
  let home: String

  /// Variables that replace or add to the usual ones (e.g. `LC_ALL=C`).
  var variables: [String: String] = [:]

  /// The environment of every run.
  var environment: [String: String] {
    ["LANG": "C.UTF-8", "COLUMNS": "80", "HOME": home, "TZ": "UTC"].merging(variables) { $1 }
  }

  /// Runs `veloready --data STORE arguments…` to completion.
  func run(_ arguments: [String]) throws -> ChildProcess.Result {
    try ChildProcess.run(
      EndToEndTests.binary.path, ["--data", store] + arguments, environment: environment)
  }

  /// Starts `veloready --data STORE arguments…`; the caller waits for it.
  func start(_ arguments: [String]) throws -> ChildProcess.Running {
    try ChildProcess.start(
      EndToEndTests.binary.path, ["--data", store] + arguments, environment: environment)
  }

  /// Replaces the store at `to` with a copy of the store at `from` (its database, its
  /// write-ahead log if any, and its config).
  static func copyStore(from: String, to: String) throws {
    let manager = FileManager.default
    try? manager.removeItem(atPath: to)
    try manager.createDirectory(atPath: to, withIntermediateDirectories: true)
    for name in try manager.contentsOfDirectory(atPath: from) {
      try manager.copyItem(atPath: from + "/" + name, toPath: to + "/" + name)
    }
  }
}
